import { describe, expect, it } from 'vitest'
import { isSitePath } from '../../../tests/support/sitePaths'
import { figures } from '../../data/figures'
import { businessCta, businessFeatures, businessHero, quickFacts } from './businessAnalysisCopy'

const actions = [...businessHero.actions, ...businessCta.actions]

describe('business analysis content', () => {
  it('names each feature card once and gives every quick fact a value and a label', () => {
    const titles = businessFeatures.items.map((f) => f.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(new Set(titles).size).toBe(titles.length)
    for (const fact of quickFacts.items) expect(fact.value && fact.label).toBeTruthy()
  })

  it('states the free trial with the shared figure', () => {
    expect(businessCta.title).toContain(String(figures.freeTrialDays))
  })

  it('sends every button to a page of the route table, the contact page first', () => {
    for (const a of actions) expect('to' in a && isSitePath(a.to), a.label).toBe(true)
    expect(actions[0]).toMatchObject({ to: '/contact' })
  })
})
