import { describe, expect, it } from 'vitest'
import { cardTags, detailParagraphs, uploadsUrl } from './client'

describe('cardTags', () => {
  it('shows the first three tags and counts the rest', () => {
    expect(cardTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
  })

  it('has nothing to add when there are three tags or fewer', () => {
    expect(cardTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
    expect(cardTags(['a'])).toEqual({ shown: ['a'], more: 0 })
    expect(cardTags([])).toEqual({ shown: [], more: 0 })
  })

  it('honours another limit', () => {
    expect(cardTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 })
  })
})

describe('detailParagraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    const text = 'First line\ncontinues here.\n\n  Second paragraph.  \n \n\nThird.'
    expect(detailParagraphs(text)).toEqual([
      'First line continues here.',
      'Second paragraph.',
      'Third.',
    ])
  })

  it('handles Windows line endings and stray blank lines', () => {
    expect(detailParagraphs('\r\nOne.\r\n\r\nTwo.\r\n\r\n')).toEqual(['One.', 'Two.'])
  })
})

describe('uploadsUrl', () => {
  it('serves a file name from /uploads/ with leading slashes stripped', () => {
    expect(uploadsUrl('clients-x.svg')).toBe('/uploads/clients-x.svg')
    expect(uploadsUrl('//clients-x.svg')).toBe('/uploads/clients-x.svg')
    expect(uploadsUrl('/uploads/clients-x.svg')).toBe('/uploads/clients-x.svg')
  })
})
