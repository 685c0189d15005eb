import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Prose } from '../../ui/Prose'
import { ResultFigures } from '../../ui/ResultFigures'
import type {
  ArticleBlock,
  FeaturedArticle,
  FeaturedArticleText,
} from '../collections/collectionTypes'
import { articleMarks } from '../blog/articlePage'
import { articlePage } from '../blog/blogCopy'
import { TagList } from '../blog/TagList'
import { ArticleAuthor } from '../blog/ArticleAuthor'
import { ArticleColumns, ArticleContents } from '../blog/ArticleContents'
import { ArticleOpening } from '../blog/ArticleOpening'
import { storyPage } from './storiesCopy'

const Band = styled.div`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.surface};
`

/** The story's figures, under the art: a heading and the row of results. */
const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Text = styled(Prose)`
  h2 {
    margin-top: ${({ theme }) => theme.space[7]};
    text-wrap: balance;
  }
  /* Pull quotes and diagrams sit apart from the paragraphs around them. */
  > figure {
    margin: ${({ theme }) => theme.space[7]} 0;
  }
  /* The pull quote is not a cited quotation: none of the prose's blockquote rule and colour. */
  [data-pull-quote] blockquote {
    margin: 0;
    padding: 0;
    border: 0;
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    letter-spacing: -0.01em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.ink};
  }
  /* On wide screens a diagram takes some of the margin on the right, for larger words. */
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}px) {
    > [data-diagram] {
      margin-right: -6rem;
    }
  }
`

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

export interface StoryLayoutProps {
  article: FeaturedArticle
  /** The text, or null while it loads (development server). */
  text: FeaturedArticleText | null
  /** Above the title: the category, a draft badge. */
  eyebrow: ReactNode
  /** The text (sub-heads, paragraphs, the pull quote and the diagram), or its loading state. */
  children: ReactNode
  actions: ReactNode
}

const headings = (blocks: readonly ArticleBlock[]) =>
  blocks.filter((b): b is Extract<ArticleBlock, { type: 'heading' }> => b.type === 'heading')

/**
 * A featured story's page: one `<article>` named by its h1. The opening (category, title,
 * standfirst, byline with portrait, date and reading time, the art), the story's figures, the
 * "In this story" list of its sub-heads, the text, then who wrote it, the tags and the buttons.
 */
export function StoryLayout({ article, text, eyebrow, children, actions }: StoryLayoutProps) {
  const sections = text ? headings(text.blocks) : []
  return (
    <article aria-labelledby="page-title">
      <ArticleOpening article={article} eyebrow={eyebrow} />
      <Band id="article">
        <Container>
          {text?.results && (
            <Results aria-labelledby="story-results">
              <h2 id="story-results">{storyPage.resultsTitle[article.category]}</h2>
              <ResultFigures
                results={text.results}
                label={storyPage.resultsTitle[article.category]}
              />
            </Results>
          )}
          <ArticleColumns>
            <ArticleContents id="story-contents" title={storyPage.contents} sections={sections} />
            <div>
              <Text {...{ [articleMarks.body]: '' }}>{children}</Text>
              <Footer>
                <ArticleAuthor name={article.author} />
                <TagList tags={article.tags} label={articlePage.tagsLabel} />
                <ButtonRow>{actions}</ButtonRow>
              </Footer>
            </div>
          </ArticleColumns>
        </Container>
      </Band>
    </article>
  )
}
