/**
 * `npm run bench:throttled`: the built site in Chromium on a throttled phone (slow 4G,
 * 4× CPU, 412×823 at DPR 1.75, mobile + touch, cold cache per run), interleaved with the same pages
 * stripped of every script (the limit). A benchmark, not a test: it prints the figures and exits 0
 * unless it cannot run.
 *
 *   npm run bench:throttled                        every route but /404, three runs each
 *   npm run bench:throttled -- --runs 5            five runs per route and variant, medians
 *   npm run bench:throttled -- --routes /,/about   only these routes
 *   npm run bench:throttled -- --dir dist-x        another build folder (default dist/)
 *   npm run bench:throttled -- --json out.json     also write every run's figures
 *   npm run bench:throttled -- --base /tmp/main/dist   A/B: also measure another build (e.g. main's),
 *                                                   interleaved, and print both side by side
 *   npm run bench:throttled -- --no-stripped       leave out the scripts-stripped copy
 *   npm run bench:throttled -- --http2             serve over HTTP/2 (TLS, a throwaway certificate),
 *                                                   as the hosts do, instead of HTTP/1.1
 *
 * Interactive: when the page's first `<is-land>` gets `ready` (scrolled into view right after the
 * first paint when it starts below the fold, as a visitor heading for it would), else when React
 * sets `<html data-hydrated="true">`, else (nothing to hydrate) DOMContentLoaded.
 *
 * Answers: when that island's first control (ISLAND_CONTROLS, scrolled into view right after the
 * first paint) first answers a tap: React has attached to it (its props are on the element), or it
 * is in the island's static content (defineIsland's `staticContent`) and the island is `ready`, so
 * the island's listeners take its clicks. Checked on every frame from the first paint. The times are recorded in
 * the page (performance.now() in observers and frames), not polled from here.
 */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { chromiumArgs, findChromium } from '../../tests/support/chromium'
import { THROTTLED_PHONE, throttle } from '../../tests/support/throttle'
import { isFile } from '../lib/siteFiles'
import { serveBuild } from './benchServer'
import { ISLAND_CONTROLS } from './islandControls'
import { makeStrippedCopy } from './stripScripts'
import {
  classifyRun,
  formatComparedTable,
  formatThrottledTable,
  medianRun,
  summariseThrottled,
  type PageRecord,
  type ThrottledRun,
} from './throttledReport'

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: 'dist' },
    json: { type: 'string' },
    base: { type: 'string' },
    'no-stripped': { type: 'boolean', default: false },
    http2: { type: 'boolean', default: false },
  },
})
const dir = path.resolve(args.dir)
const runs = Math.max(1, Number(args.runs) || 1)
const routes = (args.routes?.split(',') ?? allConcretePaths(routeTable).filter((p) => p !== '/404'))
  .map((r) => r.trim())
  .filter(Boolean)

const baseDir = args.base ? path.resolve(args.base) : undefined
for (const build of [dir, baseDir]) {
  if (build && !isFile(path.join(build, 'index.html'))) {
    console.error(
      `✖ No build in ${path.relative(process.cwd(), build) || '.'}/ — run npm run build first.`,
    )
    process.exit(1)
  }
}

/** Issue 26: every island route should answer within this, median of 3, under the profile. */
const ANSWER_LIMIT_MS = 2500

/** After load, a page with nothing left to report is done once the network has been quiet this long. */
const QUIET_MS = 3000
/** A run that takes longer than this is read as it stands. */
const RUN_LIMIT_MS = 60_000

/**
 * Runs in the page before any of its scripts: records FCP, LCP, the first island's `ready` and
 * `data-hydrated` with performance.now(), scrolls the first island into view after FCP if it is
 * below the fold, and calls the `__benchInteractive` binding when the page became interactive.
 */
