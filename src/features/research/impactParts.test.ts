import { describe, expect, it } from 'vitest'
import { researchSolutions } from '../../generated/indexes/research'
import { impactParts } from './impactParts'

describe('impactParts', () => {
  it('splits the impact into its first sentence and the rest, losing no words', () => {
    const { lead, points } = impactParts('One thing held. Then a second. And a third!')
    expect(lead).toBe('One thing held.')
    expect(points).toEqual(['Then a second.', 'And a third!'])
  })

  it('keeps a text without a full stop whole', () => {
    expect(impactParts('No stop here')).toEqual({ lead: 'No stop here', points: [] })
  })

  it('every research impact reads back whole from its parts', () => {
    for (const s of researchSolutions) {
      const { lead, points } = impactParts(s.impact)
      expect([lead, ...points].join(' ')).toBe(s.impact.replace(/\s+/g, ' ').trim())
    }
  })
})
