import { describe, expect, it } from 'vitest'
import { figures } from '../../data/figures'
import { aiStudioCta, aiStudioHero, expertise, projectsClaim, reasons } from './aiStudioCopy'

describe('AI studio content', () => {
  it('names each expertise card once and gives reasons to choose', () => {
    const titles = expertise.items.map((e) => e.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(new Set(titles).size).toBe(titles.length)
    expect(reasons.items.length).toBeGreaterThan(0)
  })

  it('states the projects claim with the shared figure', () => {
    expect(projectsClaim.text).toContain(figures.aiProjectsDelivered)
  })

  it('sends every button to /contact', () => {
    for (const a of [...aiStudioHero.actions, ...aiStudioCta.actions]) {
      expect('to' in a && a.to, a.label).toBe('/contact')
    }
  })
})
