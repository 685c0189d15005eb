import styled from 'styled-components'
import { defineIsland } from '../../islands/defineIsland'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Section } from '../../ui/Section'
import { balancedColumns } from '../../ui/balancedGrid'
import { featuredArticles } from '../../generated/indexes/featuredArticles'
import { featuredSection } from './blogCopy'
import { FeaturedArticleDialogs } from './FeaturedArticleDialogs'
import { FeaturedArticleList } from './FeaturedArticleList'

/**
 * The island's cards (its static content, after the dialog controller's root: the grid). On phones
 * the three articles are one family of rows: a square of the art, then the title first, and under
 * it the category and Read More (the excerpts are what the articles open with, one tap away). From
 * 768 px the three sit side by side as cards.
 */
const Cards = styled.div`
  is-land > :last-child {
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      ${balancedColumns(3)}
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    is-land > :last-child {
      ${balancedColumns(1)}
      gap: ${({ theme }) => theme.space[3]};
    }
    [data-post-card] {
      display: grid;
      grid-template-columns: 4.5rem minmax(0, 1fr) auto;
      align-content: start;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[3]};
      > p {
        display: none;
      }
      > img {
        grid-column: 1;
        grid-row: 1 / span 2;
        align-self: start;
        width: 100%;
        aspect-ratio: 1;
        margin: 0;
        border-radius: ${({ theme }) => theme.radius.md};
      }
      /* The title first, across the row; the category and Read More under it. */
      h3 {
        grid-column: 2 / -1;
        grid-row: 1;
        font-size: ${({ theme }) => theme.fontSize.lg};
        text-wrap: balance;
      }
      > :nth-child(2) {
        grid-column: 2;
        grid-row: 2;
      }
      > :last-child {
        grid-column: 3;
        grid-row: 2;
        padding-top: 0;
      }
      /* A tablet: a larger square of the art, the title at card size. */
      @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
        grid-template-columns: 6rem minmax(0, 1fr) auto;
        column-gap: ${({ theme }) => theme.space[5]};
        padding: ${({ theme }) => theme.space[4]};
        h3 {
          font-size: ${({ theme }) => theme.fontSize.xl};
        }
      }
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
