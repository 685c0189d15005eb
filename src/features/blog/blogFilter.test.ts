import { describe, expect, it } from 'vitest'
import {
  categoryChoices,
  categoryFromParam,
  categoryFromSlug,
  categoryParam,
  choicePagePath,
  filterByCategory,
} from './blogFilter'

const posts = [
  { slug: 'a', category: 'MLOps' },
  { slug: 'b', category: 'NLP' },
  { slug: 'c', category: 'MLOps' },
]

describe('blog category filter', () => {
  it('offers All, then every category', () => {
    expect(categoryChoices).toEqual([
      'All',
      'AI & Data',
      'AI Implementation',
      'Technical Deep Dive',
      'MLOps',
      'Computer Vision',
      'NLP',
    ])
  })

  it('shows every post for All and only matching posts otherwise, in order', () => {
    expect(filterByCategory(posts, 'All').map((p) => p.slug)).toEqual(['a', 'b', 'c'])
    expect(filterByCategory(posts, 'MLOps').map((p) => p.slug)).toEqual(['a', 'c'])
    expect(filterByCategory(posts, 'Computer Vision')).toEqual([])
  })

  it('round-trips categories through the address', () => {
    expect(categoryParam('AI & Data')).toBe('ai-and-data')
    expect(categoryParam('Technical Deep Dive')).toBe('technical-deep-dive')
    for (const c of categoryChoices.slice(1)) {
      expect(categoryFromParam(categoryParam(c as never))).toBe(c)
    }
    expect(categoryFromParam('MLOps')).toBe('MLOps')
    expect(categoryFromParam(' nlp ')).toBe('NLP')
    expect(categoryFromParam('robotics')).toBe('All')
    expect(categoryFromParam(null)).toBe('All')
  })

  it('links each choice to its page: All to /blog, a category to its own page and list pages', () => {
    expect(choicePagePath('All')).toBe('/blog')
    expect(choicePagePath('All', 2)).toBe('/blog/page/2')
    expect(choicePagePath('AI & Data')).toBe('/blog/category/ai-and-data')
    expect(choicePagePath('MLOps', 3)).toBe('/blog/category/mlops/page/3')
    for (const c of categoryChoices.slice(1)) {
      expect(categoryFromSlug(categoryParam(c as never))).toBe(c)
    }
    // A page address names a category exactly.
    expect(categoryFromSlug('MLOps')).toBeUndefined()
    expect(categoryFromSlug('robotics')).toBeUndefined()
  })
})
