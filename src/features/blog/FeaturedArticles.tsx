import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { featuredArticles } from '../../generated/content/featuredArticles'
import { featuredSection } from './blogContent'
import { FeaturedArticleDialogs } from './FeaturedArticleDialogs'
import { FeaturedArticleList } from './FeaturedArticleList'

// Light (it renders nothing until a card is clicked): it starts as soon as the page has painted.
const FeaturedArticlesIsland = defineIsland('home-articles', FeaturedArticleDialogs)

/**
 * Home: the three featured articles, each a link to its page; the island (the post modal) makes the
 * same links open the modal. 'View All Blogs' goes to /blog.
 */
export function FeaturedArticles() {
  return (
    <Section
      id={featuredSection.id}
      eyebrow={featuredSection.eyebrow}
      title={featuredSection.title}
      intro={featuredSection.intro}
    >
      <FeaturedArticlesIsland
        slugs={featuredArticles.map((a) => a.slug)}
        staticContent={<FeaturedArticleList />}
      />
      <ButtonRow $center>
        <LinkButton to={featuredSection.viewAll.to} variant="secondary">
          {featuredSection.viewAll.label}
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
