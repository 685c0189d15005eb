/**
 * The browser bundle, built by the prerender (./prerender/bundles.ts) in one Vite build:
 *
 * - the site script (src/enhance/siteScript.ts and, through it, the islands): what the browser runs. The
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
export const SITE_ENTRY = 'src/enhance/siteScript.ts'

const EMPTY_ENTRY = '/@page-template-entry.js'

/**
 * What pages with islands load at first, folded into two chunks so such a page fetches a handful of
 * scripts instead of a dozen small ones (each a round trip, or a wait for a free connection, on a
 * slow phone network):
 *
 * - `islands`: the islands runtime (src/islands/, with src/islands/client.tsx, which the site script
 *   imports), React and is-land: what every page with islands runs;
 * - `styled`: styled-components, the theme and the small UI-kit parts islands share: what an island
 *   that renders styled components from the start needs (the inquiry form), and what a dialog or a
 *   live list brings when first used. The islands of home, /clients, /blog and /research render
 *   nothing styled at first and do not load it: styled-components restyles the whole page when it
 *   starts (it takes over the prerendered CSS), work that then waits until the visitor opens a dialog
 *   or changes a list.
 *
 * A module an island imports at first must not be in `styled` (it would bring the whole chunk, and
 * styled-components with it). Nothing the site script itself imports may be listed (src/ui/motion.ts is): pages without islands
 * would then load React (`npm run check:budgets` fails such a build). What loads on use (dialogs,
 * toasts, the form's rules) is not listed.
 */
const CHUNK_GROUPS: ReadonlyArray<{ name: string; modules: readonly RegExp[] }> = [
  {
    name: 'islands',
    modules: [
      /[\\/]node_modules[\\/](react|react-dom|scheduler|@11ty[\\/]is-land)[\\/]/,
      /[\\/]src[\\/]islands[\\/][^\\/]+\.tsx?$/,
      // Tiny modules the blog's island needs at first and its dialog and live list later (each a
      // request of its own otherwise).
      /[\\/]src[\\/]features[\\/](content[\\/]taxonomy|blog[\\/]articlePage)\.ts$/,
    ],
  },
  {
    name: 'styled',
    modules: [
      /[\\/]node_modules[\\/](styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless))[\\/]/,
      // lucide's base and the icons the browser's components draw (each a few hundred bytes).
      /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\/].*|icons[\\/].*)\.mjs$/,
      /[\\/]src[\\/]theme[\\/]tokens\.ts$/,
      /[\\/]src[\\/]ui[\\/](Themed|Button|Card|Link|Reveal|filterChip|WrapList|balancedGrid|labelText)\.tsx?$/,
    ],
  },
]

/** The group (chunk name) module `id` belongs to, if any. */
export function chunkGroupOf(id: string): string | undefined {
  const file = id.split('?')[0] ?? id
  return CHUNK_GROUPS.find((group) => group.modules.some((pattern) => pattern.test(file)))?.name
}

/** The name of the runtime's chunk (its file is `assets/islands-<hash>.js`). */
export const ISLANDS_CHUNK_NAME = 'islands'

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
      rolldownOptions: {
        input: { app: indexFile, site: SITE_ENTRY },
        output: {
          codeSplitting: {
            // Only the listed modules: what they import stays where it would be (Vite's preload
            // helper, which the site script uses too, stays in the site script's chunk).
            groups: CHUNK_GROUPS.map(({ name }) => ({
              name,
              test: (id: string) => chunkGroupOf(id) === name,
              includeDependenciesRecursively: false,
            })),
          },
        },
      },
    },
  })
}
