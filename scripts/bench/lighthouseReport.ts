/** Figures of the Lighthouse benchmark: medians, the table and the summary line against targets. */
import { formatColumns, middle, millis, ratio, seconds } from './benchTable'

export interface RunFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds. */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes transferred for the page load. */
  transferBytes: number
  /** Weighted audits that did not pass (`category:audit-id`), for the scores under 100. */
  failing: string[]
}

export interface RouteFigures extends RunFigures {
  route: string
}

/** Targets of the issue, on this machine. */
const lighthouseTargets = {
  performanceMedian: 98,
  performanceMin: 95,
  cls: 0.01,
  tbt: 100,
  lcp: 1500,
  otherScores: 100,
} as const

/** The median of each figure over a route's runs (failing audits: those failing in most runs). */
export function median(runs: RunFigures[]): RunFigures {
  const pick = (key: Exclude<keyof RunFigures, 'failing'>) => middle(runs.map((r) => r[key]))
  const counts = new Map<string, number>()
  for (const r of runs) for (const f of r.failing) counts.set(f, (counts.get(f) ?? 0) + 1)
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    transferBytes: pick('transferBytes'),
    failing: [...counts].filter(([, n]) => n * 2 > runs.length).map(([f]) => f),
  }
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function formatLighthouseTable(rows: RouteFigures[], runs: number): string {
  const width = Math.max(5, ...rows.map((r) => r.route.length)) + 2
  const cols = ['perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer']
  const widths = [6, 6, 6, 6, 9, 9, 8, 7, 10]
  const head = 'Route'.padEnd(width) + cols.map((c, i) => c.padStart(widths[i] ?? 8)).join('')
  const lines = [
    `Lighthouse 12, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route`,
    head,
    '-'.repeat(head.length),
  ]
  for (const r of rows) {
    const cells = [
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      s(r.fcp),
      s(r.lcp),
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      `${(r.transferBytes / 1000).toFixed(0)} KB`,
    ]
    lines.push(r.route.padEnd(width) + cells.map((c, i) => c.padStart(widths[i] ?? 8)).join(''))
  }
  const failing = rows.filter((r) => r.failing.length > 0)
  if (failing.length > 0) {
    lines.push('', 'Audits keeping a score under 100:')
    for (const r of failing) lines.push(`  ${r.route}: ${r.failing.join(', ')}`)
  }
  return lines.join('\n')
}

/** One line with the medians across routes and whether each target is met. */
export function summarise(rows: RouteFigures[], runs: number): string {
  if (rows.length === 0) return 'No routes measured.'
  const t = lighthouseTargets
  const perf = rows.map((r) => r.performance)
  const worst = rows.reduce((a, b) => (b.performance < a.performance ? b : a))
  const maxOf = (key: 'cls' | 'tbt' | 'lcp') => Math.max(...rows.map((r) => r[key]))
  const minOther = Math.min(...rows.flatMap((r) => [r.accessibility, r.bestPractices, r.seo]))
  const checks = [
    [`performance median ${middle(perf)}`, middle(perf) >= t.performanceMedian],
    [`min ${worst.performance} (${worst.route})`, worst.performance >= t.performanceMin],
    [`max LCP ${s(maxOf('lcp'))}`, maxOf('lcp') <= t.lcp],
    [`max TBT ${Math.round(maxOf('tbt'))} ms`, maxOf('tbt') <= t.tbt],
    [`max CLS ${maxOf('cls').toFixed(3)}`, maxOf('cls') <= t.cls],
    [`min a11y/bp/seo ${minOther}`, minOther >= t.otherScores],
  ] as const
  const met = checks.every(([, ok]) => ok)
  return (
    `Summary (${rows.length} routes, ${runs} run(s) each): ` +
    checks.map(([text, ok]) => `${text} ${ok ? '✓' : '✗'}`).join(', ') +
    ` — targets ${met ? 'met' : 'NOT met'} (perf ≥ ${t.performanceMedian} median and ≥ ${t.performanceMin} each, LCP ≤ ${s(t.lcp)}, TBT ≤ ${t.tbt} ms, CLS ≤ ${t.cls}, others ${t.otherScores})`
  )
}

export interface AbRow {
  route: string
  site: RunFigures
  stripped: RunFigures
}

/** Site against the same pages with every script stripped: medians of both and the LCP ratio. */
export function formatLighthouseAbTable(rows: AbRow[], runs: number): string {
  const head = ['Route', 'perf', '', 'FCP', '', 'LCP', '', 'TBT', '', 'LCP ×']
  const pair = (site: string, stripped: string) => [site, `| ${stripped}`]
  const body = rows.map(({ route, site, stripped }) => [
    route,
    ...pair(String(site.performance), String(stripped.performance)),
    ...pair(seconds(site.fcp), seconds(stripped.fcp)),
    ...pair(seconds(site.lcp), seconds(stripped.lcp)),
    ...pair(millis(site.tbt), millis(stripped.tbt)),
    ratio(site.lcp, stripped.lcp),
  ])
  return [
    `Lighthouse 12, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route, interleaved: site | scripts stripped`,
    formatColumns(head, body),
  ].join('\n')
}

/** One line: the worst LCP ratio, the highest TBT and the lowest performance of the site. */
export function summariseAb(rows: AbRow[]): string {
  if (rows.length === 0) return 'No routes measured.'
  const worst = (f: (r: AbRow) => number) => rows.reduce((a, b) => (f(b) > f(a) ? b : a))
  const lcpRow = worst((r) => r.site.lcp / r.stripped.lcp)
  const tbtRow = worst((r) => r.site.tbt)
  const perfRow = worst((r) => -r.site.performance)
  return (
    `Site against stripped: worst LCP ratio ${ratio(lcpRow.site.lcp, lcpRow.stripped.lcp)} (${lcpRow.route}), ` +
    `max TBT ${millis(tbtRow.site.tbt)} (${tbtRow.route}, stripped ${millis(tbtRow.stripped.tbt)}), ` +
    `min performance ${perfRow.site.performance} (${perfRow.route}, stripped ${perfRow.stripped.performance})`
  )
}
