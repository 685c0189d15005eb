import { describe, expect, it } from 'vitest'
import { clients } from '../../../content/clients'
import { cardTags, detailParagraphs, headlineResult, resultParts, uploadsUrl } from './client'

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

describe('resultParts', () => {
  it('splits a figure into its number and unit, and keeps words as a statement', () => {
    expect(resultParts('87%')).toEqual({ kind: 'figure', figure: '87', unit: '%', spaced: false })
    expect(resultParts('11 days')).toEqual({
      kind: 'figure',
      figure: '11',
      unit: 'days',
      spaced: true,
    })
    expect(resultParts('< 4 h')).toEqual({ kind: 'figure', figure: '< 4', unit: 'h', spaced: true })
    expect(resultParts('2')).toEqual({ kind: 'figure', figure: '2', unit: '', spaced: false })
    expect(resultParts('Weekly')).toEqual({ kind: 'words', text: 'Weekly' })
    expect(resultParts('Weeks → days')).toEqual({ kind: 'words', text: 'Weeks → days' })
  })

  it('gives back every headline result as written', () => {
    for (const client of clients) {
      const value = headlineResult(client)!.value
      const parts = resultParts(value)
      const text =
        parts.kind === 'words'
          ? parts.text
          : `${parts.figure}${parts.spaced ? ' ' : ''}${parts.unit}`
      expect(text, client.id).toBe(value)
    }
  })
})

describe('headlineResult', () => {
  it("takes a client's first result that is a figure", () => {
    const results = [
      { value: 'Weekly', label: 'a' },
      { value: '3', label: 'b' },
    ]
    expect(headlineResult({ results })).toEqual({ value: '3', label: 'b' })
    expect(headlineResult({ results: [results[0]!] })).toEqual(results[0])
  })

  it('gives every client a figure, so the proof wall sets six in one form', () => {
    for (const client of clients)
      expect(resultParts(headlineResult(client)!.value).kind, client.id).toBe('figure')
  })
})