function recorder(controls: Record<string, string>) {
  type Bench = {
    fcp: number | null
    lcp: number | null
    hydratedAt: number | null
    readyAt: Map<Element, number>
    scrolled: boolean
    control: string | null
    answeredAt: number | null
  }
  const w = window as unknown as { __bench: Bench; __benchInteractive?: () => void }
  const bench: Bench = {
    fcp: null,
    lcp: null,
    hydratedAt: null,
    readyAt: new Map(),
    scrolled: false,
    control: null,
    answeredAt: null,
  }
  w.__bench = bench
  const signal = () => w.__benchInteractive?.()
  const firstIsland = () => document.querySelector('is-land')
  /** The first island's first control, with its selector. */
  const controlOf = (island: Element) => {
    const selector = controls[island.getAttribute('data-island') ?? '']
    const element = selector ? island.querySelector(selector) : null
    return selector && element ? { selector, element } : null
  }
  /**
   * React has attached to it (its props are on the element), or it is in its island's static
   * content (outside the island's own root), which the island answers through its listeners once
   * it is `ready`.
   */
  const answers = (control: Element) => {
    if (Object.keys(control).some((key) => key.startsWith('__reactProps$'))) return true
    const island = control.closest('is-land')
    const root = island?.querySelector(':scope > [data-island-root]')
    return Boolean(island?.hasAttribute('ready') && root && !root.contains(control))
  }
  const watchControl = () => {
    const island = firstIsland()
    const control = island && controlOf(island)
    if (control) {
      bench.control = control.selector
      if (answers(control.element)) {
        bench.answeredAt = performance.now()
        return
      }
    }
    requestAnimationFrame(watchControl)
  }

  const scrollToIsland = () => {
    const island = firstIsland()
    if (!island) {
      // The first paint can come before the parser reached the island.
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', scrollToIsland, { once: true })
      return
    }
    // The control the visitor heads for, else the island.
    const target = controlOf(island)?.element ?? island
    const box = target.getBoundingClientRect()
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
    if (!inView) {
      target.scrollIntoView({ block: 'center' })
      bench.scrolled = true
    }
    watchControl()
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && bench.fcp === null) {
        bench.fcp = entry.startTime
        scrollToIsland()
      }
    }
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver((records) => {
    const now = performance.now()
    for (const { target, attributeName } of records) {
      if (!(target instanceof Element)) continue
      if (
        attributeName === 'data-hydrated' &&
        target === document.documentElement &&
        target.getAttribute('data-hydrated') === 'true' &&
        bench.hydratedAt === null
      ) {
        bench.hydratedAt = now
        signal()
      }
      if (
        attributeName === 'ready' &&
        target.localName === 'is-land' &&
        target.hasAttribute('ready') &&
        !bench.readyAt.has(target)
      ) {
        bench.readyAt.set(target, now)
        if (target === firstIsland()) signal()
      }
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['ready', 'data-hydrated'],
  })
}

/**
 * A function's source to run in the page, with a JSON argument. tsx (esbuild, keepNames) wraps inner
 * functions in `__name(fn, "name")`, a helper that exists only in Node: the page gets a no-op of its
 * own.
 */
