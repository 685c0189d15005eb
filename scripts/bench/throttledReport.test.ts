import { describe, expect, it } from 'vitest'
import { formatColumns, middle, ratio } from './benchTable'
import {
  classifyRun,
  formatComparedTable,
  formatThrottledTable,
  medianRun,
  summariseThrottled,
  type PageRecord,
  type ThrottledRun,
} from './throttledReport'

const record = (over: Partial<PageRecord> = {}): PageRecord => ({
  fcp: 900,
  lcp: 1100,
  domContentLoaded: 950,
  hasIsland: false,
  hasScripts: false,
  islandReadyAt: null,
  hydratedAt: null,
  scrolled: false,
  control: null,
  answeredAt: null,
  ...over,
})
const noScripts = { count: 0, bytes: 0 }

const run = (over: Partial<ThrottledRun> = {}): ThrottledRun => ({
  fcp: 900,
  lcp: 1100,
  interactive: 2000,
  kind: 'island',
  scrolled: false,
  scripts: { count: 3, bytes: 60_000 },
  answers: 1900,
  ...over,
})

describe('benchmark figures', () => {
  it('takes the median of the known values, averaging the two middle ones of an even count', () => {
    expect(middle([3, 1, 2])).toBe(2)
    expect(middle([10, 30])).toBe(20)
    expect(middle([NaN, 5, 7, NaN])).toBe(6)
    expect(middle([NaN])).toBeNaN()
  })

  it('prints ratios with two decimals and a dash when a side is unknown', () => {
    expect(ratio(1222, 764)).toBe('1.60×')
    expect(ratio(NaN, 764)).toBe('—')
    expect(ratio(800, 0)).toBe('—')
  })

  it('right-aligns every column but the first under a rule as wide as the header', () => {
    const text = formatColumns(
      ['Route', 'LCP'],
      [
        ['/', '1.10 s'],
        ['/contact', '0.90 s'],
      ],
    )
    const [head, rule, ...rows] = text.split('\n')
    expect(rule).toBe('-'.repeat(head?.length ?? 0))
    expect(rows).toEqual(['/         1.10 s', '/contact  0.90 s'])
  })
})

describe('throttled runs', () => {
  it('reads interactive from the first island when it got ready', () => {
    const r = classifyRun(
      record({ hasIsland: true, hasScripts: true, islandReadyAt: 2400, scrolled: true }),
      { count: 2, bytes: 50_000 },
    )
    expect(r).toMatchObject({ interactive: 2400, kind: 'island', scrolled: true })
  })

  it('reads interactive from data-hydrated on a whole-page hydration build', () => {
    const r = classifyRun(record({ hasScripts: true, hydratedAt: 4561 }), noScripts)
    expect(r).toMatchObject({ interactive: 4561, kind: 'hydrated' })
  })

  it('takes DOMContentLoaded for a page with nothing to hydrate, stripped island pages included', () => {
    expect(classifyRun(record(), noScripts)).toMatchObject({ interactive: 950, kind: 'html' })
    expect(classifyRun(record({ hasIsland: true }), noScripts)).toMatchObject({
      interactive: 950,
      kind: 'html',
    })
  })

  it('says never when a page with scripts has an island that never got ready', () => {
    const r = classifyRun(record({ hasIsland: true, hasScripts: true }), noScripts)
    expect(r.kind).toBe('never')
    expect(r.interactive).toBeNaN()
  })

  it('keeps a missing paint unknown rather than zero', () => {
    expect(classifyRun(record({ lcp: null }), noScripts).lcp).toBeNaN()
  })

  it('takes medians per figure and lists every kind seen, the most common first', () => {
    const m = medianRun([
      run({ lcp: 1000, interactive: 2000 }),
      run({ lcp: 1400, interactive: NaN, kind: 'never', scrolled: true }),
      run({ lcp: 1200, interactive: 3000, scripts: { count: 5, bytes: 90_000 } }),
    ])
    expect(m.lcp).toBe(1200)
    expect(m.interactive).toBe(2500)
    expect(m.kind).toBe('island+never')
    expect(m.scrolled).toBe(true)
    expect(m.scripts).toEqual({ count: 3, bytes: 60_000 })
  })

  it('prints one row per route with the site, the stripped page and the LCP ratio', () => {
    const rows = [
      {
        route: '/blog/mlops-at-scale',
        site: medianRun([run({ lcp: 1222, interactive: 2300, scrolled: true })]),
        stripped: medianRun([run({ lcp: 764, kind: 'html', scripts: noScripts })]),
      },
    ]
    const table = formatThrottledTable(rows, 3)
    expect(table).toContain('median of 3 runs')
    expect(table).toMatch(
      /\/blog\/mlops-at-scale\s+0\.90 s\s+1\.22 s\s+2\.30 s\s+island\s+1\.90 s\s+yes\s+3\s+60\.0 KB\s+\| 0\.90 s\s+0\.76 s\s+1\.60×/,
    )
    expect(summariseThrottled(rows)).toMatch(/1\.60× \(\/blog\/mlops-at-scale\)/)
  })

  it('compares when the control answers on two builds, marking a time over the limit', () => {
    const table = formatComparedTable(
      [
        {
          route: '/',
          control: '[data-post-card] [data-button]',
          base: medianRun([run({ answers: 3460, scripts: { count: 11, bytes: 94_400 } })]),
          head: medianRun([run({ answers: 2210, scripts: { count: 4, bytes: 89_200 } })]),
        },
        {
          route: '/blog',
          control: '[data-post-card] [data-button]',
          base: medianRun([run({ answers: 3410 })]),
          head: medianRun([run({ answers: 2600 })]),
        },
      ],
      3,
      2500,
    )
    expect(table).toContain('median of 3 runs')
    expect(table).toMatch(/^\/\s+\S+ \S+\s+3\.46 s\s+2\.21 s\s+−1\.25 s\s+94\.4 KB\s+89\.2 KB$/m)
    expect(table).toMatch(/^\/blog\s.*2\.60 s !\s+−0\.81 s/m)
  })

  it('names the routes whose island never got ready in the summary', () => {
    const rows = [
      {
        route: '/contact',
        site: medianRun([run({ kind: 'never', interactive: NaN })]),
        stripped: medianRun([run({ kind: 'html' })]),
      },
    ]
    expect(summariseThrottled(rows)).toMatch(/never ready on \/contact/)
  })
})
