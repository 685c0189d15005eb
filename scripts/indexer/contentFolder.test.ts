import { describe, expect, it } from 'vitest'
import { loadContent } from './collections'
import { resolveContentPaths } from './paths'

/** The site's own content folder, checked against the facts its pages state. */
describe('the content folder', () => {
  const { content, errors } = loadContent(resolveContentPaths(process.cwd(), {}), {
    includeDrafts: false,
  })

  it('is valid', () => {
    expect(errors).toEqual([])
  })

  it('has the blog posts of the spec (numbered from 1, one per category, 5–12 minutes each)', () => {
    expect(content.blog.map((p) => p.id).sort()).toEqual([1, 2, 3, 4, 5, 6])
    expect(new Set(content.blog.map((p) => p.category)).size).toBe(6)
    for (const p of content.blog) {
      const minutes = Number.parseInt(p.readTime, 10)
      expect(minutes, p.slug).toBeGreaterThanOrEqual(5)
      expect(minutes, p.slug).toBeLessThanOrEqual(12)
    }
  })

  it('has the featured home articles of the spec, each with a call to action', () => {
    expect(content.featured.map((a) => a.category)).toEqual(['Blog', 'Life On Data', 'Case Study'])
    for (const a of content.featured) {
      expect(a.cta).toBe('Read More')
      expect(a.text.blocks.filter((b) => b.type === 'paragraph').length).toBeGreaterThan(3)
      expect(Number.parseInt(a.readTime, 10)).toBeGreaterThanOrEqual(5)
    }
  })

  it('has the retired research solutions of the spec with its results', () => {
    expect(content.research.map((r) => r.slug).sort()).toEqual([
      'ai-proctoring',
      'askari-llm',
      'surasoft',
    ])
    const values = (slug: string) =>
      content.research.find((r) => r.slug === slug)?.results.map((r) => r.value)
    expect(values('surasoft')).toEqual(['60%', '95%', '50+', '100+'])
    expect(values('ai-proctoring')).toEqual(['10,000+', '92%', '80%', '20+', '99.5%'])
    expect(values('askari-llm')).toEqual(['1M+', '97%', '70%', '15+', '<100ms'])
    for (const r of content.research) {
      expect(r.status).toBe('Retired')
      expect([2022, 2023]).toContain(r.launchDate)
    }
  })

  it('has the legal pages, the FAQ items and the glossary terms of the spec', () => {
    expect(content.legal.map((l) => l.name).sort()).toEqual(['privacy', 'terms'])
    expect(content.faq.map((f) => f.value)).toEqual(
      ['0', '1', '2', '3', '4', '5'].map((i) => `item-${i}`),
    )
    expect(content.glossary).toHaveLength(8)
  })
})
