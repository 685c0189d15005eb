import { describe, expect, it } from 'vitest'
import { businessCta, businessFeatures, businessHero, quickFacts } from './businessAnalysisContent'

describe('business analysis content (spec "Business analysis")', () => {
  it('has the hero, four feature cards and the Free / 1 Min / AI-Powered block', () => {
    expect(businessHero.title).toBe('Turning Data into Opportunity')
    expect(businessFeatures.items).toHaveLength(4)
    expect(quickFacts.items.map((f) => f.value)).toEqual(['Free', '1 Min', 'AI-Powered'])
  })

  it('claims the 30-day trial and sends every button to /contact', () => {
    expect(`${businessCta.title} ${quickFacts.items[0]?.label}`).toContain('30-day')
    expect(
      [...businessHero.actions, ...businessCta.actions].map((a) => [
        a.label,
        'to' in a ? a.to : `#${a.scrollTo}`,
      ]),
    ).toEqual([
      ['Start Free Analysis', '/contact'],
      ['Try Free Demo', '/contact'],
      ['Schedule Consultation', '/contact'],
    ])
  })
})
