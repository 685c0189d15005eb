import { describe, expect, it } from 'vitest'
import { figures } from '../../data/figures'
import { tryNowCta, tryNowHero, tryNowStats, tryProducts } from './tryNowCopy'

describe('try now content', () => {
  it('has the products of the spec with their button labels', () => {
    expect(tryProducts.map((p) => [p.category, p.action])).toEqual([
      ['Data platform', 'Get Started'],
      ['Annotation service', 'Request Demo'],
      ['AI enhancement', 'Learn More'],
    ])
  })

  it('shows 40x, 20%, 20+ happy customers and 2k+ downloads from the shared figures', () => {
    expect(tryNowStats.items.map((s) => s.value)).toEqual(['40x', '20%', '20+', '2k+'])
    expect(tryNowStats.items.map((s) => s.value)).toEqual([
      figures.productivity,
      figures.fasterModelDelivery,
      figures.happyCustomers,
      figures.downloads,
    ])
    expect(tryNowStats.items[2]?.label).toBe('Happy customers')
  })

  it('sends the page buttons to /contact', () => {
    expect(
      [...tryNowHero.actions, ...tryNowCta.actions].map((a) => [
        a.label,
        'to' in a ? a.to : `#${a.scrollTo}`,
      ]),
    ).toEqual([
      ['Get Started Free', '/contact'],
      ['Schedule Demo', '/contact'],
      ['Start Your Free Trial', '/contact'],
    ])
  })
})
