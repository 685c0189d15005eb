import styled from 'styled-components'
import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { snapRowOnPhones } from '../../ui/SnapRow'
import { balancedColumns } from '../../ui/balancedGrid'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { featuredSection } from './blogCopy'
import { FeaturedArticleDialogs } from './FeaturedArticleDialogs'
import { FeaturedArticleList } from './FeaturedArticleList'

/**
 * On phones the island's cards (its static content, after the dialog controller's root: the grid)
 * become a row to swipe through; from 768 px the three sit side by side. Each phone card is its category, title and Read More: the cover and the
 * excerpt are what the article itself opens with, one tap away.
 */
const Cards = styled.div`
  is-land > :last-child {
    ${snapRowOnPhones}
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      ${balancedColumns(3)}
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-post-card] > img,
    [data-post-card] > p {
      display: none;
    }
  }
`

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
      <Cards>
        <FeaturedArticlesIsland
          slugs={featuredArticles.map((a) => a.slug)}
          staticContent={<FeaturedArticleList />}
        />
      </Cards>
      <ButtonRow $center>
        <LinkButton to={featuredSection.viewAll.to} variant="secondary">
          {featuredSection.viewAll.label}
        </LinkButton>
      </ButtonRow>
    </Section>
  )
}
