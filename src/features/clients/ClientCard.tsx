import styled, { css } from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { dialogLink } from '../../islands/useLinkedDialog'
import { LinkButton } from '../../ui/Button'
import { Badge, CardFooter, cardLinkStyles } from '../../ui/Card'
import { Link } from '../../ui/Link'
import { caseStudyHref, cardTags, uploadsUrl, type Client } from './client'
import { caseStudiesSection } from './clientsCopy'
import { logoInk } from './ClientLogoWall'

const md = ({ theme }: { theme: { breakpoint: { md: number } } }) =>
  `@media (min-width: ${theme.breakpoint.md}px)`
const phone = ({ theme }: { theme: { breakpoint: { md: number } } }) =>
  `@media (max-width: ${theme.breakpoint.md - 1}px)`
/** Below 1024 px (phones and tablets): Read Case Study as an arrow in a ring. */
const belowWide = ({ theme }: { theme: { breakpoint: { lg: number } } }) =>
  `@media (max-width: ${theme.breakpoint.lg - 1}px)`

/** What both forms share: the title's area covers the case (a tap anywhere follows it). */
const caseBase = css`
  position: relative;
  color: ${({ theme }) => theme.color.text};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`

/**
 * The featured case: one large card, the case's picture beside its words from 768 px (over them
 * on a phone), the only card of the section; the other cases follow as an index.
 */
const Feature = styled.article`
  ${caseBase}
  display: grid;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transition: box-shadow ${({ theme }) => theme.motion.base};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
  /* Tablets: the words take the wider share (the title in two or three lines, not five); from
     1024 px the picture does. */
  ${md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 11fr) minmax(0, 9fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  [data-summary] {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 48ch;
  }
`

/** The picture: a 2:1 band on a phone, the card's full height beside the words from 768 px. */
const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceSunk};
  ${md} {
    height: 100%;
    aspect-ratio: auto;
    min-height: 20rem;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
`

const FeatureWords = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  ${md} {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[6]};
  }
`

/**
 * One row of the index: the wordmark, then the title, from 768 px the industry, the summary and
 * the tags beside it and Read Case Study at its end; on a phone the wordmark over the title and an
 * arrow (Read Case Study, named) at the row's end: five rows to scan, not five cards to scroll.
 */
const Row = styled.article`
  ${caseBase}
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'logo action' 'main action';
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  [data-logo] {
    grid-area: logo;
  }
  [data-main] {
    grid-area: main;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
  [data-card-footer] {
    grid-area: action;
    margin: 0;
    padding: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }
  [data-summary] {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${phone} {
    [data-card-detail] {
      display: none;
    }
    [data-logo] img {
      width: 120px;
      height: 40px;
    }
  }
  /* Read Case Study as an arrow in a 44 px ring; its words stay its name. On a tablet this leaves
     the words a column wide enough for the summary in two or three lines. */
  ${belowWide} {
    [data-read] {
      width: 2.75rem;
      min-height: 2.75rem;
      padding: 0;
      border-radius: ${({ theme }) => theme.radius.pill};
    }
    [data-read-label] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  ${md} {
    grid-template-columns: 8rem minmax(0, 1fr) auto;
    grid-template-areas: 'logo main action';
    align-items: start;
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[5]};
    h3 {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    [data-summary] {
      max-width: 60ch;
    }
    [data-logo] img {
      width: 120px;
      height: 40px;
    }
  }
  /* Wide: the logo its full size, Read Case Study in words, the tags in a column of their own. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 10rem minmax(0, 1fr) auto;
    [data-logo] img {
      width: 150px;
      height: 50px;
    }
    [data-read-icon] {
      display: none;
    }
    /* The tags get a column of their own beside the words, so a row is as tall as its words. */
    padding-block: ${({ theme }) => theme.space[4]};
    [data-main] {
      grid-template-columns: minmax(0, 1fr) 14rem;
      column-gap: ${({ theme }) => theme.space[5]};
      align-items: start;
    }
    [data-main] > * {
      grid-column: 1;
    }
    [data-main] > ul {
      grid-column: 2;
      grid-row: 1 / span 3;
    }
  }
`

/** The title links to the case study; its area covers the case (a click anywhere follows it). */
const TitleLink = styled(Link)`
  ${cardLinkStyles}
`

/** Above the title's area: the logo (the client's site) and Read Case Study take their own clicks. */
const raised = `
  position: relative;
  z-index: 1;
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`

const LogoLink = styled.a`
  ${raised}
  display: inline-flex;
  flex: none;
  width: fit-content;
  border-radius: ${({ theme }) => theme.radius.sm};
  img {
    display: block;
    width: 150px;
    height: 50px;
    /* On the left edge, like the words under it. */
    object-fit: contain;
    object-position: left center;
    /* In ink like the wall above (six colours in one section would shout); its colour on hover. */
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
  gap: ${({ theme }) => theme.space[2]};
  svg {
    flex: none;
  }
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
  /** The section's lead case: a large card with its picture (the others are index rows). */
  featured?: boolean
}

/**
 * One client: logo (a link to the client's own site, in a new tab), industry, title, description,
 * the first three tags and '+N', 'Read Case Study'. The title and 'Read Case Study' link to the case
 * study's page, and a click anywhere else on the case follows the title; once the island of
 * /clients has hydrated, the same taps open the client dialog instead (dialog links, see
 * useLinkedDialog.ts).
 */
export function ClientCard({ client, featured = false }: ClientCardProps) {
  const { shown, more } = cardTags(client.tags)
  const href = caseStudyHref(client.id)
  const opens = dialogLink(client.id)

  const logo = (
    <LogoLink href={client.logoLinkUrl} target="_blank" rel="noopener noreferrer" data-logo="">
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
  )
  const industry = <Badge data-card-detail="">{client.industry}</Badge>
  const title = (
    <h3>
      <TitleLink to={href} aria-haspopup="dialog" {...opens}>
        {client.title}
      </TitleLink>
    </h3>
  )
  const summary = (
    <p data-summary="" data-card-detail={featured ? undefined : ''}>
      {client.description}
    </p>
  )
  const tags = (
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
  )
  const read = (
    <CardFooter data-card-footer="">
      <ReadLink
        to={href}
        aria-haspopup="dialog"
        variant={featured ? 'primary' : 'secondary'}
        size="sm"
        data-read=""
        {...opens}
      >
        <span data-read-label="">{caseStudiesSection.readLabel}</span>
        <span className="visually-hidden">: {client.name}</span>
        {!featured && <ArrowRight aria-hidden="true" size={18} data-read-icon="" />}
      </ReadLink>
    </CardFooter>
  )

  if (featured)
    return (
      <Feature data-client-card={client.id} data-featured="">
        <Picture
          src={uploadsUrl(client.imageUrl)}
          alt={client.imageAlt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
        />
        <FeatureWords>
          <Top>
            {logo}
            {industry}
          </Top>
          {title}
          {summary}
          {tags}
          {read}
        </FeatureWords>
      </Feature>
    )

  return (
    <Row data-client-card={client.id}>
      {logo}
      <div data-main="">
        {industry}
        {title}
        {summary}
        {tags}
      </div>
      {read}
    </Row>
  )
}
