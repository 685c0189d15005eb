import { describe, expect, it } from 'vitest'
import { aiStudioCta, aiStudioHero, expertise, projectsClaim, reasons } from './aiStudioContent'

describe('AI studio content (spec "AI Studio & Ideas")', () => {
  it('has the three expertise cards and reasons to choose', () => {
    expect(expertise.items.map((e) => e.title)).toEqual([
      'Computer Vision',
      'Natural Language Processing',
      'Generative AI',
    ])
    expect(reasons.items.length).toBeGreaterThanOrEqual(3)
  })

  it('states the projects claim verbatim', () => {
    expect(projectsClaim.text).toBe('100+ Successful AI Projects Delivered')
  })

  it('sends every button to /contact', () => {
    for (const a of [...aiStudioHero.actions, ...aiStudioCta.actions]) {
      expect('to' in a && a.to, a.label).toBe('/contact')
    }
  })
})
