import type { ReactNode } from 'react'
import styled from 'styled-components'
import { team } from '../../../content/team'
import { Container } from '../../ui/Container'
import { uploadUrl } from '../collections/uploads'
import { Portrait } from '../team/Portrait'
import { articleMarks } from './articlePage'
import { articlePage } from './blogCopy'
import { tieDash } from './titleText'

/*
 * The editorial opening of every article (blog posts and featured stories), on white rather than
 * the navy band: the category, a large title, the standfirst, the byline with the author's
 * portrait, then the art across the column. On a phone the first screen holds the title, the byline
 * and the top of the art.
 */
const Opening = styled.header`
  padding: ${({ theme }) => theme.space[6]} 0 0;
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

/**
 * From 1024 px the opening is a spread: the words on the left, the cover beside them on the right
 * (the page's right gutter), framed like a plate, instead of a wide strip under the byline.
 */
const Spread = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: center;
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

/* At 800, like every title of the site (the kit's section titles and the pages' openings). */
const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 1.35rem + 3.2vw, 3.25rem);
  font-weight: 800;
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
  /* Beside the words: a plate at 3:2 (the drawings keep their sides), on the kanga-dot grid. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    aspect-ratio: 3 / 2;
    object-position: 50% 55%;
    margin-top: 0;
    /* The plate's offset falls inward, so its edge stays on the page's right edge. */
    box-shadow: -${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} 0
      ${({ theme }) => theme.color.brandSoft};
  }
`

export interface ArticleOpeningProps {
  article: {
    title: string
    excerpt: string
    author: string
    date: string
    displayDate: string
    readTime: string
    imageUrl: string
    imageAlt: string
  }
  /** Above the title: the category (a link where it has a page), a draft badge. */
  eyebrow: ReactNode
}

/** An article's `<header>`: its h1 is `#page-title`, which names the `<article>` around it. */
export function ArticleOpening({ article, eyebrow }: ArticleOpeningProps) {
  const author = team.find((m) => m.name === article.author)
  return (
    <Opening>
      <Container>
        <Spread>
          <Head>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title id="page-title">{tieDash(article.title)}</Title>
            <Standfirst>{article.excerpt}</Standfirst>
            <Byline>
              <Author>
                {author && <Portrait member={author} frame="square" sizes="52px" priority />}
                <span>
                  <b>
                    <span className="visually-hidden">{articlePage.by} </span>
                    {article.author}
                  </b>
                  {author && <span>{author.role}</span>}
                </span>
              </Author>
              <Meta>
                <span className="visually-hidden">{articlePage.published} </span>
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
        </Spread>
      </Container>
    </Opening>
  )
}
