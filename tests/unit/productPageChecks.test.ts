import { Search } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import type { ProductPageContent } from '../../src/features/offerings/offeringTypes'
import {
  productPageActions,
  productPageProblems,
  productSectionIds,
} from '../support/productPageChecks'

const minimal: ProductPageContent = {
  hero: {
    eyebrow: 'e',
    title: 't',
    tagline: 'g',
    lead: 'l',
    actions: [
      { label: 'Explore', scrollTo: 'features' },
      { label: 'Get Started', to: '/contact' },
    ],
  },
  stats: { id: 'results', title: 'Stats', items: [] },
  capabilities: { id: 'capabilities', title: 'Caps', items: [] },
  process: { id: 'process', title: 'Process', steps: [] },
  cta: { title: 'c', text: 'c', actions: [{ label: 'View All Services', to: '/services' }] },
}

describe('product page checks', () => {
  it('list the sections a page renders, in order, and all its actions, hero first', () => {
    expect(productSectionIds(minimal)).toEqual(['results', 'capabilities', 'process'])
    expect(productPageActions(minimal).map((a) => a.label)).toEqual([
      'Explore',
      'Get Started',
      'View All Services',
    ])
  })

  it('report a scroll button whose section is missing', () => {
    expect(productPageProblems(minimal)).toEqual([
      '"Explore" scrolls to "#features", which the page lacks',
    ])
    const fixed: ProductPageContent = {
      ...minimal,
      features: {
        id: 'features',
        title: 'Features',
        items: [{ icon: Search, title: 'x', description: 'y' }],
      },
    }
    expect(productPageProblems(fixed)).toEqual([])
  })

  it('report duplicate section ids', () => {
    const dup: ProductPageContent = {
      ...minimal,
      hero: { ...minimal.hero, actions: [] },
      process: { ...minimal.process, id: 'results' },
    }
    expect(productPageProblems(dup)).toEqual(['duplicate section id "results"'])
  })
})
