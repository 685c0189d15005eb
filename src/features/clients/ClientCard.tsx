import styled from 'styled-components'
import { dialogLink } from '../../islands/useLinkedDialog'
import { LinkButton } from '../../ui/Button'
import { Badge, Card, CardFooter, cardLinkStyles } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { caseStudyHref, cardTags, type Client } from './client'
import { caseStudiesSection } from './clientsCopy'
import { logoInk } from './ClientLogoWall'

/**
 * Phones get the compact card: the wordmark, the title and Read Case Study (six whole cards in a
 * short column, no sideways row). The industry, the summary and the tags come from 768 px, where
 * the cards stand two or three across (the case study and its dialog say all of it).
 */
const Compact = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    [data-card-detail] {
      display: none;
    }
    h3 {
      margin: 0;
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    [data-card-footer] {
      margin-top: ${({ theme }) => theme.space[1]};
    }
  }
`

/** Logo and industry: side by side on a phone (one row less), stacked in a grid's narrow card. */
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-direction: column;
    align-items: flex-start;
    justify-content: flex-start;
  }
`

/** The title links to the case study; its area covers the card (a click anywhere follows it). */
const TitleLink = styled(Link)`
  ${cardLinkStyles}
`

/** Above the title's area: the logo (the client's site) and Read Case Study take their own clicks. */
const raised = `
  position: relative;
  z-index: 1;
`

const LogoLink = styled.a`
  ${raised}
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  img {
    display: block;
    width: 150px;
    height: 50px;
    /* On the card's left edge, like the words under it. */
    object-fit: contain;
    object-position: left center;
    /* In ink like the wall above (six colours in one grid would shout); its colour on hover. */
    ${logoInk}
    transition:
      filter ${({ theme }) => theme.motion.base},
      opacity ${({ theme }) => theme.motion.base};
  }
  &:hover img,
  &:focus-visible img {
    filter: none;
    opacity: 1;
  }
`

const ReadLink = styled(LinkButton)`
  ${raised}
`

/**
 * The chips flow like words: a line may break between tags, but never before '+N', which stays on
 * the line of the tag before it (the two move to the next line together).
 */
const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  line-height: 2rem;
  white-space: nowrap;
  > li {
    display: inline;
    white-space: normal;
  }
  > li + li::before {
    content: ' ';
    word-spacing: 0.25rem;
  }
  /* The last tag and '+N' hold together: no break after the one or before the other. */
  > li:has(+ li > [data-more-tags]),
  > li:has(> [data-more-tags]) {
    white-space: nowrap;
  }
`

export interface ClientCardProps {
  client: Client
}

/**
 * One client: logo (a link to the client's own site, in a new tab), industry, title, description,
 * the first three tags and '+N', 'Read Case Study'. The title and 'Read Case Study' link to the case
 * study's page, and a click anywhere else on the card follows the title; once the island of /clients
 * has hydrated, the same taps open the client dialog instead (dialog links, see useLinkedDialog.ts).
 */
export function ClientCard({ client }: ClientCardProps) {
  const { shown, more } = cardTags(client.tags)
  const href = caseStudyHref(client.id)
  const opens = dialogLink(client.id)

  return (
    <Compact $interactive data-client-card={client.id}>
      <Top>
        <LogoLink href={client.logoLinkUrl} target="_blank" rel="noopener noreferrer">
          <img
            src={client.logoUrl}
            alt={`${client.name} website`}
            width={150}
            height={50}
            loading="lazy"
            decoding="async"
          />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </LogoLink>
        <Badge data-card-detail="">{client.industry}</Badge>
      </Top>
      <h3>
        <TitleLink to={href} aria-haspopup="dialog" {...opens}>
          {client.title}
        </TitleLink>
      </h3>
      <p data-card-detail="">{client.description}</p>
      <Tags aria-label="Tags" data-card-detail="">
        {shown.map((tag) => (
          <li key={tag}>
            <Badge $tone="neutral">{tag}</Badge>
          </li>
        ))}
        {more > 0 && (
          <li>
            <Badge $tone="accent" data-more-tags={more}>
              +{more}
              <span className="visually-hidden"> more tags</span>
            </Badge>
          </li>
        )}
      </Tags>
      <CardFooter data-card-footer="">
        <ReadLink to={href} aria-haspopup="dialog" variant="secondary" size="sm" {...opens}>
          {caseStudiesSection.readLabel}
          <span className="visually-hidden">: {client.name}</span>
        </ReadLink>
      </CardFooter>
    </Compact>
  )
}
