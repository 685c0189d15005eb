/**
 * The build's prerender: every route of the app to a static HTML page, in parallel.
 *
 * 1. The child processes' code is bundled to plain JavaScript (esbuild, dependencies external), so
 *    they run on plain Node: a TypeScript loader hook costs each process ~160 MB and half a second.
 * 2. A child process builds the browser bundle: the site script with the islands, and the page
 *    template. It holds no MDX, so meanwhile PRERENDER_WORKERS processes (default: one per CPU)
 *    compile the content's MDX into the compile cache (scripts/indexer/warmMdx.ts): most of what
 *    bundling the prerender costs.
 * 3. Then a child process builds the prerender bundle (./bundles.ts). Each bundle process exits
 *    when done, handing Rolldown's memory back.
 * 4. As many processes load the prerender bundle, each rendering every n-th route and writing its
 *    page (./worker.ts, ./renderPage.ts).
 *
 * It replaces `vite-react-ssg build`, which also builds a client app for every route (the site
 * ships islands instead, src/islands/), parses every page into a JSDOM window to add that app's
 * preload links, and renders on one core: at 1,000 posts that was 78 s and a 1.9 GB peak.
 * The app itself stays a vite-react-ssg app (`src/main.tsx`, the dev server); on upgrading
 * vite-react-ssg, compare a page of both prerenders (./renderPage.ts names what differs).
 */
import { fork } from 'node:child_process'
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, stop } from 'esbuild'
import { contentMdxFiles, mdxCacheDir } from '../../indexer/mdxFiles'
import { CONTENT_BUILT_ENV } from '../../indexer/paths'
import type { WarmJob } from '../../indexer/warmMdx'
import type { BundleAnswer, BundleJob } from './bundles'
import type { WorkerAnswer, WorkerJob } from './worker'

const started = Date.now()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const root = process.cwd()
const tempDir = path.join(root, '.prerender-temp')

/** Forks `file` with `message`, resolving with its one answer once it has exited cleanly. */
function run<T>(file: string, message?: unknown, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  return new Promise((resolve, reject) => {
    // Plain Node: not the TypeScript loader this process runs with.
    const child = fork(file, { execArgv: [], env, stdio: 'inherit' })
    let answer: T | undefined
    child.on('message', (m: T) => (answer = m))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (answer !== undefined) resolve(answer)
      else reject(new Error(`${path.basename(file)} exited with ${code}`))
    })
    if (message !== undefined) child.send(message as object)
  })
}

/** The child processes, as plain JavaScript modules in `tempDir`. */
async function bundleChildren() {
  const entries = {
    warm: '../../indexer/warmMdx.ts',
    bundles: './bundles.ts',
    worker: './worker.ts',
  }
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [
        name,
        fileURLToPath(new URL(file, import.meta.url)),
      ]),
    ),
    outdir: tempDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  await stop()
  const file = (name: keyof typeof entries) => path.join(tempDir, `${name}.mjs`)
  return { warm: file('warm'), bundles: file('bundles'), worker: file('worker') }
}

async function prerender() {
  const requested = Number(process.env.PRERENDER_WORKERS)
  const shards = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism()
  const children = await bundleChildren()

  // The browser bundle holds no MDX (the blog's post dialog reads the prerendered article), so it
  // builds while the MDX is compiled for the prerender bundle.
  const browserBuilt = run<BundleAnswer>(children.bundles, { part: 'browser' } satisfies BundleJob)
  const mdxFiles = contentMdxFiles(root)
  const warmStart = Date.now()
  const warmed = await Promise.all(
    Array.from({ length: Math.min(shards, mdxFiles.length) }, (_, shard) =>
      run<{ compiled: number }>(children.warm, {
        files: mdxFiles.filter((_, i) => i % shards === shard),
        development: process.env.NODE_ENV === 'development',
        cacheDir: mdxCacheDir(root),
      } satisfies WarmJob),
    ),
  )
  const compiled = warmed.reduce((n, w) => n + w.compiled, 0)
  console.log(
    `[prerender] MDX: ${compiled} of ${mdxFiles.length} files compiled, the rest cached: ${seconds(Date.now() - warmStart)}`,
  )
  const browser = await browserBuilt
  const server = await run<BundleAnswer>(
    children.bundles,
    { part: 'server', tempDir } satisfies BundleJob,
    // The browser bundle's build built the content index: the server bundle uses it as it is.
    { ...process.env, [CONTENT_BUILT_ENV]: '1' },
  )
  if (browser.part !== 'browser' || server.part !== 'server') throw new Error('bundles mixed up')
  const job = {
    serverEntry: server.serverEntry,
    template: browser.template,
    outDir: browser.outDir,
    concurrency: browser.concurrency,
  }

  const renderStart = Date.now()
  const answers = await Promise.all(
    Array.from({ length: shards }, (_, shard) =>
      run<WorkerAnswer>(children.worker, { ...job, shard, shards } satisfies WorkerJob),
    ),
  )
  const failed = answers.find((a) => a.type === 'failed')
  if (failed?.type === 'failed') throw new Error(failed.message)
  const results = answers.flatMap((a) => (a.type === 'done' ? [a] : []))
  const paths = results[0]?.paths ?? []
  const rendered = results.reduce((n, r) => n + r.rendered, 0)
  if (rendered !== paths.length) throw new Error(`rendered ${rendered} of ${paths.length} pages`)

  const cpu = results.reduce((n, r) => n + r.cpuSeconds, 0)
  const peak = Math.max(...results.map((r) => r.maxRssMb))
  console.log(
    `[prerender] ${rendered} pages in ${shards} worker${shards === 1 ? '' : 's'}: ${seconds(Date.now() - renderStart)}, CPU ${cpu.toFixed(1)} s, largest worker ${peak} MB; prerender ${seconds(Date.now() - started)} in all`,
  )
}

try {
  await prerender()
} catch (error) {
  console.error(`\n✖ prerender: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  rmSync(tempDir, { recursive: true, force: true })
}
