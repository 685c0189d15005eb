import { describe, expect, it } from 'vitest'
import { theme } from '../../theme/tokens'
import { isSitePath } from '../../../tests/support/sitePaths'
import { cardFeatures, moreLabel } from './industry'
import { findIndustry, industries } from './industryData'
import { sectorIndex, sectorPaths } from './sectorIndex'

describe('sector data', () => {
  it('has one record per sector of the index, in its order, each a page of the route table', () => {
    expect(industries.map((i) => i.id)).toEqual(sectorIndex.map((s) => s.id))
    const ids = sectorIndex.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(sectorPaths()).toEqual(ids.map((id) => `/industries/${id}`))
    for (const to of sectorPaths()) expect(isSitePath(to), to).toBe(true)
  })

  it.each(industries.map((i) => [i.id, i] as const))('%s is complete', (_id, industry) => {
    expect(industry.solutions.length).toBeGreaterThan(0)
    for (const s of industry.solutions) expect(s.features.length, s.title).toBeGreaterThan(0)
    const titles = industry.solutions.map((s) => s.title)
    expect(new Set(titles).size).toBe(titles.length)
    expect(industry.successStories.length).toBeGreaterThan(0)
    expect(industry.features.length).toBeGreaterThan(2)
    expect(new Set(industry.features).size).toBe(industry.features.length)
    // The description doubles as the page's meta description.
    expect(industry.description.length).toBeGreaterThan(40)
    expect(industry.description.length).toBeLessThanOrEqual(170)
    expect(Object.keys(theme.sectorTone)).toContain(industry.tone)
  })

  it('marks sectors in brand tones, neighbours apart, none in the warm accent (the one highlight)', () => {
    const tones = industries.map((i) => i.tone)
    expect(tones.filter((t) => t === 'ochre')).toEqual([])
    for (let i = 1; i < tones.length; i++)
      expect(tones[i], industries[i]!.id).not.toBe(tones[i - 1])
  })

  it('gives every success story a percentage and what it measures', () => {
    for (const story of industries.flatMap((i) => i.successStories)) {
      expect(story.result.value).toMatch(/^\d+(\.\d+)?%$/)
      expect(story.result.label.trim().length).toBeGreaterThan(3)
    }
  })

  it('finds a sector by id and nothing for an unknown one', () => {
    for (const industry of industries) expect(findIndustry(industry.id)).toBe(industry)
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
