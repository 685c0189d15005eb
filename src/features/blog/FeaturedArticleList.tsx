import { CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { storyHref } from '../stories/storyHref'
import { PostCard } from './PostCard'

/**
 * Home: the three featured articles' cards, static HTML. Each card's title, its Read More and a click
 * anywhere on it lead to the article's page (/stories/{slug}); once the home page's island has
 * hydrated (FeaturedArticleDialogs), the same taps open the post modal with the article's full text.
 */
export function FeaturedArticleList() {
  return (
    <CardGrid $columns={3}>
      {featuredArticles.map((article, i) => (
        <Reveal key={article.slug} delay={0.1 + i * 0.05}>
          <PostCard
            article={article}
            ctaLabel={article.cta}
            pageHref={storyHref(article.slug)}
            draft={article.draft}
            // The home page keeps its cards light; the modal shows author, date and read time.
            showMeta={false}
          />
        </Reveal>
      ))}
    </CardGrid>
  )
}
