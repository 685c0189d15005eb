import { describe, expect, it } from 'vitest'
import { tieDash } from './titleText'

describe('tieDash', () => {
  it('binds a spaced em or en dash to the word before it', () => {
    expect(tieDash('Why AI projects stall — and how')).toBe('Why AI projects stall\u00a0— and how')
    expect(tieDash('2024 – 2026 – a review')).toBe('2024\u00a0– 2026\u00a0– a review')
  })

  it('leaves hyphens and unspaced dashes alone', () => {
    expect(tieDash('Data-centric AI—done')).toBe('Data-centric AI—done')
  })
})
