import { describe, expect, it } from 'vitest'
import { parseFile } from './collections'
import { defaultTags, nextId, scaffoldPost } from './scaffold'
import { blogPostSchema } from './schemas'

describe('new post scaffold', () => {
  it('is a valid draft post', () => {
    const source = scaffoldPost({
      title: "What's new: MLOps & you",
      id: 7,
      date: '2026-11-22',
      category: 'MLOps',
      author: "Ng'wanza O'Neill",
      tags: ['MLOps'],
      imageUrl: 'cover.svg',
    })
    const ctx = { blogTags: ['MLOps'], uploadExists: () => true }
    const parsed = parseFile(
      'content/blog/x.mdx',
      source,
      blogPostSchema(ctx),
      { plain: false, bodyIs: 'the article' },
      ctx,
    )
    expect(parsed.errors).toEqual([])
    expect(parsed.data).toMatchObject({
      id: 7,
      title: "What's new: MLOps & you",
      author: "Ng'wanza O'Neill",
      draft: true,
    })
  })

  it('takes the next free id and a tag named like the category', () => {
    expect(nextId([])).toBe(1)
    expect(nextId([3, 1, 6])).toBe(7)
    expect(defaultTags('MLOps', ['AI Strategy', 'MLOps'])).toEqual(['MLOps'])
    expect(defaultTags('AI & Data', ['AI Strategy', 'MLOps'])).toEqual(['AI Strategy'])
  })
})
