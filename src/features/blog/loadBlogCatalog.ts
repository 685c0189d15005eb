import type { BlogPostCard } from '../collections/collectionTypes'

let loading: Promise<BlogPostCard[]> | undefined

/**
 * Every post's card data (generated/indexes/blogCatalog.ts), in its own chunk: /blog loads it only
 * when the visitor filters or asks for more posts than its HTML holds. A failed load can be retried.
 */
export function loadBlogCatalog(): Promise<BlogPostCard[]> {
  loading ??= import('../../generated/indexes/blogCatalog').then(
    (m) => m.catalog,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
