import { Search } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { numberSteps, stepLabel } from './processSteps'

describe('process steps', () => {
  it('are numbered from 1 in the order written', () => {
    const steps = numberSteps(
      ['Discovery', 'Strategy', 'Implementation'].map((title) => ({
        title,
        description: `${title} step`,
        icon: Search,
      })),
    )
    expect(steps.map((s) => [s.step, s.title])).toEqual([
      [1, 'Discovery'],
      [2, 'Strategy'],
      [3, 'Implementation'],
    ])
  })

  it('show two-digit labels', () => {
    expect(stepLabel(1)).toBe('01')
    expect(stepLabel(5)).toBe('05')
    expect(stepLabel(12)).toBe('12')
  })
})
