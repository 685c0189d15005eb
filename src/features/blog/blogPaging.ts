/**
 * The blog list in pages. /blog's HTML holds the newest BLOG_PAGE_SIZE posts (however many the blog
 * has, so the page stays light at 1,000 posts), and links to the static list pages of older posts
 * (blogPages.ts); with JavaScript the rest of the list, a lean catalog of card data, loads in place
 * when the visitor filters by category or asks for more (see BlogPage.tsx). The content build
 * (scripts/content/generate.ts) writes the first page and the catalog with this size.
 */
import { filterByCategory, type CategoryChoice } from './blogFilter.ts'

export { BLOG_PAGE_SIZE } from './blogPages.ts'

export interface BlogListView<T> {
  /** The cards to show. */
  posts: T[]
  /** How many posts match the choice, when known (null while the catalog is loading). */
  matching: number | null
  /** Whether the list needs the full catalog, which has not loaded yet. */
  loading: boolean
  /** Whether there are more posts to show after these. */
  more: boolean
}

/**
 * What the list shows for a category choice and a number of posts asked for, from the first page
 * (the newest posts, always there) and the catalog (every post, once loaded; null before). The
 * first page's posts of a category are the newest of that category, so they show while the rest
 * loads.
 */
export function blogListView<T extends { category: string }>(
  firstPage: readonly T[],
  totalPosts: number,
  catalog: readonly T[] | null,
  choice: CategoryChoice,
  shown: number,
): BlogListView<T> {
  const complete = catalog !== null || totalPosts <= firstPage.length
  const source = catalog ?? firstPage
  const matchingPosts = filterByCategory(source, choice)
  const matching = complete ? matchingPosts.length : choice === 'All' ? totalPosts : null
  const loading = catalog === null && needsCatalog(firstPage.length, totalPosts, choice, shown)
  const posts = matchingPosts.slice(0, shown)
  return {
    posts,
    matching,
    loading,
    more: matching === null ? false : posts.length < matching,
  }
}

/** Whether a choice and count need the catalog (the first page does not hold all they show). */
export function needsCatalog(
  firstPageLength: number,
  totalPosts: number,
  choice: CategoryChoice,
  shown: number,
): boolean {
  if (totalPosts <= firstPageLength) return false
  return choice !== 'All' || shown > firstPageLength
}
