import { describe, expect, it } from 'vitest'
import { HOME_STAGGER, PAGE_STAGGER, staggerDelay } from './stagger'

describe('staggered entrance delays', () => {
  it('keep page items between 0.05 s and 0.15 s, later items later', () => {
    const delays = Array.from({ length: 12 }, (_, i) => staggerDelay(i))
    expect(delays[0]).toBe(0.05)
    expect(delays[1]).toBe(0.075)
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(PAGE_STAGGER.first)
    expect(Math.max(...delays)).toBe(0.15)
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!)
  })

  it('keep home items between 0.1 s and 0.2 s', () => {
    expect(staggerDelay(0, HOME_STAGGER)).toBe(0.1)
    expect(staggerDelay(1, HOME_STAGGER)).toBe(0.15)
    expect(staggerDelay(2, HOME_STAGGER)).toBe(0.2)
    expect(staggerDelay(9, HOME_STAGGER)).toBe(0.2)
  })

  it('treats a negative index as the first item', () => {
    expect(staggerDelay(-3)).toBe(0.05)
  })
})
