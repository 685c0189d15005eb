import { describe, expect, it } from 'vitest'
import { countWord } from './countWords'

describe('countWord', () => {
  it('spells counts up to twelve and writes numerals above', () => {
    expect(countWord(6)).toBe('six')
    expect(countWord(12)).toBe('twelve')
    expect(countWord(13)).toBe('13')
    expect(countWord(0)).toBe('no')
  })

  it('capitalises a count that opens a sentence', () => {
    expect(countWord(4, { capital: true })).toBe('Four')
    expect(countWord(21, { capital: true })).toBe('21')
  })
})
