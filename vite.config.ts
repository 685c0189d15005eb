import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { contentPlugin } from './scripts/indexer/vitePlugin.ts'
import { cachedMdx } from './scripts/indexer/mdxCache.ts'
import { responsiveImagesDevPlugin } from './scripts/build/imagesDevPlugin.ts'

const isDevBuild = process.env.BUILD_MODE === 'development'
/** Output folder; SITE_OUT_DIR lets parallel builds (e.g. benchmarks) use their own. */
const outDir = process.env.SITE_OUT_DIR ?? (isDevBuild ? 'dist-dev' : 'dist')

export default defineConfig(({ command }) => ({
  plugins: [
    // Content indexes, dev reload on content changes, per-post preloads (scripts/indexer/vitePlugin.ts).
    contentPlugin(),
    // @mdx-js/rollup with the site's remark and rehype plugins, each file compiled once for every
    // bundle and build process (scripts/indexer/mdxCache.ts).
    cachedMdx(),
    react({ include: /\.(mdx|jsx|tsx|ts|js)$/ }),
    // `npm run dev` serves the AVIF/WebP variants the build writes into dist/media/img/.
    responsiveImagesDevPlugin(),
  ],
  oxc: {
    // Stable styled-components ids, hashed from file and position, so class names are the same in the
    // prerender (which renders every page) and in the islands the browser hydrates.
    plugins: {
      styledComponents: { ssr: true, displayName: isDevBuild, fileName: isDevBuild, pure: true },
    },
  },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The dev server renders pages in the browser: there is no prerendered page to read (src/env.d.ts).
    __PRERENDERED__: JSON.stringify(command === 'build'),
  },
  ssr: { noExternal: ['styled-components'] },
  build: {
    outDir,
    // Development builds keep React's warnings (hydration mismatches) for the e2e suite to catch.
    minify: !isDevBuild,
    // SOURCEMAP=1 for bundle analysis (which module weighs what); never in the shipped build.
    sourcemap: process.env.SOURCEMAP === '1',
  },
  ssgOptions: {
    dirStyle: 'flat',
    formatting: 'none',
    concurrency: 8,
  },
}))
