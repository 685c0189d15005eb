import { describe, expect, it } from 'vitest'
import {
  BLOG_PAGE_SIZE,
  blogPageCount,
  blogPageLinks,
  blogPageNumber,
  blogPagePath,
  blogPagePaths,
  blogPageSlice,
  categoryPagePaths,
} from './blogPages'

describe('blog list pages', () => {
  it('blog: a blog that fits /blog has no other list page', () => {
    expect(blogPageCount(0)).toBe(1)
    expect(blogPageCount(6)).toBe(1)
    expect(blogPageCount(BLOG_PAGE_SIZE)).toBe(1)
    expect(blogPagePaths(6)).toEqual([])
    expect(blogPageLinks(1, 6)).toEqual({ newer: null, older: null })
  })

  it('blog: older posts get /blog/page/2, /blog/page/3, … with a short last page', () => {
    const total = 2 * BLOG_PAGE_SIZE + 6
    expect(blogPageCount(total)).toBe(3)
    expect(blogPagePaths(total)).toEqual(['/blog/page/2', '/blog/page/3'])
    const posts = Array.from({ length: total }, (_, i) => i)
    const pages = [1, 2, 3].map((n) => blogPageSlice(posts, n))
    expect(pages.map((p) => p.length)).toEqual([BLOG_PAGE_SIZE, BLOG_PAGE_SIZE, 6])
    expect(pages.flat()).toEqual(posts)
  })

  it('blog: each page links to its neighbours, page 1 being /blog', () => {
    const total = 3 * BLOG_PAGE_SIZE
    expect(blogPagePath(1)).toBe('/blog')
    expect(blogPageLinks(1, total)).toEqual({ newer: null, older: '/blog/page/2' })
    expect(blogPageLinks(2, total)).toEqual({ newer: '/blog', older: '/blog/page/3' })
    expect(blogPageLinks(3, total)).toEqual({ newer: '/blog/page/2', older: null })
  })

  it('blog: only the numbers of built pages name a page', () => {
    const total = 3 * BLOG_PAGE_SIZE
    expect(blogPageNumber('2', total)).toBe(2)
    expect(blogPageNumber('3', total)).toBe(3)
    for (const bad of ['1', '4', '0', '02', '2a', '-2', '', undefined]) {
      expect(blogPageNumber(bad, total), String(bad)).toBeNull()
    }
    expect(blogPageNumber('2', 6)).toBeNull()
  })

  it('gives every category its first page, empty or not, and list pages after it when long', () => {
    expect(categoryPagePaths('nlp', 0)).toEqual(['/blog/category/nlp'])
    expect(categoryPagePaths('nlp', BLOG_PAGE_SIZE + 1)).toEqual([
      '/blog/category/nlp',
      '/blog/category/nlp/page/2',
    ])
    const pathOf = (n: number) => (n === 1 ? '/blog/category/nlp' : `/blog/category/nlp/page/${n}`)
    expect(blogPageLinks(2, 2 * BLOG_PAGE_SIZE, pathOf)).toEqual({
      newer: '/blog/category/nlp',
      older: null,
    })
  })
})
