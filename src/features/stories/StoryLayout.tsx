import type { ReactNode } from 'react'
import styled from 'styled-components'
import { team } from '../../../content/team'
import { ButtonRow } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Prose } from '../../ui/Prose'
import { ResultFigures } from '../../ui/ResultFigures'
import type {
  ArticleBlock,
  FeaturedArticle,
  FeaturedArticleText,
} from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'
import { articleMarks } from '../blog/articlePage'
import { articlePage } from '../blog/blogCopy'
import { TagList } from '../blog/TagList'
import { Portrait } from '../team/Portrait'
import { storyPage } from './storiesCopy'

/*
 * An editorial opening on white, not the navy band: the category, a large title, the standfirst,
 * the byline with the author's portrait, then the art across the column. On a phone the first
 * screen holds the title, the byline and the top of the art.
 */
const Opening = styled.header`
  padding: ${({ theme }) => theme.space[6]} 0 0;
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 58rem;
`

const Eyebrow = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  /* The kanga dots as a short rule before the category. */
  &::before {
    content: '';
    flex: none;
    width: 56px;
    height: 8px;
    background: ${({ theme }) => theme.pattern.pindo} left center /
      ${({ theme }) => theme.pattern.pindoSize} repeat-x;
  }
`

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 1.35rem + 3.2vw, 3.75rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.ink};
  text-wrap: balance;
`

const Standfirst = styled.p`
  margin: 0;
  max-width: 46rem;
  font-size: clamp(1.125rem, 1rem + 0.5vw, 1.375rem);
  line-height: 1.45;
  color: ${({ theme }) => theme.color.textMuted};
  text-wrap: pretty;
`

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[2]};
`

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  line-height: 1.3;
  img {
    flex: none;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    object-fit: cover;
  }
  b {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
  span span {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`

/** The cover across the column, cropped to a wide strip (the drawings are centred). */
const Art = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space[6]};
  aspect-ratio: 16 / 9;
  object-fit: cover;
  /* The covers' drawings sit a little below the middle: keep their foot in the strip. */
  object-position: 50% 60%;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    aspect-ratio: 5 / 2;
    margin-top: ${({ theme }) => theme.space[7]};
  }
`

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

/** On wide screens the contents stay in view beside the text; on narrower ones they come first. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 15rem minmax(0, 44rem);
    gap: ${({ theme }) => theme.space[8]};
  }
`

const Contents = styled.nav`
  align-self: start;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
    padding: 0 0 0 ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.color.border};
    border-radius: 0;
    background: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: part;
  }
  li {
    counter-increment: part;
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: baseline;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[2]} 0;
    box-sizing: border-box;
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.35;
    text-decoration: none;
    &::before {
      content: counter(part, decimal-leading-zero);
      flex: none;
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-variant-numeric: tabular-nums;
      color: ${({ theme }) => theme.color.brandStrong};
    }
    &:hover {
      text-decoration: underline;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    a {
      font-size: ${({ theme }) => theme.fontSize.sm};
      font-weight: 500;
      color: ${({ theme }) => theme.color.textMuted};
    }
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

const AuthorCard = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
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
  const author = team.find((m) => m.name === article.author)
  const sections = text ? headings(text.blocks) : []
  return (
    <article aria-labelledby="page-title">
      <Opening>
        <Container>
          <Head>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title id="page-title">{article.title}</Title>
            <Standfirst>{article.excerpt}</Standfirst>
            <Byline>
              <Author>
                {author && <Portrait member={author} frame="square" sizes="52px" priority />}
                <span>
                  <b>
                    <span className="visually-hidden">{storyPage.by} </span>
                    {article.author}
                  </b>
                  {author && <span>{author.role}</span>}
                </span>
              </Author>
              <Meta>
                <span className="visually-hidden">Published: </span>
                <time dateTime={article.date}>{article.displayDate}</time>
                <span aria-hidden="true">·</span>
                <span>{article.readTime}</span>
              </Meta>
            </Byline>
          </Head>
          <Art
            src={uploadUrl(article.imageUrl)}
            alt={article.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            {...{ [articleMarks.cover]: '' }}
          />
        </Container>
      </Opening>
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
          <Columns>
            {sections.length > 1 ? (
              <Contents aria-labelledby="story-contents">
                <h2 id="story-contents">{storyPage.contents}</h2>
                <ol>
                  {sections.map((s) => (
                    <li key={s.id}>
                      <a href={`#${s.id}`}>{s.text}</a>
                    </li>
                  ))}
                </ol>
              </Contents>
            ) : (
              <div />
            )}
            <div>
              <Text {...{ [articleMarks.body]: '' }}>{children}</Text>
              <Footer>
                {author && (
                  <AuthorCard>
                    <Portrait member={author} frame="square" sizes="72px" />
                    <div>
                      <h2>{storyPage.aboutAuthor}</h2>
                      <p>
                        <b>{author.name}</b>, {author.role}. {author.focus}.
                      </p>
                    </div>
                  </AuthorCard>
                )}
                <TagList tags={article.tags} label={articlePage.tagsLabel} />
                <ButtonRow>{actions}</ButtonRow>
              </Footer>
            </div>
          </Columns>
        </Container>
      </Band>
    </article>
  )
}
