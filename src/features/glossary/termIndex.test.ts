import { describe, expect, it } from 'vitest'
import type { GlossaryTerm } from '../collections/collectionTypes'
import { byInitial } from './GlossaryOpening'

const term = (name: string): GlossaryTerm => ({
  slug: name.toLowerCase(),
  term: name,
  definition: ['x'],
})

describe('glossary index', () => {
  it('groups the terms under their first letter, in their order, each term once', () => {
    const groups = byInitial(['Artificial', 'computer', 'Machine', 'MLOps', 'Model'].map(term))
    expect(groups.map((g) => [g.letter, g.terms.map((t) => t.term)])).toEqual([
      ['A', ['Artificial']],
      ['C', ['computer']],
      ['M', ['Machine', 'MLOps', 'Model']],
    ])
    expect(byInitial([])).toEqual([])
  })
})

describe('the opening’s map of the terms', () => {
  it('names only terms the glossary has (a renamed term would drop out of the picture)', async () => {
    const { glossaryTerms } = await import('../../generated/indexes/glossary')
    const { termMap } = await import('./glossaryCopy')
    const slugs = new Set(glossaryTerms.map((t) => t.slug))
    for (const slug of [...termMap.nested, ...termMap.fields, ...termMap.running])
      expect(slugs, slug).toContain(slug)
  })
})
