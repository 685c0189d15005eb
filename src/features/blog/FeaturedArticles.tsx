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
 * the first article leads, with its art; the other two follow as rows, a square of their art
 * beside the category, the title and Read More (the excerpts are what the articles open with, one
 * tap away). From 768 px the three sit side by side.
 */
const Cards = styled.div`
  is-land > :last-child {
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      ${balancedColumns(3)}
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    is-land > :last-child {
      gap: ${({ theme }) => theme.space[3]};
    }
    [data-post-card] > p {
      display: none;
    }
    [data-post-card] h3 {
      text-wrap: balance;
    }
    /* The lead's art, a little wider than on the grid so the card stays within a screen. */
    is-land > :last-child > :first-child [data-post-card] > img {
      aspect-ratio: 2 / 1;
    }
    is-land > :last-child > :not(:first-child) [data-post-card] {
      display: grid;
      grid-template-columns: 4.5rem minmax(0, 1fr) auto;
      align-content: start;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[3]};
      /* The category and Read More on the first line, the title under them. */
      > * {
        grid-column: 2 / -1;
      }
      > :nth-child(2) {
        grid-column: 2;
      }
      > :last-child {
        grid-column: 3;
        grid-row: 1;
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
      h3 {
        font-size: ${({ theme }) => theme.fontSize.lg};
      }
      > :last-child {
        padding-top: 0;
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
