import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonRow } from '../../ui/Button'
import { Prose } from '../../ui/Prose'
import { Container } from '../../ui/Container'
import type { ArticleMeta as ArticleMetaData, TextSection } from '../collections/collectionTypes'
import { ArticleAuthor } from './ArticleAuthor'
import { ArticleColumns, ArticleContents } from './ArticleContents'
import { ArticleOpening } from './ArticleOpening'
import { articleMarks } from './articlePage'
import { articlePage } from './blogCopy'
import { TagList } from './TagList'

/**
 * Below the opening: a plain block, not a section (the whole is one `<article>` named by its title;
 * a body without headings of its own would make an unnamed `<section>`).
 */
const Band = styled.div`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.color.surface};
`

/** The body and its footer, in the text column beside the contents. */
const ArticleBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

export interface ArticleLayoutProps {
  article: Pick<
    ArticleMetaData,
    | 'title'
    | 'excerpt'
    | 'author'
    | 'date'
    | 'displayDate'
    | 'readTime'
    | 'imageUrl'
    | 'imageAlt'
    | 'tags'
  >
  /** Above the title: the category (a link where it has a page), a draft badge. */
  eyebrow: ReactNode
  /** The body's sub-heads, for the "In this article" list beside it. */
  sections: readonly TextSection[]
  /** The text, inside the prose wrapper the post dialog reads (articlePage.ts). */
  children: ReactNode
  /** The buttons under the tags. */
  actions: ReactNode
}

/**
 * A blog post's page (/blog/{slug}): one `<article>` named by its h1, with the editorial opening the
 * featured stories have too (category, title, standfirst, byline with the author's portrait, the
 * cover), the list of its sub-heads beside its body, then who wrote it, its tags and the page's buttons.
 */
export function ArticleLayout({
  article,
  sections,
  eyebrow,
  children,
  actions,
}: ArticleLayoutProps) {
  return (
    <article aria-labelledby="page-title">
      <ArticleOpening article={article} eyebrow={eyebrow} />
      <Band id="article">
        <Container>
          <ArticleColumns>
            <ArticleContents
              id="article-contents"
              title={articlePage.contents}
              sections={sections}
            />
            <ArticleBody>
              <Prose {...{ [articleMarks.body]: '' }}>{children}</Prose>
              <Footer>
                <ArticleAuthor name={article.author} />
                <TagList tags={article.tags} label={articlePage.tagsLabel} />
                <ButtonRow>{actions}</ButtonRow>
              </Footer>
            </ArticleBody>
          </ArticleColumns>
        </Container>
      </Band>
    </article>
  )
}