const inPage = <A>(fn: (arg: A) => unknown, arg?: A) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}) })()`

/** What the recorder saw, read once the run is over. */
function readRecord(): PageRecord {
  const bench = (
    window as unknown as {
      __bench: {
        fcp: number | null
        lcp: number | null
        hydratedAt: number | null
        readyAt: Map<Element, number>
        scrolled: boolean
        control: string | null
        answeredAt: number | null
      }
    }
  ).__bench
  const nav = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const first = document.querySelector('is-land')
  return {
    fcp: bench.fcp,
    lcp: bench.lcp,
    domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
    hasIsland: first !== null,
    hasScripts: [...document.scripts].some(
      (s) => s.type.trim().toLowerCase() !== 'application/ld+json',
    ),
    islandReadyAt: first ? (bench.readyAt.get(first) ?? null) : null,
    hydratedAt: bench.hydratedAt,
    scrolled: bench.scrolled,
    control: bench.control,
    answeredAt: bench.answeredAt,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function measure(browser: Browser, url: string): Promise<ThrottledRun> {
  const context: BrowserContext = await browser.newContext({
    ...THROTTLED_PHONE,
    // --http2: the bench's own throwaway certificate.
    ignoreHTTPSErrors: args.http2,
    // gzip on the wire, as the budgets count (Brotli would be some 15% smaller).
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
  })
  try {
    let interactive = false
    await context.exposeBinding('__benchInteractive', () => {
      interactive = true
    })
    await context.addInitScript({ content: inPage(recorder, ISLAND_CONTROLS) })
    const page = await context.newPage()
    await throttle(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // Nothing but the local server (the video host and the placeholder site origin do not exist here;
    // over HTTP/2 the local server is https too, so only the placeholder domains are blocked).
    await cdp.send('Network.setBlockedURLs', {
      urls: args.http2 ? ['*.example/*'] : ['https://*', '*.example/*'],
    })

    let inFlight = 0
    let lastActivity = Date.now()
    const touch = (delta: number) => {
      inFlight += delta
      lastActivity = Date.now()
    }
    page.on('request', () => touch(1))
    page.on('requestfinished', () => touch(-1))
    page.on('requestfailed', () => touch(-1))
    const scripts: Array<Promise<number>> = []
    const encodings = new Set<string>()
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return
      const encoding = response.headers()['content-encoding']
      if (encoding !== 'gzip') encodings.add(encoding ?? 'none')
      scripts.push(
        response
          .finished()
          .then(() => response.request().sizes())
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      )
    })
    const quietFor = (ms: number) => inFlight <= 0 && Date.now() - lastActivity >= ms

    const started = Date.now()
    await page.goto(url, { waitUntil: 'load', timeout: RUN_LIMIT_MS })
    while (!interactive && !quietFor(QUIET_MS) && Date.now() - started < RUN_LIMIT_MS)
      await sleep(100)
    // Let the last image land and paint before reading LCP.
    const settled = Date.now()
    while (!quietFor(500) && Date.now() - settled < 5000) await sleep(100)
    const record = (await page.evaluate(inPage(readRecord))) as PageRecord
    controlOfRoute.set(new URL(url).pathname, record.control)
    const sizes = await Promise.all(scripts)
    if (encodings.size > 0)
      console.warn(`  ${url}: scripts came ${[...encodings].join(', ')}, not gzip`)
    return classifyRun(record, {
      count: sizes.length,
      bytes: sizes.reduce((a, b) => a + b, 0),
    })
  } finally {
    await context.close()
  }
}

/** The control each route's run measured (the same on both builds). */
const controlOfRoute = new Map<string, string | null>()

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
const loadAtStart = load()
const startedAt = Date.now()
const withStripped = !args['no-stripped']
const copy = withStripped ? makeStrippedCopy(dir) : undefined
const transport = { http2: args.http2 }
const site = await serveBuild(dir, transport)
const stripped = copy ? await serveBuild(copy.dir, transport) : undefined
const base = baseDir ? await serveBuild(baseDir, transport) : undefined
const executablePath = findChromium()
const browser = await chromium.launch({
  args: chromiumArgs,
  ...(executablePath ? { executablePath } : {}),
})
type Variant = 'site' | 'base' | 'stripped'
const origins: Partial<Record<Variant, string>> = {
  site: site.origin,
  ...(base ? { base: base.origin } : {}),
  ...(stripped ? { stripped: stripped.origin } : {}),
}
const variants = Object.keys(origins) as Variant[]
const results: Record<string, Record<Variant, ThrottledRun[]>> = {}
try {
  console.log(
    `Throttled ${runs} run(s) × ${routes.length} route(s), ${path.relative(process.cwd(), dir) || '.'}/ at ${site.origin}` +
      (base && baseDir ? `, base ${baseDir} at ${base.origin}` : '') +
      (copy && stripped
        ? `, stripped copy (${copy.removed} elements from ${copy.pages} pages) at ${stripped.origin}`
        : '') +
      `${args.http2 ? ', over HTTP/2' : ', over HTTP/1.1'}\nload average (1, 5, 15 min) at the start: ${loadAtStart}\n`,
  )
  for (const route of routes) {
    const figures = { site: [], base: [], stripped: [] } as Record<Variant, ThrottledRun[]>
    for (let i = 0; i < runs; i++) {
      // Interleaved, so a change in the machine's load weighs on every variant alike.
      for (const variant of variants) {
        let run: ThrottledRun
        try {
          run = await measure(browser, (origins[variant] ?? '') + route)
        } catch (error) {
          // A run that never loads (a stalled connection on a loaded machine) counts as unknown.
          console.warn(`  ${route} ${variant} run ${i + 1} failed: ${String(error).split('\n')[0]}`)
          continue
        }
        figures[variant].push(run)
        process.stdout.write(
          `  ${route} ${variant} run ${i + 1}: LCP ${Math.round(run.lcp)} ms, interactive ${Math.round(run.interactive)} ms (${run.kind}), answers ${Math.round(run.answers)} ms\n`,
        )
      }
    }
    results[route] = figures
  }
} finally {
  await browser.close()
  site.close()
  stripped?.close()
  base?.close()
  copy?.remove()
}

const rows = Object.entries(results).map(([route, r]) => ({
  route,
  site: medianRun(r.site),
  stripped: medianRun(r.stripped),
}))
console.log(`\n${formatThrottledTable(rows, runs)}`)
console.log(`\n${summariseThrottled(rows)}`)
if (base) {
  const compared = Object.entries(results)
    .filter(([route]) => controlOfRoute.get(route))
    .map(([route, r]) => ({
      route,
      control: controlOfRoute.get(route) ?? '',
      base: medianRun(r.base),
      head: medianRun(r.site),
    }))
  console.log(`\n${formatComparedTable(compared, runs, ANSWER_LIMIT_MS)}`)
}
console.log(
  `(${((Date.now() - startedAt) / 1000).toFixed(0)} s; load average (1, 5, 15 min) ${loadAtStart} at the start, ${load()} at the end: timings grow with other work on the machine)`,
)
if (args.json) {
  writeFileSync(args.json, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`Every run's figures: ${args.json}`)
}
