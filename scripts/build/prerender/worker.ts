/**
 * A prerender worker process, forked by ./prerender.ts from the plain-JavaScript bundle of this file
 * that ./bundles.ts writes: loads the prerender bundle, takes every `shards`-th route starting at
 * `shard`, renders and writes those pages. Each worker loads only the modules of its own pages.
 */
import { pathToFileURL } from 'node:url'
import { prerenderPage, type CreateRoot, type PageTemplate } from './renderPage'
import { routePaths } from './routePaths'

export interface WorkerJob {
  serverEntry: string
  template: PageTemplate
  outDir: string
  /** Pages rendered at once inside one worker (their data loading and file writes overlap). */
  concurrency: number
  shard: number
  shards: number
}

export type WorkerAnswer =
  | {
      type: 'done'
      /** Every path of the site, in route-table order (the same in every worker). */
      paths: string[]
      rendered: number
      cpuSeconds: number
      maxRssMb: number
    }
  | { type: 'failed'; message: string }

/** Runs `task` over `items`, `concurrency` at a time. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane))
}

async function run(job: WorkerJob): Promise<WorkerAnswer> {
  const { createRoot } = (await import(pathToFileURL(job.serverEntry).href)) as {
    createRoot: CreateRoot
  }
  const { routes } = await createRoot(false)
  const paths = await routePaths(routes)
  const mine = paths.filter((_, i) => i % job.shards === job.shard)
  await pool(mine, job.concurrency, (route) =>
    prerenderPage(createRoot, job.template, job.outDir, route).catch((error: unknown) => {
      const stack = error instanceof Error ? (error.stack ?? error.message) : String(error)
      throw new Error(`error on page ${route}\n${stack}`, { cause: error })
    }),
  )
  const cpu = process.cpuUsage()
  return {
    type: 'done',
    paths,
    rendered: mine.length,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }
}

process.once('message', (job: WorkerJob) => {
  run(job).then(
    (answer) => process.send?.(answer, () => process.exit(0)),
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
      process.send?.({ type: 'failed', message } satisfies WorkerAnswer, () => process.exit(1))
    },
  )
})
