/**
 * The blog's static list pages: /blog holds the newest BLOG_PAGE_SIZE posts, /blog/page/2 the next
 * ones, and so on, each prerendered and linked to its neighbours with plain links, so every post
 * can be reached without JavaScript. Each category has the same: /blog/category/{slug}, then
 * /blog/category/{slug}/page/2, …, so the category filters are links that filter without
 * JavaScript. The scripted "Show more" and filters build on them (see BlogList.tsx). No imports:
 * the route table (loaded by every page) and the content build read this module.
 */

/** Posts per list page, in /blog's HTML and per "Show more" (a multiple of the grid's three columns). */
export const BLOG_PAGE_SIZE = 12

/** How many list pages a blog of `totalPosts` posts has (at least one: /blog). */
export function blogPageCount(totalPosts: number): number {
  return Math.max(1, Math.ceil(totalPosts / BLOG_PAGE_SIZE))
}

/** The address of list page `page` (1 is /blog itself). */
export function blogPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`
}

/**
 * The address of list page `page` of a category, by the category's address form (`mlops`):
 * /blog/category/mlops, /blog/category/mlops/page/2, …
 */
export function categoryPagePath(slug: string, page = 1): string {
  const first = `/blog/category/${slug}`
  return page <= 1 ? first : `${first}/page/${page}`
}

/** Every list page of a category of `posts` posts: its first page (even while empty), then the rest. */
export function categoryPagePaths(slug: string, posts: number): string[] {
  return Array.from({ length: blogPageCount(posts) }, (_, i) => categoryPagePath(slug, i + 1))
}

/** The prerendered addresses of the list pages after /blog: /blog/page/2 … /blog/page/N. */
export function blogPagePaths(totalPosts: number): string[] {
  return Array.from({ length: blogPageCount(totalPosts) - 1 }, (_, i) => blogPagePath(i + 2))
}

/**
 * The page number of a `/blog/page/:page` address, or null when it names no list page of a blog of
 * `totalPosts` posts (not a plain number, 1, which is /blog, or past the last page).
 */
export function blogPageNumber(param: string | undefined, totalPosts: number): number | null {
  if (!param || !/^[1-9]\d*$/.test(param)) return null
  const page = Number(param)
  return page >= 2 && page <= blogPageCount(totalPosts) ? page : null
}

/** The posts of list page `page`, from every post newest first. */
export function blogPageSlice<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
}

/**
 * The neighbours of list page `page` of a list of `totalPosts` posts (null at either end); `pathOf`
 * gives the list's page addresses (the whole blog's by default).
 */
export function blogPageLinks(
  page: number,
  totalPosts: number,
  pathOf: (page: number) => string = blogPagePath,
): { newer: string | null; older: string | null } {
  return {
    newer: page > 1 ? pathOf(page - 1) : null,
    older: page < blogPageCount(totalPosts) ? pathOf(page + 1) : null,
  }
}

/** The positions (1-based, inclusive) of the first and last post on list page `page`. */
export function blogPageRange(page: number, totalPosts: number): { first: number; last: number } {
  return {
    first: (page - 1) * BLOG_PAGE_SIZE + 1,
    last: Math.min(page * BLOG_PAGE_SIZE, totalPosts),
  }
}
