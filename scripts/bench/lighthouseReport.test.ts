import { describe, expect, it } from 'vitest'
import { formatLighthouseTable, median, summarise, type RunFigures } from './lighthouseReport'

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 900,
  tbt: 40,
  cls: 0,
  transferBytes: 150_000,
  failing: [],
  ...over,
})

describe('lighthouse report', () => {
  it('takes the median of each figure independently, and keeps audits failing in most runs', () => {
    const m = median([
      run({ performance: 90, lcp: 2000, failing: ['seo:canonical'] }),
      run({
        performance: 99,
        lcp: 800,
        failing: ['seo:canonical', 'best-practices:errors-in-console'],
      }),
      run({ performance: 97, lcp: 1200 }),
    ])
    expect(m.performance).toBe(97)
    expect(m.lcp).toBe(1200)
    expect(m.failing).toEqual(['seo:canonical'])
  })

  it('averages the two middle runs of an even count', () => {
    expect(median([run({ tbt: 10 }), run({ tbt: 30 })]).tbt).toBe(20)
  })

  it('says the targets are met only when every one is', () => {
    const good = [
      { route: '/', ...run() },
      { route: '/about', ...run({ performance: 98 }) },
    ]
    expect(summarise(good, 1)).toMatch(/targets met/)
    const slow = [...good, { route: '/contact', ...run({ performance: 94, tbt: 180 }) }]
    const line = summarise(slow, 1)
    expect(line).toMatch(/min 94 \(\/contact\) ✗/)
    expect(line).toMatch(/max TBT 180 ms ✗/)
    expect(line).toMatch(/targets NOT met/)
  })

  it('prints one row per route with the scores, timings and transfer size', () => {
    const table = formatLighthouseTable(
      [{ route: '/about', ...run({ failing: ['seo:canonical'] }) }],
      3,
    )
    expect(table).toContain('median of 3 runs')
    expect(table).toMatch(
      /\/about\s+99\s+100\s+100\s+100\s+0\.80 s\s+0\.90 s\s+40 ms\s+0\.000\s+150 KB/,
    )
    expect(table).toContain('/about: seo:canonical')
  })
})
