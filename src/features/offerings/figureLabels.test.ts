import { describe, expect, it } from 'vitest'
import { mlopsDevopsPage, toolStages } from '../mlops-devops/mlopsDevopsCopy'
import { mlopsStats } from '../mlops/mlopsCopy'
import { analyticsPage } from '../quantum-analytics/analyticsCopy'
import { annotatePage } from '../quantum-annotate/annotateCopy'
import { genaiPage } from '../quantum-genai/genaiCopy'
import type { IconStat } from './offeringTypes'

const figures: [string, readonly IconStat[]][] = [
  ['/quantum-analytics', analyticsPage.stats.items],
  ['/quantum-annotate', annotatePage.stats.items],
  ['/quantum-genai', genaiPage.stats.items],
  ['/mlops', mlopsStats.items],
  ['/mlops-devops', mlopsDevopsPage.stats.items],
]

describe('product page figures', () => {
  it('never show one label with two different values across the site’s product pages', () => {
    const valueOf = new Map<string, { value: string; page: string }>()
    for (const [page, items] of figures) {
      for (const { label, value } of items) {
        const seen = valueOf.get(label.toLowerCase())
        if (seen) expect(value, `${label} on ${page} and ${seen.page}`).toBe(seen.value)
        else valueOf.set(label.toLowerCase(), { value, page })
      }
    }
  })

  it('each say what they measure', () => {
    for (const [page, items] of figures)
      for (const { label, context } of items)
        expect(context?.length ?? 0, `${page} ${label}`).toBeGreaterThan(20)
  })
})

describe('the mlops-devops toolchain map', () => {
  it('places every tool on exactly one stage, in the order of the technology list', () => {
    const tools = mlopsDevopsPage.technologies?.items.map((t) => t.name) ?? []
    expect(toolStages.flatMap((s) => s.tools)).toEqual(tools)
  })
})
