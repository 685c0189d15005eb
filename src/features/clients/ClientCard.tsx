import type { MouseEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Badge, Card, CardFooter } from '../../ui/Card'
import { cardTags, type Client } from './client'
import { caseStudiesSection } from './clientsContent'

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

const LogoLink = styled.a`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  img {
    display: block;
    width: 150px;
    height: 50px;
  }
  &:hover img {
    opacity: 0.85;
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
  onOpen: (id: string) => void
}

/**
 * One client: logo (a link to the client's own site), industry, title, description, the first three
 * tags and '+N'. 'Read Case Study' is the keyboard target; a click anywhere else on the card is a
 * pointer shortcut to the same dialog (it first moves focus to the button, so closing the dialog
 * returns focus there).
 */
export function ClientCard({ client, onOpen }: ClientCardProps) {
  const { shown, more } = cardTags(client.tags)

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    event.currentTarget
      .querySelector<HTMLButtonElement>('[data-read-case-study]')
      ?.focus({ preventScroll: true })
    onOpen(client.id)
  }
  const onRead = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation()
    onOpen(client.id)
  }

  return (
    <Card $interactive onClick={onCardClick} data-client-card={client.id}>
      <Top>
        <LogoLink
          href={client.logoLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
        >
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
        <Badge>{client.industry}</Badge>
      </Top>
      <h3>{client.title}</h3>
      <p>{client.description}</p>
      <Tags aria-label="Tags">
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
      <CardFooter>
        <Button data-read-case-study variant="secondary" size="sm" onClick={onRead}>
          {caseStudiesSection.readLabel}
          <span className="visually-hidden">: {client.name}</span>
        </Button>
      </CardFooter>
    </Card>
  )
}
