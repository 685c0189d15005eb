import { describe, expect, it } from 'vitest'
import { blogList } from './blogCopy'
import { BLOG_PAGE_SIZE, blogListView, needsCatalog, type ListStart } from './blogPaging'

const post = (i: number) => ({
  slug: `post-${i}`,
  category: i % 3 === 0 ? 'MLOps' : 'NLP',
})
const all = Array.from({ length: 40 }, (_, i) => post(i))
const blog: ListStart<ReturnType<typeof post>> = {
  choice: 'All',
  posts: all.slice(0, BLOG_PAGE_SIZE),
  total: 40,
}
const mlopsPosts = all.filter((p) => p.category === 'MLOps')
const mlopsPage: ListStart<ReturnType<typeof post>> = {
  choice: 'MLOps',
  posts: mlopsPosts.slice(0, BLOG_PAGE_SIZE),
  total: mlopsPosts.length,
}

describe('blog list paging', () => {
  it('blog: a small blog is whole in the first page and never needs the catalog', () => {
    const six: ListStart<ReturnType<typeof post>> = {
      choice: 'All',
      posts: all.slice(0, 6),
      total: 6,
    }
    expect(needsCatalog(six, six, 'MLOps', BLOG_PAGE_SIZE)).toBe(false)
    const view = blogListView(six, six, null, 'MLOps', BLOG_PAGE_SIZE)
    expect(view).toMatchObject({ matching: 2, loading: false, more: false })
    expect(view.posts.map((p) => p.slug)).toEqual(['post-0', 'post-3'])
  })

  it('blog: a large blog shows its newest page and offers more without loading anything', () => {
    expect(needsCatalog(blog, blog, 'All', BLOG_PAGE_SIZE)).toBe(false)
    const view = blogListView(blog, blog, null, 'All', BLOG_PAGE_SIZE)
    expect(view.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(view).toMatchObject({ matching: 40, loading: false, more: true })
  })

  it('blog: choosing a category shows its posts of the first page while the rest loads', () => {
    expect(needsCatalog(blog, blog, 'MLOps', BLOG_PAGE_SIZE)).toBe(true)
    const loading = blogListView(blog, blog, null, 'MLOps', BLOG_PAGE_SIZE)
    expect(loading).toMatchObject({ matching: null, loading: true, more: false })
    expect(loading.posts.every((p) => p.category === 'MLOps')).toBe(true)
    const loaded = blogListView(blog, blog, all, 'MLOps', BLOG_PAGE_SIZE)
    expect(loaded).toMatchObject({ matching: 14, loading: false, more: true })
    expect(loaded.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(loaded.posts.slice(0, loading.posts.length)).toEqual(loading.posts)
  })

  it('blog: "Show more" adds a page from the catalog', () => {
    const shown = BLOG_PAGE_SIZE * 2
    expect(needsCatalog(blog, blog, 'All', shown)).toBe(true)
    expect(blogListView(blog, blog, null, 'All', shown)).toMatchObject({ loading: true })
    const view = blogListView(blog, blog, all, 'All', shown)
    expect(view.posts).toHaveLength(shown)
    expect(blogListView(blog, blog, all, 'All', 48)).toMatchObject({ more: false })
  })

  it("a category's page shows its own newest posts and knows how many it has, without the catalog", () => {
    expect(needsCatalog(blog, mlopsPage, 'MLOps', BLOG_PAGE_SIZE)).toBe(false)
    const view = blogListView(blog, mlopsPage, null, 'MLOps', BLOG_PAGE_SIZE)
    expect(view).toMatchObject({ matching: 14, loading: false, more: true })
    expect(view.posts).toEqual(mlopsPosts.slice(0, BLOG_PAGE_SIZE))
    expect(needsCatalog(blog, mlopsPage, 'MLOps', BLOG_PAGE_SIZE * 2)).toBe(true)
  })

  it("a category's page switches to All from the blog's newest posts, to another category once the catalog is there", () => {
    expect(blogListView(blog, mlopsPage, null, 'All', BLOG_PAGE_SIZE)).toMatchObject({
      matching: 40,
      loading: false,
      posts: blog.posts,
    })
    expect(needsCatalog(blog, mlopsPage, 'NLP', BLOG_PAGE_SIZE)).toBe(true)
    expect(blogListView(blog, mlopsPage, all, 'NLP', BLOG_PAGE_SIZE)).toMatchObject({
      matching: 26,
      loading: false,
    })
  })

  it('a list of unknown length (the dev server) waits for the catalog', () => {
    const unknown = { choice: 'MLOps' as const, posts: [], total: null }
    expect(needsCatalog(blog, unknown, 'MLOps', BLOG_PAGE_SIZE)).toBe(true)
  })

  it('says how many articles show, and of how many', () => {
    expect(blogList.status(6, 6, null)).toBe('Showing 6 articles')
    expect(blogList.status(1, 1, 'MLOps')).toBe('Showing 1 article in MLOps')
    expect(blogList.status(12, 1006, null)).toBe('Showing 12 of 1,006 articles')
  })
})
