import { describe, expect, it } from 'vitest'
import { headerIndexForKey } from './accordion'

describe('FAQ accordion', () => {
  it('moves between questions with the arrow keys, Home and End, wrapping around', () => {
    expect(headerIndexForKey('ArrowDown', 0, 6)).toBe(1)
    expect(headerIndexForKey('ArrowDown', 5, 6)).toBe(0)
    expect(headerIndexForKey('ArrowUp', 0, 6)).toBe(5)
    expect(headerIndexForKey('Home', 4, 6)).toBe(0)
    expect(headerIndexForKey('End', 1, 6)).toBe(5)
    expect(headerIndexForKey('Enter', 1, 6)).toBeNull()
    expect(headerIndexForKey('ArrowDown', 0, 0)).toBeNull()
  })
})
