/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow
 * 4G and 4× CPU) in Debian Chromium against the built site served locally like a static host.
 * A benchmark, not a test: it prints the figures and the targets, and exits 0 unless it cannot run.
 *
 *   npm run bench:lighthouse                       every route of the route table, one run each
 *   npm run bench:lighthouse -- --runs 3           three runs per route, median of each figure
 *   npm run bench:lighthouse -- --routes /,/about  only these routes
 *   npm run bench:lighthouse -- --dir dist-x       another build folder (default dist/)
 *   npm run bench:lighthouse -- --json out.json    also write every run's figures
 *   npm run bench:lighthouse -- --lhr reports/     also keep each full Lighthouse report (JSON)
 *
 * The site server sits behind Brotli/gzip compression, as on any production static host.
 * Requests to other hosts (the hero video's host) are blocked: this machine has no network, and a
 * failed DNS lookup would show as a console error that a deployed site would not have.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { chromiumArgs, findChromium } from '../../tests/support/chromium'
import { loadSiteConfig } from '../lib/siteEnv'
import { isFile } from '../quality/siteFiles'
import { createSiteServer } from '../server/siteServer'
import { createCompressingProxy } from './compressingProxy'
import { median, summarise, formatLighthouseTable, type RunFigures } from './lighthouseReport'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '1' },
    routes: { type: 'string' },
    json: { type: 'string' },
    lhr: { type: 'string' },
  },
})
const dir = path.resolve(values.dir)
const runs = Math.max(1, Number(values.runs))
const routes = (
  values.routes ??
  allConcretePaths(routeTable)
    .filter((p) => p !== '/404')
    .join(',')
)
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean)
const jsonOut = values.json
const lhrDir = values.lhr

if (!isFile(path.join(dir, 'index.html'))) {
  console.error(
    `✖ No build in ${path.relative(process.cwd(), dir) || '.'}/ — run npm run build first.`,
  )
  process.exit(1)
}

const listenAnywhere = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const server = createSiteServer({ root: dir })
const proxy = createCompressingProxy(await listenAnywhere(server))
const origin = await listenAnywhere(proxy)
const siteHost = new URL(loadSiteConfig().url).hostname

const chromePath = findChromium()
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ['--headless=new', ...chromiumArgs],
  logLevel: 'silent',
})

/**
 * One Lighthouse run. A run that Lighthouse itself reports as broken (e.g. NO_NAVSTART when the
 * machine is too busy to record the trace) is retried twice before giving up.
 */
async function auditOnce(route: string, attempts = 3): Promise<RunnerResult['lhr']> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(origin + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Any host but this server (the video host, the placeholder site origin).
      blockedUrlPatterns: ['*.example/*', `*${siteHost}*`, 'https://*'],
    })
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' }
    if (result && !error) return result.lhr
    if (attempt >= attempts) throw new Error(`${route}: ${error?.code} ${error?.message}`)
    console.warn(`  ${route}: ${error?.code}, running again`)
  }
}

const results = new Map<string, RunFigures[]>()
const started = Date.now()
/** The 1-minute load average: figures from a busy machine are not comparable with a quiet one. */
const load = () => loadavg()[0]?.toFixed(1) ?? '?'
const loadAtStart = load()
try {
  console.log(
    `Lighthouse ${runs} run(s) × ${routes.length} route(s), mobile preset, ${path.relative(process.cwd(), dir) || '.'}/ at ${origin}\n`,
  )
  for (const route of routes) {
    const figures: RunFigures[] = []
    for (let i = 0; i < runs; i++) {
      const lhr = await auditOnce(route)
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true })
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${i + 1}.json`
        writeFileSync(path.join(lhrDir, name), JSON.stringify(lhr))
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
        (lhr.categories[cat]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${cat}:${ref.id}`),
      )
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        transferBytes: value('total-byte-weight'),
        failing,
      })
      process.stdout.write(`  ${route} run ${i + 1}: performance ${score('performance')}\n`)
    }
    results.set(route, figures)
  }
} finally {
  await chrome.kill()
  proxy.close()
  server.close()
}

const medians = [...results].map(([route, figures]) => ({ route, ...median(figures) }))
console.log(`\n${formatLighthouseTable(medians, runs)}`)
console.log(`\n${summarise(medians, runs)}`)
console.log(
  `(${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAtStart} at the start, ${load()} at the end: TBT and LCP grow with other work on the machine)`,
)
if (jsonOut) {
  writeFileSync(jsonOut, `${JSON.stringify(Object.fromEntries(results), null, 2)}\n`)
  console.log(`Every run's figures: ${jsonOut}`)
}
