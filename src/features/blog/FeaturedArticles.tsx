import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { featuredSection } from './blogContent'
import { FeaturedArticleList } from './FeaturedArticleList'

const FeaturedArticleListIsland = defineIsland('home-articles', FeaturedArticleList)

/** Home: the three featured articles (an island: the cards open the post dialog); 'View All Blogs' goes to /blog. */
export function FeaturedArticles() {
  return (
    <Section
      id={featuredSection.id}
      eyebrow={featuredSection.eyebrow}
      title={featuredSection.title}
      intro={featuredSection.intro}
    >
      <FeaturedArticleListIsland />
      <ButtonRow $center>
        <LinkButton to={featuredSection.viewAll.to} variant="secondary">
          {featuredSection.viewAll.label}
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
