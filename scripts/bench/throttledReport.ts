/** Figures of the throttled benchmark: what a run measured, the medians and the table. */
import { formatColumns, kilobytes, middle, ratio, seconds } from './benchTable'

/**
 * How the page became interactive: its first `<is-land>` got `ready` (islands build), React set
 * `<html data-hydrated="true">` (whole-page hydration), `html` when the page has nothing to hydrate
 * (interactive = DOMContentLoaded), `never` when it has an island and scripts but the first island
 * never got `ready`.
 */
export type InteractiveKind = 'island' | 'hydrated' | 'html' | 'never'

/** What the init script recorded in the page, read after the run (times: ms since navigation). */
export interface PageRecord {
  fcp: number | null
  lcp: number | null
  domContentLoaded: number
  hasIsland: boolean
  /** The page has a script element that runs (anything but ld+json data). */
  hasScripts: boolean
  /** When the first `<is-land>` in document order got `ready`. */
  islandReadyAt: number | null
  hydratedAt: number | null
  /** The first island was below the initial viewport and was scrolled into view after FCP. */
  scrolled: boolean
  /** The selector of the first island's first control (ISLAND_CONTROLS), null when none matched. */
  control: string | null
  /**
   * When that control first answered a tap (see `controlAnswers` in bench-throttled.ts); null when
   * it never did during the run.
   */
  answeredAt: number | null
}

export interface ScriptResponses {
  count: number
  /** Response bodies as transferred (compressed). */
  bytes: number
}

export interface ThrottledRun {
  fcp: number
  lcp: number
  interactive: number
  kind: InteractiveKind
  scrolled: boolean
  scripts: ScriptResponses
  /** When the first island's first control answered (NaN: no such control, or it never did). */
  answers: number
}

export function classifyRun(page: PageRecord, scripts: ScriptResponses): ThrottledRun {
  const base = {
    fcp: page.fcp ?? NaN,
    lcp: page.lcp ?? NaN,
    scrolled: page.scrolled,
    scripts,
    answers: page.answeredAt ?? NaN,
  }
  if (page.hasIsland && page.islandReadyAt !== null)
    return { ...base, interactive: page.islandReadyAt, kind: 'island' }
  if (page.hydratedAt !== null) return { ...base, interactive: page.hydratedAt, kind: 'hydrated' }
  if (page.hasIsland && page.hasScripts) return { ...base, interactive: NaN, kind: 'never' }
  return { ...base, interactive: page.domContentLoaded, kind: 'html' }
}

/** The value most runs have (the first of them on a tie). */
function mostCommon<T>(values: T[]): T | undefined {
  let best: T | undefined
  let bestCount = 0
  for (const v of values) {
    const count = values.filter((w) => w === v).length
    if (count > bestCount) [best, bestCount] = [v, count]
  }
  return best
}

export interface ThrottledMedian extends Omit<ThrottledRun, 'kind'> {
  /** Every kind seen, the most common first (`island`, or `island+never` when runs disagree). */
  kind: string
}

/** The median of each figure over a route's runs; `scrolled` if any run scrolled. */
export function medianRun(runs: ThrottledRun[]): ThrottledMedian {
  const pick = (f: (r: ThrottledRun) => number) => middle(runs.map(f))
  const kinds = runs.map((r) => r.kind)
  const first = mostCommon(kinds)
  return {
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    interactive: pick((r) => r.interactive),
    answers: pick((r) => r.answers),
    kind: [first, ...new Set(kinds.filter((k) => k !== first))].join('+'),
    scrolled: runs.some((r) => r.scrolled),
    scripts: { count: pick((r) => r.scripts.count), bytes: pick((r) => r.scripts.bytes) },
  }
}

export interface ThrottledRow {
  route: string
  site: ThrottledMedian
  stripped: ThrottledMedian
}

export function formatThrottledTable(rows: ThrottledRow[], runs: number): string {
  const head = [
    'Route',
    'FCP',
    'LCP',
    'interactive',
    'how',
    'answers',
    'scrolled',
    'JS files',
    'JS',
    '| FCP',
    'LCP',
    'LCP ×',
  ]
  const body = rows.map(({ route, site, stripped }) => [
    route,
    seconds(site.fcp),
    seconds(site.lcp),
    seconds(site.interactive),
    site.kind,
    seconds(site.answers),
    site.scrolled ? 'yes' : 'no',
    String(site.scripts.count),
    kilobytes(site.scripts.bytes),
    `| ${seconds(stripped.fcp)}`,
    seconds(stripped.lcp),
    ratio(site.lcp, stripped.lcp),
  ])
  return [
    `Throttled (slow 4G, 4× CPU, 412×823 @1.75), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route: site | scripts stripped`,
    formatColumns(head, body),
  ].join('\n')
}

/** One line: the worst LCP ratio and the latest interactive time, with their routes. */
export function summariseThrottled(rows: ThrottledRow[]): string {
  if (rows.length === 0) return 'No routes measured.'
  const lcpRatio = (r: ThrottledRow) => r.site.lcp / r.stripped.lcp
  const worstLcp = rows.reduce((a, b) => (lcpRatio(b) > lcpRatio(a) ? b : a))
  const interactiveRows = rows.filter((r) => Number.isFinite(r.site.interactive))
  const latest = interactiveRows.reduce<ThrottledRow | undefined>(
    (a, b) => (!a || b.site.interactive > a.site.interactive ? b : a),
    undefined,
  )
  const never = rows.filter((r) => r.site.kind.includes('never')).map((r) => r.route)
  return [
    `Worst LCP site/stripped ${ratio(worstLcp.site.lcp, worstLcp.stripped.lcp)} (${worstLcp.route})`,
    latest ? `latest interactive ${seconds(latest.site.interactive)} (${latest.route})` : '',
    never.length ? `islands never ready on ${never.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** One route measured on two builds (the base, e.g. main, and the head, the working copy). */
export interface ComparedRow {
  route: string
  /** The control measured (its selector), the same on both builds. */
  control: string
  base: ThrottledMedian
  head: ThrottledMedian
}

/**
 * The A/B table: per route, when the first island's first control answers on the base build and on
 * the head build (medians), the difference, and the first-load JavaScript of each.
 */
export function formatComparedTable(rows: ComparedRow[], runs: number, limitMs: number): string {
  const head = ['Route', 'control', 'answers base', 'answers head', 'change', 'JS base', 'JS head']
  const body = rows.map((r) => [
    r.route,
    r.control,
    seconds(r.base.answers),
    seconds(r.head.answers) + (r.head.answers <= limitMs ? '' : ' !'),
    Number.isFinite(r.base.answers) && Number.isFinite(r.head.answers)
      ? `${r.head.answers - r.base.answers > 0 ? '+' : '−'}${seconds(Math.abs(r.head.answers - r.base.answers))}`
      : '—',
    kilobytes(r.base.scripts.bytes),
    kilobytes(r.head.scripts.bytes),
  ])
  return [
    `Answers: the first island's first control, scrolled into view once the page has painted, until React answers it (${runs === 1 ? 'one run' : `median of ${runs} runs`}; ! over ${seconds(limitMs)})`,
    formatColumns(head, body),
  ].join('\n')
}
