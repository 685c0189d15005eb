/**
 * The build's prerender: every route of the app to a static HTML page, in parallel.
 *
 * 1. PRERENDER_WORKERS processes (default: one per CPU) compile the content's MDX into the compile
 *    cache (scripts/content/warmMdx.ts): most of what bundling costs, and done once for the
 *    prerender bundle and the site script (scripts/build/siteScript.ts) after it.
 * 2. A child process builds the page template and the prerender bundle, then exits (./bundles.ts).
 * 3. As many processes load the prerender bundle, each rendering every n-th route and writing its
 *    page (./worker.ts, ./renderPage.ts).
 * 4. The temporary bundles are removed.
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
import { contentMdxFiles, mdxCacheDir } from '../../content/mdxCache'
import type { WarmJob } from '../../content/warmMdx'
import type { Bundles } from './bundles'
import type { WorkerAnswer } from './worker'

const started = Date.now()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function fail(message: string): never {
  console.error(`\n✖ prerender: ${message}`)
  process.exit(1)
}

/** Forks `file` with `message`, resolving with its one answer once it has exited cleanly. */
function run<T>(file: string, execArgv: string[], message?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(file, { execArgv, stdio: 'inherit' })
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

const requested = Number(process.env.PRERENDER_WORKERS)
const shards = Number.isInteger(requested) && requested > 0 ? requested : availableParallelism()
const tsx = ['--import', 'tsx']
const root = process.cwd()

const mdxFiles = contentMdxFiles(root)
const warmStart = Date.now()
const warmed = await Promise.all(
  Array.from({ length: Math.min(shards, mdxFiles.length) }, (_, shard) =>
    run<{ compiled: number }>(
      fileURLToPath(new URL('../../content/warmMdx.ts', import.meta.url)),
      tsx,
      {
        files: mdxFiles.filter((_, i) => i % shards === shard),
        development: process.env.NODE_ENV === 'development',
        cacheDir: mdxCacheDir(root),
      } satisfies WarmJob,
    ),
  ),
).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
console.log(
  `[prerender] MDX: ${warmed.reduce((n, w) => n + w.compiled, 0)} of ${mdxFiles.length} files compiled (the rest cached) in ${seconds(Date.now() - warmStart)}`,
)

const bundles = await run<Bundles>(
  fileURLToPath(new URL('./bundles.ts', import.meta.url)),
  tsx,
).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))

try {
  const renderStart = Date.now()
  const answers = await Promise.all(
    Array.from({ length: shards }, (_, shard) =>
      run<WorkerAnswer>(bundles.workerFile, [], { ...bundles.job, shard, shards }),
    ),
  ).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
  const failed = answers.find((a) => a.type === 'failed')
  if (failed?.type === 'failed') fail(failed.message)
  const results = answers.flatMap((a) => (a.type === 'done' ? [a] : []))
  const paths = results[0]?.paths ?? []
  const rendered = results.reduce((n, r) => n + r.rendered, 0)
  if (rendered !== paths.length) fail(`rendered ${rendered} of ${paths.length} pages`)

  const cpu = results.reduce((n, r) => n + r.cpuSeconds, 0)
  const peak = Math.max(...results.map((r) => r.maxRssMb))
  console.log(
    `[prerender] ${rendered} pages in ${shards} worker${shards === 1 ? '' : 's'}: ${seconds(Date.now() - renderStart)}, CPU ${cpu.toFixed(1)} s, largest worker ${peak} MB; prerender ${seconds(Date.now() - started)} in all`,
  )
} finally {
  rmSync(bundles.tempDir, { recursive: true, force: true })
}
