import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
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
const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: 700;
  text-align: left;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  cursor: pointer;
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

const Excerpt = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** Controls above the title's click area. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  min-height: 2.75rem;
`

export interface PostCardProps {
  article: ArticleCardData
  /** Label of the button that opens the dialog ("Read More"). */
  ctaLabel: string
  onOpen: () => void
  /** Called when the pointer or focus reaches the card: a chance to load what opening needs. */
  onPrefetch?: () => void
  /** The article's own page, when it has one. */
  pageHref?: string
  pageLabel?: string
  /** Marks the article as a draft (development builds only). */
  draft?: boolean
  /** Show author, date and reading time (the dialog always shows them). */
  showMeta?: boolean
}

/**
 * One article in a grid. The card, its title and its button all open the post dialog (the title
 * button's area covers the card); the optional link goes to the article's own page.
 */
export function PostCard({
  article,
  ctaLabel,
  onOpen,
  onPrefetch,
  pageHref,
  pageLabel,
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
        <TitleButton type="button" onClick={onOpen} aria-haspopup="dialog">
          {article.title}
        </TitleButton>
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
        {pageHref && pageLabel && (
          <PageLink to={pageHref} aria-label={`${pageLabel}: ${article.title}`}>
            {pageLabel}
            <ArrowRight aria-hidden="true" size={16} />
          </PageLink>
        )}
      </Actions>
    </Frame>
  )
}
