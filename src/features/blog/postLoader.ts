import { shardCount, shards } from '../../generated/indexes/blogPostModules'
import { shardOf } from '../collections/shard'
import type { BlogPostModule } from '../collections/collectionTypes'

/** A promise that also says whether it has settled, as React's `use()` reads it. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T }

/**
 * Each post is its own chunk (metadata + MDX body), found through its shard. Pages load exactly the
 * one they show. Promises are kept so `use()` sees the same one on every render, and marked when
 * settled so a post loaded before hydration renders without suspending.
 */
const cache = new Map<string, TrackedPromise<BlogPostModule | null>>()

/** The post's module, or null when there is no such post. */
export function loadBlogPost(slug: string): Promise<BlogPostModule | null> {
  let promise = cache.get(slug)
  if (!promise) {
    const loadShard = shards[shardOf(slug, shardCount)]
    const loading: TrackedPromise<BlogPostModule | null> = loadShard
      ? loadShard().then((shard) => {
          const load = Object.prototype.hasOwnProperty.call(shard.posts, slug)
            ? shard.posts[slug]
            : undefined
          return load ? load() : null
        })
      : Promise.resolve(null)
    loading.status = 'pending'
    loading.then(
      (value) => {
        loading.status = 'fulfilled'
        loading.value = value
      },
      () => {
        loading.status = 'rejected'
      },
    )
    promise = loading
    cache.set(slug, promise)
  }
  return promise
}

/** True when the post is known not to exist (its shard has loaded without it). */
export function isMissingPost(slug: string): boolean {
  const promise = cache.get(slug)
  return promise?.status === 'fulfilled' && promise.value === null
}

const POST_PATH = /^\/blog\/([^/]+)\/?$/

/**
 * Before the first render in the browser: load the post of the address, so hydration renders it (or
 * the not-found page the static host served) without suspending. Does nothing during the prerender,
 * which loads the post in the route's loader (`loadPostForPrerender`).
 */
export async function preloadPostForLocation(): Promise<void> {
  if (typeof window === 'undefined') return
  const slug = POST_PATH.exec(window.location.pathname)?.[1]
  if (slug) await loadBlogPost(decodeURIComponent(slug)).catch(() => null)
}

/**
 * The post route's loader, run by the prerender before it renders a post page: the page then reads a
 * settled promise and renders the whole article into the HTML. Returns no data (the browser gets the
 * post from its chunk, loaded before hydration by `preloadPostForLocation`).
 * @public re-exported by BlogPostPage.tsx as `loader`.
 */
export async function loadPostForPrerender({
  params,
}: {
  params: Record<string, string | undefined>
}): Promise<null> {
  if (params.slug) await loadBlogPost(params.slug)
  return null
}
