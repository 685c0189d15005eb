import { Suspense, use } from 'react'
import styled from 'styled-components'
import { Themed } from '../../ui/Themed'
import { featuredArticles, featuredArticleTexts } from '../../generated/indexes/featuredArticles'
import type { FeaturedArticleText } from '../collections/collectionTypes'
import { storyHref } from '../stories/storyHref'
import { postDialog } from './blogCopy'
import { ArticleBlocks } from '../stories/ArticleBlocks'
import PostDialog from './PostDialog'

const texts = new Map<string, Promise<FeaturedArticleText>>()

/** Starts loading an article's text (each is its own chunk); the modal reads the same promise. */
export function preloadText(slug: string): Promise<FeaturedArticleText> {
  let promise = texts.get(slug)
  if (!promise) {
    const load = featuredArticleTexts[slug]
    promise = load ? load() : Promise.resolve({ blocks: [] })
    texts.set(slug, promise)
  }
  return promise
}

const Loading = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

function ArticleText({ slug }: { slug: string }) {
  // Sub-heads one level under the dialog's title (h2).
  return <ArticleBlocks blocks={use(preloadText(slug)).blocks} level={3} />
}

/** The post modal of one featured article (loaded on first use by FeaturedArticleDialogs). */
export default function FeaturedArticleDialog({
  slug,
  onDismiss,
}: {
  slug: string
  onDismiss: () => void
}) {
  const article = featuredArticles.find((a) => a.slug === slug)
  if (!article) return null
  return (
    // The island around it provides no theme (it renders nothing styled until a card is opened).
    <Themed>
      <PostDialog article={article} pageHref={storyHref(slug)} onDismiss={onDismiss}>
        <Suspense fallback={<Loading>{postDialog.loading}</Loading>}>
          <ArticleText slug={slug} />
        </Suspense>
      </PostDialog>
    </Themed>
  )
}
