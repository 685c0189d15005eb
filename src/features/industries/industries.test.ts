import { describe, expect, it } from 'vitest'
import { cardFeatures, moreLabel } from './industry'
import { findIndustry, industries } from './industryData'
import { sectorIndex, sectorPaths } from './sectorIndex'

describe('sector data', () => {
  it('has the six sectors of the spec, in order, with their page paths', () => {
    expect(sectorPaths()).toEqual([
      '/industries/financial-services',
      '/industries/telecommunications',
      '/industries/education-services',
      '/industries/utilities',
      '/industries/retail-logistics',
      '/industries/healthcare-pharmacy',
    ])
    expect(industries.map((i) => i.id)).toEqual(sectorIndex.map((s) => s.id))
  })

  it.each(industries.map((i) => [i.id, i] as const))('%s is complete', (_id, industry) => {
    expect(industry.solutions).toHaveLength(4)
    for (const s of industry.solutions) expect(s.features).toHaveLength(3)
    expect(industry.successStories).toHaveLength(2)
    expect(industry.features.length).toBeGreaterThan(2)
    expect(new Set(industry.features).size).toBe(industry.features.length)
    // The description doubles as the page's meta description.
    expect(industry.description.length).toBeGreaterThan(40)
    expect(industry.description.length).toBeLessThanOrEqual(170)
    for (const colour of industry.gradient) expect(colour).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('shows the twelve success figures of the spec', () => {
    const results = industries.flatMap((i) =>
      i.successStories.map((s) => `${s.result.value} ${s.result.label}`),
    )
    expect(results).toEqual([
      '87% fewer false positives',
      '23% higher payment success',
      '40% less network downtime',
      '60% faster response times',
      '35% better student outcomes',
      '80% less grading time',
      '25% less energy waste',
      '40% faster leak detection',
      '45% higher conversion',
      '30% lower delivery cost',
      '92% diagnostic accuracy',
      '50% faster diagnosis',
    ])
  })

  it('finds a sector by id and nothing for an unknown one', () => {
    expect(findIndustry('utilities')?.name).toBe('Utilities')
    expect(findIndustry('mining')).toBeUndefined()
    expect(findIndustry(undefined)).toBeUndefined()
  })
})

describe('cardFeatures', () => {
  it('shows the first two features and counts the rest', () => {
    expect(cardFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 })
    expect(cardFeatures(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
    expect(cardFeatures(['a'])).toEqual({ shown: ['a'], more: 0 })
  })

  it("labels the rest '+N more', and nothing when none are left", () => {
    expect(moreLabel(3)).toBe('+3 more')
    expect(moreLabel(0)).toBeNull()
  })
})
