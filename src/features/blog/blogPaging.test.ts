import { describe, expect, it } from 'vitest'
import { blogList } from './blogContent'
import { BLOG_PAGE_SIZE, blogListView, needsCatalog } from './blogPaging'

const post = (i: number) => ({
  slug: `post-${i}`,
  category: i % 3 === 0 ? 'MLOps' : 'NLP',
})
const all = Array.from({ length: 40 }, (_, i) => post(i))
const firstPage = all.slice(0, BLOG_PAGE_SIZE)

describe('blog list paging', () => {
  it('blog: a small blog is whole in the first page and never needs the catalog', () => {
    const six = all.slice(0, 6)
    expect(needsCatalog(6, 6, 'MLOps', BLOG_PAGE_SIZE)).toBe(false)
    const view = blogListView(six, 6, null, 'MLOps', BLOG_PAGE_SIZE)
    expect(view).toMatchObject({ matching: 2, loading: false, more: false })
    expect(view.posts.map((p) => p.slug)).toEqual(['post-0', 'post-3'])
  })

  it('blog: a large blog shows its newest page and offers more without loading anything', () => {
    expect(needsCatalog(BLOG_PAGE_SIZE, 40, 'All', BLOG_PAGE_SIZE)).toBe(false)
    const view = blogListView(firstPage, 40, null, 'All', BLOG_PAGE_SIZE)
    expect(view.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(view).toMatchObject({ matching: 40, loading: false, more: true })
  })

  it('blog: choosing a category shows its posts of the first page while the rest loads', () => {
    expect(needsCatalog(BLOG_PAGE_SIZE, 40, 'MLOps', BLOG_PAGE_SIZE)).toBe(true)
    const loading = blogListView(firstPage, 40, null, 'MLOps', BLOG_PAGE_SIZE)
    expect(loading).toMatchObject({ matching: null, loading: true, more: false })
    expect(loading.posts.every((p) => p.category === 'MLOps')).toBe(true)
    const loaded = blogListView(firstPage, 40, all, 'MLOps', BLOG_PAGE_SIZE)
    expect(loaded).toMatchObject({ matching: 14, loading: false, more: true })
    expect(loaded.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(loaded.posts.slice(0, loading.posts.length)).toEqual(loading.posts)
  })

  it('blog: "Show more" adds a page from the catalog', () => {
    const shown = BLOG_PAGE_SIZE * 2
    expect(needsCatalog(BLOG_PAGE_SIZE, 40, 'All', shown)).toBe(true)
    expect(blogListView(firstPage, 40, null, 'All', shown)).toMatchObject({ loading: true })
    const view = blogListView(firstPage, 40, all, 'All', shown)
    expect(view.posts).toHaveLength(shown)
    expect(blogListView(firstPage, 40, all, 'All', 48)).toMatchObject({ more: false })
  })

  it('says how many articles show, and of how many', () => {
    expect(blogList.status(6, 6, null)).toBe('Showing 6 articles')
    expect(blogList.status(1, 1, 'MLOps')).toBe('Showing 1 article in MLOps')
    expect(blogList.status(12, 1006, null)).toBe('Showing 12 of 1,006 articles')
  })
})
