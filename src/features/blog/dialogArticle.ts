import { useEffect, useState } from 'react'
import { articleHref, readArticlePage, type ArticleParts } from './articlePage'

/** What the blog's post dialog shows besides the card's own data. */
export type DialogArticle =
  /** Read from the article's prerendered page. */
  | ({ kind: 'page' } & ArticleParts)
  /** On the dev server, which renders pages in the browser: the MDX body renders there too. */
  | { kind: 'module'; tags: string[]; imageAlt: string }
  /** The page could not be fetched or held no article (offline, a draft, a removed post). */
  | { kind: 'failed' }

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

/** One load per post; and what each has given, once settled, for a dialog opened afterwards. */
const cache = new Map<string, Promise<DialogArticle>>()
const settled = new Map<string, DialogArticle>()

/**
 * The dialog's article: its page, fetched once (a hover or focus on the card usually starts it).
 * Never rejects: a failure is `{ kind: 'failed' }`, shown in the dialog with the link to the page.
 */
export function loadDialogArticle(slug: string): Promise<DialogArticle> {
  let promise = cache.get(slug)
  if (!promise) {
    // `__PRERENDERED__` is false only on the dev server, whose pages hold no prerendered article;
    // in a build the other branch and the posts it imports are left out of the bundle.
    const loading = __PRERENDERED__ ? fromPage(slug) : fromModule(slug)
    promise = loading.then((article) => {
      if (cache.get(slug) === promise) settled.set(slug, article)
      return article
    })
    cache.set(slug, promise)
  }
  return promise
}

/**
 * The article of an open dialog: undefined while it loads (at once when a hover loaded it already).
 * Render it with `key={slug}`, so another post starts from its own state.
 */
export function useDialogArticle(slug: string): DialogArticle | undefined {
  const [article, setArticle] = useState(() => settled.get(slug))
  useEffect(() => {
    if (article) return
    let live = true
    void loadDialogArticle(slug).then((loaded) => live && setArticle(loaded))
    return () => {
      live = false
    }
  }, [slug, article])
  return article
}

/** Forgets a failed load when its dialog closes, so opening the post again tries again. */
export function forgetFailedArticle(slug: string): void {
  if (settled.get(slug)?.kind === 'failed') {
    settled.delete(slug)
    cache.delete(slug)
  }
}
