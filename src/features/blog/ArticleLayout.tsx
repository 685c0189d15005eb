import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonRow } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Prose } from '../../ui/Prose'
import { Container } from '../../ui/Container'
import type { ArticleMeta as ArticleMetaData } from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'
import { ArticleMeta } from './ArticleMeta'
import { articleMarks } from './articlePage'
import { articlePage } from './blogCopy'
import { TagList } from './TagList'

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

/**
 * Below the header: a band like a page section's, but a plain block (the whole is one `<article>`
 * named by its title; a body without headings of its own would make an unnamed `<section>`).
 */
const Band = styled.div`
  padding: ${({ theme }) => theme.space[8]} 0;
  background: ${({ theme }) => theme.color.surface};
`

/** The body and its footer, at reading width. */
const ArticleBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: 0 auto;
`

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
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
  /** The text, inside the prose wrapper the post dialog reads (articlePage.ts). */
  children: ReactNode
  /** The buttons under the tags. */
  actions: ReactNode
}

/**
 * An article's page: one `<article>` named by its h1, with its header (category, title, lead, author,
 * date, reading time, cover) and its body at reading width, then its tags and the page's buttons.
 * Blog posts (/blog/{slug}) and the home page's featured articles (/stories/{slug}) share it.
 */
export function ArticleLayout({ article, eyebrow, children, actions }: ArticleLayoutProps) {
  return (
    <article aria-labelledby="page-title">
      <PageHero
        as="header"
        eyebrow={eyebrow}
        title={article.title}
        lead={
          <>
            <p>{article.excerpt}</p>
            <ArticleMeta
              author={article.author}
              date={article.date}
              displayDate={article.displayDate}
              readTime={article.readTime}
              onDark
            />
          </>
        }
        aside={
          <Cover
            src={uploadUrl(article.imageUrl)}
            alt={article.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            {...{ [articleMarks.cover]: '' }}
          />
        }
      />
      <Band id="article">
        <Container>
          <ArticleBody>
            <Prose {...{ [articleMarks.body]: '' }}>{children}</Prose>
            <Footer>
              <TagList tags={article.tags} label={articlePage.tagsLabel} />
              <ButtonRow>{actions}</ButtonRow>
            </Footer>
          </ArticleBody>
        </Container>
      </Band>
    </article>
  )
}
