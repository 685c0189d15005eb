import { defineConfig, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import mdx from '@mdx-js/rollup'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import remarkGfm from 'remark-gfm'
import rehypeSlug from 'rehype-slug'
import { contentPlugin } from './scripts/content/vitePlugin.ts'

const isDevBuild = process.env.BUILD_MODE === 'development'
/** Output folder; SITE_OUT_DIR lets parallel builds (e.g. benchmarks) use their own. */
const outDir = process.env.SITE_OUT_DIR ?? (isDevBuild ? 'dist-dev' : 'dist')

export default defineConfig({
  plugins: [
    // Content indexes, dev reload on content changes, per-post preloads (scripts/content/vitePlugin.ts).
    contentPlugin(),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: '@mdx-js/react',
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm],
        rehypePlugins: [rehypeSlug],
      }),
    } as PluginOption,
    react({ include: /\.(mdx|jsx|tsx|ts|js)$/ }),
  ],
  oxc: {
    // Stable styled-components ids, hashed from file and position, so class names are the same in the
    // prerender (which loads every lazy page) and in the browser (which loads one): DESIGN.md §3.
    plugins: {
      styledComponents: { ssr: true, displayName: isDevBuild, fileName: isDevBuild, pure: true },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
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
    // Pages render to static HTML with their content; no per-page loader data is used.
    concurrency: 8,
    // The charset is moved back to the start of <head> and the entry script deferred until the first
    // paint after the prerender (scripts/build/deferEntry.ts): styles are prepended after this hook.
  },
})
