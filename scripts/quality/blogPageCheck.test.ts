import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE, blogPagePath } from '../../src/features/blog/blogPages'
import { htmlFileFor } from '../../src/routes/table'
import { checkBlogPages, readListPage } from './blogPageCheck'

const slugs = (n: number) => Array.from({ length: n }, (_, i) => `post-${i + 1}`)

/** A list page as the build writes it: cards linking to articles, filters, prev/next links. */
function listPage(articles: string[], prev?: string, next?: string): string {
  return `<html><body><header><a href="/blog/page/9" rel="next">not the list</a></header><main>
    <a href="/blog?category=mlops">MLOps</a>
    ${articles.map((s) => `<h3><button>${s}</button></h3><a href="/blog/${s}">Full article</a>`).join('')}
    <nav>${prev ? `<a rel="prev" href="${prev}">Newer</a>` : ''}${next ? `<a rel="next" href="${next}">Older</a>` : ''}</nav>
  </main></body></html>`
}

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-pages-'))
  for (const [pagePath, html] of Object.entries(pages)) {
    const file = path.join(dir, htmlFileFor(pagePath))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  return dir
}

/** A correct build of `posts`: every list page, each linked to its neighbours. */
function goodSite(posts: string[], edit: (n: number, html: string) => string = (_, h) => h) {
  const count = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE))
  const pages: Record<string, string> = {}
  for (let n = 1; n <= count; n++) {
    const html = listPage(
      posts.slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE),
      n > 1 ? blogPagePath(n - 1) : undefined,
      n < count ? blogPagePath(n + 1) : undefined,
    )
    pages[blogPagePath(n)] = edit(n, html)
  }
  return site(pages)
}

describe('blog list pages gate', () => {
  it('reads the article links and the prev/next links of <main> only', () => {
    const page = readListPage('/blog/page/2', listPage(['a', 'b'], '/blog', '/blog/page/3'))
    expect(page).toMatchObject({
      articles: ['/blog/a', '/blog/b'],
      prev: '/blog',
      next: '/blog/page/3',
      listLinks: ['/blog?category=mlops', '/blog', '/blog/page/3'],
    })
  })

  it('passes a blog that fits /blog, and a blog of three pages walked from /blog', () => {
    expect(checkBlogPages(goodSite(slugs(6)), slugs(6)).problems).toEqual([])
    const posts = slugs(2 * BLOG_PAGE_SIZE + 5)
    const { pages, problems } = checkBlogPages(goodSite(posts), posts)
    expect(problems).toEqual([])
    expect(pages.map((p) => p.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
  })

  it('names a next link to a page that was not built', () => {
    const dir = goodSite(slugs(6), (_, html) =>
      html.replace('</nav>', '<a rel="next" href="/blog/page/2">Older</a></nav>'),
    )
    expect(checkBlogPages(dir, slugs(6)).problems).toContain(
      '/blog links to /blog/page/2, which was not built',
    )
  })

  it('names a page that misses an article, a wrong prev link and a chain that stops early', () => {
    const posts = slugs(2 * BLOG_PAGE_SIZE + 1)
    const dir = goodSite(posts, (n, html) =>
      n === 2
        ? html
            .replace(`<a href="/blog/post-${BLOG_PAGE_SIZE + 1}">Full article</a>`, '')
            .replace('rel="prev" href="/blog"', 'rel="prev" href="/blog/page/3"')
            .replace(/<a rel="next"[^>]*>Older<\/a>/, '')
        : html,
    )
    const { problems } = checkBlogPages(dir, posts)
    expect(problems).toEqual([
      `/blog/page/2: rel="prev" is /blog/page/3, expected /blog`,
      `/blog/page/2: links to ${BLOG_PAGE_SIZE - 1} articles, expected ${BLOG_PAGE_SIZE} (/blog/post-${BLOG_PAGE_SIZE + 1} …)`,
      `walked 2 list pages from /blog, expected 3 for ${posts.length} posts`,
    ])
  })

  it('names a list page built past the last one', () => {
    const dir = goodSite(slugs(6))
    writeFileSync(path.join(dir, 'blog.html'), listPage(slugs(6)))
    mkdirSync(path.join(dir, 'blog', 'page'), { recursive: true })
    writeFileSync(path.join(dir, 'blog', 'page', '2.html'), listPage([], '/blog'))
    expect(checkBlogPages(dir, slugs(6)).problems).toEqual([
      '/blog/page/2 was built, but 6 posts fill 1 pages',
    ])
  })
})
