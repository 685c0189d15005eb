import { describe, expect, it } from 'vitest'
import { orderedActions } from './ActionButtons'
import type { Action } from './offeringTypes'
import { analyticsPage } from '../quantum-analytics/analyticsCopy'

const labels = (rows: ReturnType<typeof orderedActions>) =>
  rows.map((r) => `${r.action.label}:${r.variant}`)

describe('call-to-action order', () => {
  it('puts the primary action first even when the content lists it second', () => {
    const actions: Action[] = [
      { label: 'Explore', scrollTo: 'features', variant: 'onDark' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ]
    expect(labels(orderedActions(actions, true))).toEqual(['Get Started:primary', 'Explore:onDark'])
  })

  it('draws the first unmarked action as primary and the rest as secondary (light outline on dark)', () => {
    const actions: Action[] = [
      { label: 'Contact us', to: '/contact' },
      { label: 'View All Services', to: '/services' },
    ]
    expect(labels(orderedActions(actions))).toEqual([
      'Contact us:primary',
      'View All Services:secondary',
    ])
    expect(orderedActions(actions, true)[1]?.variant).toBe('onDark')
  })

  it('draws an outline action in the outline of its background, whatever its copy names', () => {
    const actions: Action[] = [
      { label: 'Explore', scrollTo: 'features', variant: 'onDark' },
      { label: 'Compare', scrollTo: 'compare', variant: 'secondary' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ]
    expect(labels(orderedActions(actions))).toEqual([
      'Get Started:primary',
      'Explore:secondary',
      'Compare:secondary',
    ])
    expect(labels(orderedActions(actions, true))).toEqual([
      'Get Started:primary',
      'Explore:onDark',
      'Compare:onDark',
    ])
  })

  it('leads every product page hero with its primary action', () => {
    const [first] = orderedActions(analyticsPage.hero.actions, true)
    expect(first?.variant).toBe('primary')
    expect(first && 'to' in first.action ? first.action.to : null).toBe('/contact')
  })
})
