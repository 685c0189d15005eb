import { lazy, Suspense, useCallback } from 'react'
import { useIslandElement } from '../../islands/islandElement'
import { useLinkedDialog } from '../../islands/useLinkedDialog'

// The modal, the articles' card data (and @reach/dialog) load on first use; pointing at or focusing
// a card starts loading them and the article's text.
const loadDialog = () => import('./FeaturedArticleDialog')
const FeaturedArticleDialog = lazy(loadDialog)
const prefetch = (slug: string) => void loadDialog().then((m) => m.preloadText(slug))

export interface FeaturedArticleDialogsProps {
  /** The featured articles' slugs: the dialog links it answers. */
  slugs: string[]
}

/**
 * Home's island: the post modal of the three featured articles. It renders nothing until a card's
 * link is clicked (the cards are static HTML, see FeaturedArticleList), then the modal with the
 * article's category, title, author, date, read time, excerpt, image, full text and tags, the
 * article's address in the address bar; Escape, the close button or Back close it.
 */
export function FeaturedArticleDialogs({ slugs }: FeaturedArticleDialogsProps) {
  const host = useIslandElement()
  const knows = useCallback((slug: string) => slugs.includes(slug), [slugs])
  const [open, close] = useLinkedDialog(host, { prefetch, knows })
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <FeaturedArticleDialog slug={open} onDismiss={close} />
    </Suspense>
  )
}
