/**
 * Build gate: every article is reachable without JavaScript through the blog's list pages. It walks
 * the prerendered HTML as a crawler or a browser with scripts off would: from /blog, following each
 * list page's `rel="next"` link, and checks that
 *
 * - each list page exists, is the one blogPages.ts names (/blog, /blog/page/2, …) and links back to
 *   the page before it with `rel="prev"`;
 * - together the pages link to every article exactly once, newest first, a full page at a time;
 * - no page links to a list page that was not built (with the real six posts: no pagination at all).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BLOG_PAGE_SIZE, blogPageCount, blogPagePath } from '../../src/features/blog/blogPages'
import { htmlFileFor } from '../../src/routes/table'
import { pageTags, type HtmlTag } from '../lib/html'

export interface BlogListPage {
  path: string
  /**
   * Article paths its `<main>` links to, in order, each once: the list itself, not the further
   * reading under it (links marked `data-reading-row`, src/features/blog/ReadingRows.tsx).
   */
  articles: string[]
  next?: string
  prev?: string
  /** Every list-page address its `<main>` links to. */
  listLinks: string[]
}

const inMain = (tag: HtmlTag) => tag.ancestors.includes('main')
const LIST_PAGE = /^\/blog(\/page\/\d+)?$/
const ARTICLE = /^\/blog\/(?!page\/)[^/?#]+$/

/** What one prerendered list page links to. */
export function readListPage(pagePath: string, html: string): BlogListPage {
  const links = pageTags(html).filter((t) => t.name === 'a' && inMain(t) && t.attrs.href)
  const hrefs = links.map((t) => t.attrs.href ?? '')
  const listed = links
    .filter((t) => !('data-reading-row' in t.attrs))
    .map((t) => t.attrs.href ?? '')
  const rel = (value: string) =>
    links.find((t) => (t.attrs.rel ?? '').split(/\s+/).includes(value))?.attrs.href
  return {
    path: pagePath,
    articles: [...new Set(listed.filter((h) => ARTICLE.test(h)))],
    next: rel('next'),
    prev: rel('prev'),
    listLinks: [...new Set(hrefs.filter((h) => LIST_PAGE.test(h.split('?')[0] ?? '')))],
  }
}

/**
 * Walks the list pages of the build in `dist` from /blog. `slugs`: every post the build has, newest
 * first. Returns the pages walked and the problems found (empty when every article is reachable).
 */
export function checkBlogPages(
  dist: string,
  slugs: readonly string[],
): { pages: BlogListPage[]; problems: string[] } {
  const problems: string[] = []
  const pages: BlogListPage[] = []
  const expectedCount = blogPageCount(slugs.length)
  const read = (pagePath: string) => {
    const file = path.join(dist, htmlFileFor(pagePath))
    return existsSync(file) ? readListPage(pagePath, readFileSync(file, 'utf8')) : undefined
  }

  let at: string | undefined = '/blog'
  let prev: string | undefined
  while (at && pages.length <= expectedCount) {
    const page = read(at)
    if (!page) {
      problems.push(`${prev ?? '/blog'} links to ${at}, which was not built`)
      break
    }
    const n = pages.length + 1
    if (at !== blogPagePath(n))
      problems.push(`list page ${n} is ${at}, expected ${blogPagePath(n)}`)
    if (page.prev !== prev)
      problems.push(`${at}: rel="prev" is ${page.prev ?? 'missing'}, expected ${prev ?? 'none'}`)
    const wanted = slugs
      .slice((n - 1) * BLOG_PAGE_SIZE, n * BLOG_PAGE_SIZE)
      .map((slug) => `/blog/${slug}`)
    if (page.articles.join() !== wanted.join())
      problems.push(
        `${at}: links to ${page.articles.length} articles, expected ${wanted.length} (${wanted[0] ?? 'none'} …)`,
      )
    for (const link of page.listLinks) {
      const target = link.split('?')[0] ?? link
      if (!existsSync(path.join(dist, htmlFileFor(target))))
        problems.push(`${at}: links to ${link}, which was not built`)
    }
    pages.push(page)
    prev = at
    at = page.next
  }
  if (pages.length !== expectedCount)
    problems.push(
      `walked ${pages.length} list pages from /blog, expected ${expectedCount} for ${slugs.length} posts`,
    )
  const past = blogPagePath(expectedCount + 1)
  if (existsSync(path.join(dist, htmlFileFor(past))))
    problems.push(`${past} was built, but ${slugs.length} posts fill ${expectedCount} pages`)
  return { pages, problems }
}

/** The postbuild step: exits naming each problem. */
export function blogPagesStep(dist: string, slugs: readonly string[]): void {
  const { pages, problems } = checkBlogPages(dist, slugs)
  if (problems.length > 0) {
    console.error(
      `\n✖ Not every article is reachable without JavaScript:\n  ${problems.join('\n  ')}\n`,
    )
    process.exit(1)
  }
  console.log(
    `✓ ${slugs.length} articles reachable without JavaScript through ${pages.length} blog list page${pages.length === 1 ? '' : 's'}`,
  )
}
