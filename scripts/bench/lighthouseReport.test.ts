import { describe, expect, it } from 'vitest'
import {
  formatLighthouseAbTable,
  formatLighthouseTable,
  median,
  summarise,
  summariseAb,
  type RunFigures,
} from './lighthouseReport'

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

  it('prints the site beside the stripped page with the LCP ratio, and names the worst routes', () => {
    const rows = [
      {
        route: '/',
        site: run({ performance: 97, lcp: 1500, tbt: 120 }),
        stripped: run({ performance: 100, lcp: 1000, tbt: 0 }),
      },
      { route: '/about', site: run({ lcp: 1100 }), stripped: run({ lcp: 1000 }) },
    ]
    const table = formatLighthouseAbTable(rows, 3)
    expect(table).toContain('median of 3 runs')
    expect(table).toMatch(
      /\/\s+97\s+\| 100\s+0\.80 s\s+\| 0\.80 s\s+1\.50 s\s+\| 1\.00 s\s+120 ms\s+\| 0 ms\s+1\.50×/,
    )
    expect(table).toMatch(/\/about\s.*1\.10×$/m)
    const line = summariseAb(rows)
    expect(line).toMatch(/worst LCP ratio 1\.50× \(\/\)/)
    expect(line).toMatch(/max TBT 120 ms \(\/, stripped 0 ms\)/)
    expect(line).toMatch(/min performance 97 \(\/, stripped 100\)/)
  })
})
