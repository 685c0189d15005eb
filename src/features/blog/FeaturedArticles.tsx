import styled from 'styled-components'
import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { snapRowOnPhones, snapRowOnTablets } from '../../ui/SnapRow'
import { featuredSection } from './blogContent'
import { FeaturedArticleList } from './FeaturedArticleList'

/**
 * On phones and tablets the island's cards (its first child is their grid) become a row to swipe
 * through (on a tablet two and the edge of the third; a grid of two left the third alone). Each
 * phone card is its category, title and Read More: the cover and the excerpt are what the article
 * itself opens with, one tap away.
 */
const Cards = styled.div`
  is-land > :first-child {
    ${snapRowOnPhones}
    ${snapRowOnTablets}
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-post-card] > img,
    [data-post-card] > p {
      display: none;
    }
  }
`

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
      <Cards>
        <FeaturedArticleListIsland />
      </Cards>
      <ButtonRow $center>
        <LinkButton to={featuredSection.viewAll.to} variant="secondary">
          {featuredSection.viewAll.label}
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
