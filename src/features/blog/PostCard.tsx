import { Link } from '../../ui/Link'
import styled from 'styled-components'
import { Badge, Card, cardLinkStyles } from '../../ui/Card'
import { LinkButton } from '../../ui/Button'
import { dialogLink } from '../../islands/useLinkedDialog'
import type { ArticleCardData } from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'
import { ArticleMeta } from './ArticleMeta'
import { tieDash } from './titleText'
import { blogCoverUrl } from './blogCoverFile'

const Frame = styled(Card)`
  height: 100%;
`

const Cover = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space[5]});
  max-width: none;
  height: auto;
  aspect-ratio: 40 / 21;
  object-fit: cover;
  margin: -${({ theme }) => theme.space[5]} -${({ theme }) => theme.space[5]} 0;
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  background: ${({ theme }) => theme.color.ink};
`

/** The category chip is one label: it never wraps inside its pill (home's phone rows set it beside Read More). */
const Category = styled(Badge)`
  white-space: nowrap;
`

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`

/** The title links to the article's page; its area covers the card. */
const TitleLink = styled(Link)`
  ${cardLinkStyles}
`

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** The card's one call to action, at the bottom. */
const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`

/** Above the title's click area, so it takes its own clicks (and its own focus ring). */
const ReadMore = styled(LinkButton)`
  position: relative;
  z-index: 1;
`

export interface PostCardProps {
  article: ArticleCardData
  /** Label of the card's call to action ("Read More"). */
  ctaLabel: string
  /** The article's own page: what the title, the call to action and a click on the card open. */
  pageHref: string
  /** Marks the article as a draft (development builds only). */
  draft?: boolean
  /** Show author, date and reading time (the dialog always shows them). */
  showMeta?: boolean
}

/**
 * One article in a grid, with one call to action. Its cover is its category's drawing
 * (blogCoverArt.ts: one idea per category, in the site's motif language); an article outside the
 * blog's categories (a featured story) shows its own image. The title and "Read More" are links to the
 * article's page (the title's area covers the card, so a click anywhere on it follows the title), so
 * they work before any script, without one and in a new tab. Once the island of the grid has
 * hydrated, a plain click on them opens the post dialog instead (they are dialog links, see
 * useLinkedDialog.ts), with the page's address in the address bar.
 */
export function PostCard({ article, ctaLabel, pageHref, draft, showMeta = true }: PostCardProps) {
  const opens = dialogLink(article.slug)
  return (
    <Frame $interactive data-post-card={article.slug}>
      <Cover
        src={blogCoverUrl(article.category) ?? uploadUrl(article.imageUrl)}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
      />
      {draft ? (
        <div>
          <Category>{article.category}</Category> <Badge $tone="accent">Draft</Badge>
        </div>
      ) : (
        <Category>{article.category}</Category>
      )}
      <Title>
        <TitleLink to={pageHref} aria-haspopup="dialog" {...opens}>
          {tieDash(article.title)}
        </TitleLink>
      </Title>
      <Excerpt>{article.excerpt}</Excerpt>
      {showMeta && (
        <ArticleMeta
          author={article.author}
          date={article.date}
          displayDate={article.displayDate}
          readTime={article.readTime}
          compact
        />
      )}
      <Actions>
        <ReadMore
          to={pageHref}
          aria-haspopup="dialog"
          aria-label={`${ctaLabel}: ${article.title}`}
          variant="secondary"
          size="sm"
          {...opens}
        >
          {ctaLabel}
        </ReadMore>
      </Actions>
    </Frame>
  )
}
