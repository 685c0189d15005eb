/**
 * What the pages render from, built in child processes (forked by ./prerender.ts, one per part)
 * that exit when done, handing Rolldown's memory back before the next part:
 *
 * - `browser`: the site script and the page template, in one Vite build (../siteScriptBundle.ts);
 * - `server`: the prerender bundle, index.html's module entry built for SSR, with the files it
 *   imports (the font) emitted into the output.
 *
 * Both use the project's vite.config.ts. `ssgOptions` this prerender does not implement stop the
 * build with a message instead of being ignored.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parse, serialize } from 'parse5'
import { build, createLogger, resolveConfig, type InlineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { buildBrowserBundle } from '../siteScriptBundle'
import type { PageTemplate } from './renderPage'

export type BundleJob = { part: 'browser' } | { part: 'server'; tempDir: string }
export type BundleAnswer =
  | { part: 'browser'; template: PageTemplate; outDir: string; concurrency: number }
  | { part: 'server'; serverEntry: string }

const fail = (message: string): never => {
  throw new Error(message)
}

const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production'

/** The project's config, and what the prerender reads of it. */
async function projectConfig() {
  const config = await resolveConfig({}, 'build', mode, mode)
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
  const indexFile = path.join(config.root, htmlEntry)
  /** The `src` of index.html's module script: the app's entry. */
  const appEntry =
    ssg.entry ??
    /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"/.exec(
      readFileSync(indexFile, 'utf8'),
    )?.[1] ??
    fail(`${htmlEntry} has no <script type="module" src> naming the app's entry`)
  return {
    config,
    ssg,
    htmlEntry,
    indexFile,
    appEntry,
    outDir: path.resolve(config.root, config.build.outDir || 'dist'),
  }
}

/** Runs `step`, logging its wall and CPU time (this process's, build threads included). */
async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const wall = Date.now()
  const cpu = process.cpuUsage()
  const result = await step()
  const used = process.cpuUsage(cpu)
  console.log(
    `[prerender] ${name}: ${((Date.now() - wall) / 1000).toFixed(1)} s, CPU ${((used.user + used.system) / 1e6).toFixed(1)} s, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB resident`,
  )
  return result
}

async function browserBundle(): Promise<BundleAnswer> {
  const { ssg, htmlEntry, indexFile, appEntry, outDir } = await projectConfig()
  const logger = createLogger()
  const warn = logger.warn
  logger.warn = (msg, options) => {
    // Node built-ins some server-only module imports, which the browser never loads.
    if (msg.includes('vite:resolve') && msg.includes('externalized for browser compatibility'))
      return
    warn(msg, options)
  }
  await timed('browser bundle', () =>
    buildBrowserBundle({ development: mode === 'development', indexFile, appEntry, logger }),
  )
  const templateFile = path.join(outDir, htmlEntry)
  // In the parser's serialization (`<meta charset="UTF-8">`, no `/>`), as the build steps read it.
  const html = serialize(parse(readFileSync(templateFile, 'utf8')))
  rmSync(templateFile)
  return {
    part: 'browser',
    template: { html, rootContainerId: ssg.rootContainerId ?? 'root' },
    outDir,
    concurrency: ssg.concurrency ?? 20,
  }
}

async function serverBundle(tempDir: string): Promise<BundleAnswer> {
  const { config, appEntry, outDir } = await projectConfig()
  const ssrEntry =
    (await config.createResolver()(appEntry, config.root)) ?? path.join(config.root, appEntry)
  const ssrOut = path.join(tempDir, 'bundle')
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
          // One module: the workers load it once instead of a chunk per post (a thousand files
          // written, resolved and read twice over); nothing in the prerender needs the split.
          output: { entryFileNames: '[name].mjs', format: 'esm', codeSplitting: false },
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
  return { part: 'server', serverEntry: path.join(ssrOut, `${path.parse(ssrEntry).name}.mjs`) }
}

process.once('message', (job: BundleJob) => {
  const work = job.part === 'browser' ? browserBundle() : serverBundle(job.tempDir)
  work.then(
    (answer) => process.send?.(answer, () => process.exit(0)),
    (error: unknown) => {
      console.error(`\n✖ prerender: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
})
