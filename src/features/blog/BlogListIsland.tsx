import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useIslandElement } from '../../islands/islandElement'
import { TakeOver } from '../../islands/TakeOver'
import { isPlainClick, useLinkedDialog } from '../../islands/useLinkedDialog'
import { firstPage } from '../../generated/indexes/blogFirstPage'
import type { BlogPostCard } from '../collections/collectionTypes'
import { loadBlogCatalog } from './loadBlogCatalog'
import { categoryFromParam, isCategoryChoice } from './blogFilter'
import type { BlogListAction, BlogListProps } from './BlogList'
import {
  LIST_CHOICE_ATTRIBUTE,
  LIST_FILTERS_ATTRIBUTE,
  LIST_MORE_ATTRIBUTE,
  revealChosenChip,
} from './listMarks'
import { loadDialogArticle } from './dialogArticle'

// What loads on use, with styled-components and the theme: the live list (once the visitor filters
// or asks for more) and the post dialog (once a card is opened). Pointing at or focusing a filter or
// a card starts loading what it needs.
const loadLiveList = () => import('./BlogListLive')
const LiveList = lazy(loadLiveList)
const loadDialog = () => import('./BlogPostDialog')
const BlogPostDialog = lazy(loadDialog)

const prefetchPost = (slug: string) => {
  void loadDialog()
  void loadDialogArticle(slug)
}

/** The category an older shared address of /blog names (`/blog?category=mlops`), if any. */
function categoryInQuery(): string | null {
  return new URLSearchParams(window.location.search).get('category')
}

/**
 * The blog's island, on every list page. It hydrates no list: the cards, filters and paging stay the
 * prerendered HTML (its static content, BlogList) until the visitor changes the list. It answers:
 * - a card's links (dialog links): the post dialog, the post's address in the bar;
 * - a category filter or "Show more" on a list's first page: it loads the live list, which replaces
 *   the prerendered one and applies the choice in place (the address following);
 * - an older shared `/blog?category=…` address: the live list, with that category.
 */
export function BlogListIsland(props: BlogListProps) {
  const host = useIslandElement()
  const [live, setLive] = useState<{ action?: BlogListAction } | null>(null)
  // The posts the dialog can open: the list's own, then whatever the live list shows.
  const [posts, setPosts] = useState<readonly BlogPostCard[]>(() =>
    props.page === 1 && !props.category ? firstPage : (props.posts ?? []),
  )
  const knows = useCallback((slug: string) => posts.some((p) => p.slug === slug), [posts])
  const [open, close] = useLinkedDialog(host, { prefetch: prefetchPost, knows })
  const openPost = posts.find((p) => p.slug === open) ?? null

  useEffect(() => {
    // The dev server renders the whole page live: nothing to take over.
    if (!host || !__PRERENDERED__) return
    const row = host.querySelector(`[${LIST_FILTERS_ATTRIBUTE}]`)
    if (row) revealChosenChip(row)
    if (props.page === 1 && !props.category && categoryFromParam(categoryInQuery()) !== 'All')
      setLive({})
    const actionOf = (target: EventTarget | null): BlogListAction | undefined => {
      if (!(target instanceof Element)) return undefined
      const choice = target
        .closest(`[${LIST_CHOICE_ATTRIBUTE}]`)
        ?.getAttribute(LIST_CHOICE_ATTRIBUTE)
      if (isCategoryChoice(choice)) return { choose: choice }
      if (target.closest(`[${LIST_MORE_ATTRIBUTE}]`)) return { more: true }
      return undefined
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return
      const action = actionOf(event.target)
      if (!action) return
      event.preventDefault()
      setLive((current) => current ?? { action })
    }
    const onReach = (event: Event) => {
      if (!actionOf(event.target)) return
      void loadLiveList()
      if (!props.category) void loadBlogCatalog().catch(() => null)
    }
    host.addEventListener('click', onClick)
    host.addEventListener('pointerover', onReach)
    host.addEventListener('focusin', onReach)
    return () => {
      host.removeEventListener('click', onClick)
      host.removeEventListener('pointerover', onReach)
      host.removeEventListener('focusin', onReach)
    }
  }, [host, props.page, props.category])

  return (
    <>
      {live && (
        <Suspense fallback={null}>
          <TakeOver host={host}>
            <LiveList {...props} action={live.action} onPosts={setPosts} />
          </TakeOver>
        </Suspense>
      )}
      {openPost && (
        <Suspense fallback={null}>
          <BlogPostDialog key={openPost.slug} post={openPost} onDismiss={close} />
        </Suspense>
      )}
    </>
  )
}
