import { describe, expect, it } from 'vitest'
import { figureBasis, figures } from './figures'
import { whyUsMetrics } from '../features/home/homeCopy'
import { aboutStats } from '../features/about/aboutCopy'
import { tryNowStats } from '../features/try-now/tryNowCopy'

describe('How we count', () => {
  const defined = new Set<string>(figureBasis.flatMap((item) => [...item.figures]))

  it('defines every figure shown beside a "How we count" link or on /about', () => {
    const shown = [
      ...whyUsMetrics,
      ...aboutStats,
      ...tryNowStats.items,
      { value: figures.aiProjectsDelivered },
      { value: figures.companiesHelped },
    ].map((stat) => stat.value)
    expect(shown.filter((value) => !defined.has(value))).toEqual([])
  })

  it('names each kind of figure once', () => {
    const terms = figureBasis.map((item) => item.term)
    expect(new Set(terms).size).toBe(terms.length)
  })
})
