import { readArticlePage, type ArticleParts } from './articlePage'

/** What the blog's post dialog shows besides the card's own data. */
export type DialogArticle =
  /** Read from the article's prerendered page. */
  | ({ kind: 'page' } & ArticleParts)
  /** On the dev server, which renders pages in the browser: the MDX body renders there too. */
  | { kind: 'module'; tags: string[]; imageAlt: string }
  /** The page could not be fetched or held no article (offline, a draft, a removed post). */
  | { kind: 'failed' }

/** The address of a post's own page, which the card and the dialog link to. */
export const articleHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`

async function fromPage(slug: string): Promise<DialogArticle> {
  try {
    const response = await fetch(articleHref(slug), { headers: { Accept: 'text/html' } })
    if (!response.ok) return { kind: 'failed' }
    const parts = readArticlePage(
      new DOMParser().parseFromString(await response.text(), 'text/html'),
    )
    return parts ? { kind: 'page', ...parts } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

async function fromModule(slug: string): Promise<DialogArticle> {
  const { loadBlogPost } = await import('./postLoader')
  const loaded = await loadBlogPost(slug).catch(() => null)
  return loaded
    ? { kind: 'module', tags: loaded.post.tags, imageAlt: loaded.post.imageAlt }
    : { kind: 'failed' }
}

/** One promise per post, so React's `use()` sees the same one on every render. */
const cache = new Map<string, Promise<DialogArticle>>()

/**
 * The dialog's article: its page, fetched once (a hover or focus on the card usually starts it).
 * Never rejects: a failure is `{ kind: 'failed' }`, shown in the dialog with the link to the page.
 */
export function loadDialogArticle(slug: string): Promise<DialogArticle> {
  let promise = cache.get(slug)
  if (!promise) {
    // `__PRERENDERED__` is false only on the dev server, whose pages hold no prerendered article;
    // in a build the other branch and the posts it imports are left out of the bundle.
    promise = __PRERENDERED__ ? fromPage(slug) : fromModule(slug)
    cache.set(slug, promise)
  }
  return promise
}

/** Forgets a failed load when its dialog closes, so opening the post again tries again. */
export async function forgetFailedArticle(slug: string): Promise<void> {
  const promise = cache.get(slug)
  if (promise && (await promise).kind === 'failed' && cache.get(slug) === promise) {
    cache.delete(slug)
  }
}
