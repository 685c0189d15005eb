/**
 * The browser bundle, built by the prerender (./prerender/bundles.ts) in one Vite build:
 *
 * - the site script (src/enhance/site.ts and, through it, the islands): what the browser runs. The
 *   post-build step ./siteScript.ts reads the manifest this build leaves to give every page its
 *   scripts;
 * - the page template: index.html through Vite's HTML build (its font preload gets the hashed file,
 *   public/ is copied), with its module script pointing at an empty module, since the site does not
 *   ship vite-react-ssg's client app (the prerender bundle renders the app; pages hydrate islands).
 *
 * It uses the project's Vite config, so styled-components gives the islands the class names the
 * prerender uses.
 */
import { build, type Logger, type Plugin } from 'vite'

/** Where Vite writes the manifest of this build (relative to the output folder; deleted after). */
export const MANIFEST_FILE = 'site-manifest.json'
export const SITE_ENTRY = 'src/enhance/site.ts'

const EMPTY_ENTRY = '/@page-template-entry.js'

/** Points index.html's module script (`appEntry`) at an empty module. */
function emptyEntry(appEntry: string): Plugin {
  return {
    name: 'prerender:empty-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(`src="${appEntry}"`, `src="${EMPTY_ENTRY}"`),
    },
    resolveId: (id) => (id === EMPTY_ENTRY ? `\0${EMPTY_ENTRY}` : undefined),
    load: (id) => (id === `\0${EMPTY_ENTRY}` ? 'export {}' : undefined),
  }
}

export interface BrowserBundleOptions {
  development: boolean
  /** index.html (absolute) and the `src` of its module script. */
  indexFile: string
  appEntry: string
  logger?: Logger
}

/** Builds the site script and the page template into the configured output folder. */
export async function buildBrowserBundle({
  development,
  indexFile,
  appEntry,
  logger,
}: BrowserBundleOptions): Promise<void> {
  // React's development build (with its hydration warnings) or production build, as the prerender.
  process.env.NODE_ENV = development ? 'development' : 'production'
  await build({
    mode: development ? 'development' : 'production',
    customLogger: logger,
    logLevel: 'warn',
    plugins: [emptyEntry(appEntry)],
    build: {
      manifest: MANIFEST_FILE,
      reportCompressedSize: false,
      rolldownOptions: { input: { app: indexFile, site: SITE_ENTRY } },
    },
  })
}
