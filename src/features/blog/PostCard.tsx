import type { MouseEvent } from 'react'
import { Link } from '../../ui/Link'
import styled, { css } from 'styled-components'
import { Badge, Card } from '../../ui/Card'
import { Button } from '../../ui/Button'
import type { ArticleCardData } from '../content/types'
import { uploadUrl } from '../content/uploads'
import { ArticleMeta } from './ArticleMeta'

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

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`

/** The title is the card's main control; its ::after covers the card so a click anywhere opens it. */
const titleControl = css`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 700;
  text-align: left;
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`

const TitleButton = styled.button`
  ${titleControl}
`

/** With a page to go to, the title is a real link: it works before the scripts run and in new tabs. */
const TitleLink = styled(Link)`
  ${titleControl}
`

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** The card's one call to action, above the title's click area. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`

/** A plain click opens the dialog; a click with a modifier key keeps the link's own behaviour. */
function opensDialog(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export interface PostCardProps {
  article: ArticleCardData
  /** Label of the button that opens the dialog ("Read More"). */
  ctaLabel: string
  onOpen: () => void
  /** Called when the pointer or focus reaches the card: a chance to load what opening needs. */
  onPrefetch?: () => void
  /** The article's own page, when it has one: the title links to it (a plain click opens the dialog). */
  pageHref?: string
  /** Marks the article as a draft (development builds only). */
  draft?: boolean
  /** Show author, date and reading time (the dialog always shows them). */
  showMeta?: boolean
}

/**
 * One article in a grid, with one call to action: the card, its title and its Read More button all
 * open the post dialog (the title's area covers the card), and the dialog links to the article's
 * page. When the article has a page the title is a link to it, so the card also leads there before
 * the scripts run, without them, or with Ctrl/⌘-click.
 */
export function PostCard({
  article,
  ctaLabel,
  onOpen,
  onPrefetch,
  pageHref,
  draft,
  showMeta = true,
}: PostCardProps) {
  return (
    <Frame
      $interactive
      data-post-card={article.slug}
      onPointerEnter={onPrefetch}
      onFocusCapture={onPrefetch}
    >
      <Cover src={uploadUrl(article.imageUrl)} alt="" width={1200} height={630} loading="lazy" />
      {draft ? (
        <div>
          <Badge>{article.category}</Badge> <Badge $tone="accent">Draft</Badge>
        </div>
      ) : (
        <Badge>{article.category}</Badge>
      )}
      <Title>
        {pageHref ? (
          <TitleLink
            to={pageHref}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (!opensDialog(event)) return
              event.preventDefault()
              onOpen()
            }}
          >
            {article.title}
          </TitleLink>
        ) : (
          <TitleButton type="button" onClick={onOpen} aria-haspopup="dialog">
            {article.title}
          </TitleButton>
        )}
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
        <Button
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={`${ctaLabel}: ${article.title}`}
          variant="secondary"
          size="sm"
        >
          {ctaLabel}
        </Button>
      </Actions>
    </Frame>
  )
}
