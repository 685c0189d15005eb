/**
 * The blog list in pages. /blog's HTML holds the newest BLOG_PAGE_SIZE posts (however many the blog
 * has, so the page stays light at 1,000 posts), and links to the static list pages of older posts
 * (blogPages.ts); a category's page holds that category's newest posts the same way. With
 * JavaScript the rest of the list, a lean catalog of card data, loads in place when the visitor
 * chooses another category or asks for more (see BlogList.tsx). The content build
 * (scripts/indexer/generate.ts) writes the first page and the catalog with this size.
 */
import { filterByCategory, type CategoryChoice } from './blogFilter.ts'

export { BLOG_PAGE_SIZE } from './blogPages.ts'

/** The start of a list as its page's HTML holds it. */
export interface ListStart<T> {
  /** What the page lists: All (/blog) or a category (its page). */
  choice: CategoryChoice
  /** Its newest posts. */
  posts: readonly T[]
  /** How many posts it has in all; null when not known (the dev server, before the catalog). */
  total: number | null
}

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

/** What is known of a choice's posts without the catalog: its newest posts, and maybe all of them. */
interface Known<T> {
  posts: T[]
  /** Whether `posts` are all the choice's posts. */
  complete: boolean
  total: number | null
}

/**
 * The posts of `choice` known without the catalog. The page's own list is its start; any other
 * choice is filtered from the newest posts of the whole blog (`all`, in the island's bundle): the
 * newest posts of a category among the blog's newest are that category's newest, so they can show
 * while the rest loads.
 */
function knownPosts<T extends { category: string }>(
  all: ListStart<T>,
  start: ListStart<T>,
  choice: CategoryChoice,
): Known<T> {
  if (choice === start.choice) {
    const complete = start.total !== null && start.total <= start.posts.length
    return { posts: [...start.posts], complete, total: start.total }
  }
  const wholeBlog = all.total !== null && all.total <= all.posts.length
  const posts = filterByCategory(all.posts, choice)
  const total = wholeBlog ? posts.length : choice === 'All' ? all.total : null
  return { posts, complete: wholeBlog, total }
}

/** Whether showing `shown` posts of what is known needs the catalog. */
function needs<T>(known: Known<T>, shown: number): boolean {
  return !known.complete && (known.total === null || shown > known.posts.length)
}

/**
 * Whether a choice and count need the catalog (what the page and the blog's first page hold does
 * not cover them). `all`: the blog's newest posts; `start`: the page's own list.
 */
export function needsCatalog<T extends { category: string }>(
  all: ListStart<T>,
  start: ListStart<T>,
  choice: CategoryChoice,
  shown: number,
): boolean {
  return needs(knownPosts(all, start, choice), shown)
}

/**
 * What the list shows for a category choice and a number of posts asked for, from the blog's newest
 * posts (`all`), the page's own list (`start`) and the catalog (every post, once loaded; null
 * before).
 */
export function blogListView<T extends { category: string }>(
  all: ListStart<T>,
  start: ListStart<T>,
  catalog: readonly T[] | null,
  choice: CategoryChoice,
  shown: number,
): BlogListView<T> {
  const known: Known<T> = catalog
    ? { posts: filterByCategory(catalog, choice), complete: true, total: null }
    : knownPosts(all, start, choice)
  const matching = known.complete ? known.posts.length : known.total
  const posts = known.posts.slice(0, shown)
  return {
    posts,
    matching,
    loading: catalog === null && needs(known, shown),
    more: matching === null ? false : posts.length < matching,
  }
}
