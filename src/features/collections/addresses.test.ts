import { describe, expect, it } from 'vitest'
import { researchSlug, slugify, SLUG_PATTERN } from './slug'
import { metaDescription, uploadUrl } from './uploads'

describe('content addresses and text', () => {
  it('slugs research titles as the spec says: lower case, spaces to hyphens', () => {
    expect(researchSlug('SuraSoft')).toBe('surasoft')
    expect(researchSlug('AI Proctoring')).toBe('ai-proctoring')
    expect(researchSlug('Askari LLM')).toBe('askari-llm')
  })

  it('slugs any title into a readable address', () => {
    expect(slugify('MLOps at scale: what we learned!')).toBe('mlops-at-scale-what-we-learned')
    expect(slugify('Café & Data — 2026')).toBe('cafe-and-data-2026')
    expect(SLUG_PATTERN.test('mlops-at-scale')).toBe(true)
    expect(SLUG_PATTERN.test('MLOps')).toBe(false)
  })

  it('serves images from /uploads/ with leading slashes stripped', () => {
    expect(uploadUrl('cover.svg')).toBe('/uploads/cover.svg')
    expect(uploadUrl('//cover.svg')).toBe('/uploads/cover.svg')
  })

  it('cuts meta descriptions at a word', () => {
    expect(metaDescription('Short text.')).toBe('Short text.')
    const long = 'word '.repeat(60)
    const cut = metaDescription(long, 50)
    expect(cut.length).toBeLessThanOrEqual(50)
    expect(cut.endsWith('word…')).toBe(true)
  })
})
