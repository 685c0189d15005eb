/**
 * What the pages render from, built in a process of its own (forked by ./prerender.ts) that exits
 * when it is done, handing Rolldown's memory back before the pages render:
 *
 * - the page template: index.html through Vite's HTML build (its font preload gets the hashed file,
 *   public/ is copied), with its module script pointing at an empty module, since the site does not
 *   ship vite-react-ssg's client app (src/islands/; the site script below takes its place,
 *   scripts/build/siteScript.ts);
 * - the prerender bundle: index.html's module entry built for SSR, with the files it imports
 *   (the font) emitted into the output;
 * - the site script and the islands (scripts/build/siteScript.ts).
 *
 * The Vite builds use the project's vite.config.ts. `ssgOptions` this prerender does not implement
 * stop the build with a message instead of being ignored.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { build, createLogger, resolveConfig, type InlineConfig, type Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { parse, serialize } from 'parse5'
import { buildSiteScript } from '../siteScriptBundle'
import type { WorkerJob } from './worker'

/** What the bundles process hands to ./prerender.ts. */
export interface Bundles {
  /** The job of every worker, less its share. */
  job: Omit<WorkerJob, 'shard' | 'shards'>
  /** Where the prerender bundle goes (./prerender.ts removes it at the end). */
  tempDir: string
}

const log = (text: string) => console.log(`[prerender] ${text}`)
const fail = (message: string): never => {
  throw new Error(message)
}

async function bundle(tempDir: string): Promise<Bundles> {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production'
  const config = await resolveConfig({}, 'build', mode, mode)
  const root = config.root
  const ssg: ViteReactSSGOptions = config.ssgOptions ?? {}

  const unsupported = (
    [
      ['onBeforePageRender', ssg.onBeforePageRender],
      ['onPageRendered', ssg.onPageRendered],
      ['onFinished', ssg.onFinished],
      ['includedRoutes', ssg.includedRoutes],
      ['includeAllRoutes', ssg.includeAllRoutes],
      ['mock', ssg.mock],
      ['beastiesOptions', ssg.beastiesOptions],
      ['crittersOptions', ssg.crittersOptions],
      ['dirStyle', ssg.dirStyle && ssg.dirStyle !== 'flat'],
      ['format', ssg.format && ssg.format !== 'esm'],
      ['formatting', ssg.formatting && ssg.formatting !== 'none'],
    ] as const
  ).filter(([, value]) => value)
  if (unsupported.length > 0) {
    fail(
      `ssgOptions ${unsupported.map(([name]) => name).join(', ')} are not implemented by scripts/build/prerender.`,
    )
  }

  const htmlEntry = ssg.htmlEntry ?? 'index.html'
  const indexFile = path.join(root, htmlEntry)
  const indexSource = readFileSync(indexFile, 'utf8')
  /** The `src` of index.html's module script: the app's entry. */
  const entry =
    ssg.entry ??
    /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"/.exec(indexSource)?.[1] ??
    fail(`${htmlEntry} has no <script type="module" src> naming the app's entry`)
  const ssrEntry = (await config.createResolver()(entry, root)) ?? path.join(root, entry)

  const ssrOut = path.join(tempDir, 'bundle')
  const outDir = path.resolve(root, config.build.outDir || 'dist')

  const logger = createLogger()
  const warn = logger.warn
  logger.warn = (msg, options) => {
    // Node built-ins some server-only module imports, which the page template never loads.
    if (msg.includes('vite:resolve') && msg.includes('externalized for browser compatibility'))
      return
    warn(msg, options)
  }

  const EMPTY_ENTRY = '/@page-template-entry.js'
  /** Points index.html's module script at an empty module: the page template builds in a second. */
  const emptyEntry: Plugin = {
    name: 'prerender:empty-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(`src="${entry}"`, `src="${EMPTY_ENTRY}"`),
    },
    resolveId: (id) => (id === EMPTY_ENTRY ? `\0${EMPTY_ENTRY}` : undefined),
    load: (id) => (id === `\0${EMPTY_ENTRY}` ? 'export {}' : undefined),
  }

  const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6
  /** Runs `step`, logging its wall and CPU time (this process's, build threads included). */
  async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
    const wall = Date.now()
    const cpu = process.cpuUsage()
    const result = await step()
    log(
      `${name}: ${((Date.now() - wall) / 1000).toFixed(1)} s, CPU ${cpuSeconds(process.cpuUsage(cpu)).toFixed(1)} s, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB resident`,
    )
    return result
  }

  await timed('page template', () =>
    build({
      mode,
      customLogger: logger,
      logLevel: 'warn',
      plugins: [emptyEntry],
      build: { rolldownOptions: { input: { app: indexFile } } },
    } satisfies InlineConfig),
  )

  await timed('prerender bundle', () =>
    build({
      mode,
      logLevel: 'warn',
      build: {
        ssr: ssrEntry,
        ssrEmitAssets: true,
        outDir: ssrOut,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        reportCompressedSize: false,
        rolldownOptions: {
          // Chunks apart from assets/, which holds only the files to ship.
          output: {
            entryFileNames: '[name].mjs',
            chunkFileNames: 'chunks/[name]-[hash].js',
            format: 'esm',
          },
          onLog: (level, entry, handler) => {
            if (!entry.message.includes('react-helmet-async')) handler(level, entry)
          },
        },
      },
    } satisfies InlineConfig),
  )
  // Files the app imports by URL (the font): the pages name them, so they ship with the pages.
  const ssrAssets = path.join(ssrOut, config.build.assetsDir)
  if (existsSync(ssrAssets)) {
    cpSync(ssrAssets, path.join(outDir, config.build.assetsDir), { recursive: true, force: false })
  }

  // The browser's JavaScript, built here rather than after the pages, since the MDX of the post
  // dialog is compiled and Vite is loaded: one process less holding Rolldown's memory.
  await timed('site script', () => buildSiteScript(outDir, mode === 'development'))

  const templateFile = path.join(outDir, htmlEntry)
  // In the parser's serialization (`<meta charset="UTF-8">`, no `/>`), as the build steps and browsers read it.
  const template = serialize(parse(readFileSync(templateFile, 'utf8')))
  rmSync(templateFile)

  return {
    job: {
      serverEntry: path.join(ssrOut, `${path.parse(ssrEntry).name}.mjs`),
      template: { html: template, rootContainerId: ssg.rootContainerId ?? 'root' },
      outDir,
      concurrency: ssg.concurrency ?? 20,
    },
    tempDir,
  } satisfies Bundles
}

process.once('message', ({ tempDir }: Pick<Bundles, 'tempDir'>) => {
  bundle(tempDir).then(
    (bundles) => process.send?.(bundles, () => process.exit(0)),
    (error: unknown) => {
      console.error(`\n✖ prerender: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
})
