/**
 * The site script's bundle (src/enhance/site.ts and, through it, the islands): what the browser
 * runs. The prerender builds it (./prerender/bundles.ts); the post-build step ./siteScript.ts reads
 * the manifest it leaves to give every page its scripts.
 */
import path from 'node:path'
import { build } from 'vite'

/** Where Vite writes the manifest of this build (relative to the output folder; deleted after). */
export const MANIFEST_FILE = 'site-manifest.json'
export const SITE_ENTRY = 'src/enhance/site.ts'

/**
 * Bundles the site script into `dist`, leaving Vite's manifest there. It uses the project's Vite
 * config, so styled-components gives the islands the class names the prerender used.
 */
export async function buildSiteScript(dist: string, development: boolean): Promise<void> {
  // React's development build (with its hydration warnings) or production build, as the prerender.
  process.env.NODE_ENV = development ? 'development' : 'production'
  await build({
    configFile: path.resolve('vite.config.ts'),
    mode: development ? 'development' : 'production',
    logLevel: 'warn',
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: MANIFEST_FILE,
      rollupOptions: { input: { site: SITE_ENTRY } },
    },
  })
}
