import { describe, expect, it } from 'vitest'
import { analyticsPage, loopStepsOf, loopTags } from './analyticsCopy'

describe('analytics capabilities', () => {
  it('each capability has a loop tag, and the cards run in the loop order (tags never step back)', () => {
    const steps = analyticsPage.capabilities.items.map((c) => {
      const tag = loopTags[c.title]
      expect(tag, c.title).toBeTruthy()
      return loopStepsOf(tag ?? '')
    })
    for (let i = 1; i < steps.length; i++) {
      const [a1, a2] = steps[i - 1]!
      const [b1, b2] = steps[i]!
      expect(b1 > a1 || (b1 === a1 && b2 >= a2), `card ${i + 1} follows card ${i}`).toBe(true)
    }
  })

  it('reads a tag as its first and last step', () => {
    expect(loopStepsOf('Loop steps 1–3')).toEqual([1, 3])
    expect(loopStepsOf('Loop step 4')).toEqual([4, 4])
  })
})
