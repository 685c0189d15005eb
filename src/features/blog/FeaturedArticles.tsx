import { lazy, Suspense, use, useState } from 'react'
import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { featuredArticles, featuredArticleTexts } from '../../generated/content/featuredArticles'
import type { FeaturedArticle, FeaturedArticleText } from '../content/types'
import { featuredSection, postDialog } from './blogContent'
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
 * Home: the three featured articles. A card or its Read More opens the post modal with the article's
 * full text; 'View All Blogs' goes to /blog.
 */
export function FeaturedArticles() {
  const [selected, setSelected] = useState<FeaturedArticle | null>(null)
  const prefetch = (slug: string) => {
    void loadDialog()
    void loadText(slug)
  }
  return (
    <Section
      id={featuredSection.id}
      eyebrow={featuredSection.eyebrow}
      title={featuredSection.title}
      intro={featuredSection.intro}
    >
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
      <ButtonRow $center>
        <LinkButton to={featuredSection.viewAll.to} variant="secondary">
          {featuredSection.viewAll.label}
        </LinkButton>
      </ButtonRow>
      {selected && (
        <Suspense fallback={null}>
          <PostDialog article={selected} onDismiss={() => setSelected(null)}>
            <Suspense fallback={<Loading>{postDialog.loading}</Loading>}>
              <ArticleText slug={selected.slug} />
            </Suspense>
          </PostDialog>
        </Suspense>
      )}
    </Section>
  )
}
