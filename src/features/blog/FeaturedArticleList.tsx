import { lazy, Suspense, use, useState } from 'react'
import styled from 'styled-components'
import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { featuredArticles, featuredArticleTexts } from '../../generated/content/featuredArticles'
import type { FeaturedArticle, FeaturedArticleText } from '../content/types'
import { postDialog } from './blogContent'
import { Paragraphs } from './Paragraphs'
import { PostCard } from './PostCard'

// The dialog (with @reach/dialog) and each article's text load on first use, so they add nothing to
// the home page's first load; hovering or focusing a card starts loading them.
const loadDialog = () => import('./PostDialog')
const PostDialog = lazy(loadDialog)

const texts = new Map<string, Promise<FeaturedArticleText>>()
function loadText(slug: string): Promise<FeaturedArticleText> {
  let promise = texts.get(slug)
  if (!promise) {
    const load = featuredArticleTexts[slug]
    promise = load ? load() : Promise.resolve({ paragraphs: [] })
    texts.set(slug, promise)
  }
  return promise
}

const Loading = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

function ArticleText({ slug }: { slug: string }) {
  return <Paragraphs paragraphs={use(loadText(slug)).paragraphs} />
}

/**
 * Home's island: the three featured articles' cards. A card or its Read More opens the post modal
 * with the article's full text.
 */
export function FeaturedArticleList() {
  const [selected, setSelected] = useState<FeaturedArticle | null>(null)
  const prefetch = (slug: string) => {
    void loadDialog()
    void loadText(slug)
  }
  return (
    <>
      <CardGrid $columns={3}>
        {featuredArticles.map((article, i) => (
          <Reveal key={article.slug} delay={0.1 + i * 0.05}>
            <PostCard
              article={article}
              ctaLabel={article.cta}
              onOpen={() => setSelected(article)}
              onPrefetch={() => prefetch(article.slug)}
              draft={article.draft}
              // The home page keeps its cards light; the modal shows author, date and read time.
              showMeta={false}
            />
          </Reveal>
        ))}
      </CardGrid>
      {selected && (
        <Suspense fallback={null}>
          <PostDialog article={selected} onDismiss={() => setSelected(null)}>
            <Suspense fallback={<Loading>{postDialog.loading}</Loading>}>
              <ArticleText slug={selected.slug} />
            </Suspense>
          </PostDialog>
        </Suspense>
      )}
    </>
  )
}
