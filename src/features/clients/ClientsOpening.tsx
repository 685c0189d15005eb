import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { ClientLogoWall } from './ClientLogoWall'
import { clientsClaim, clientsHero, logoWall } from './clientsCopy'

/**
 * The /clients opening: a wall under a large headline. Light, the h1 set large across the page,
 * the lead and the claim in two columns under it, then the clients' logos as one full-width band
 * between hairlines, in ink: the proof is the page's first picture, not a card beside the text.
 */
const Opening = styled.section`
  position: relative;
  padding-top: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding-top: ${({ theme }) => theme.space[8]};
  }
`

const Title = styled.h1`
  max-width: 15ch;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  /* Larger than the inner pages' 4xl: the headline is the opening's picture until the wall. */
  font-size: clamp(2.5rem, 1.1rem + 5.2vw, 5.25rem);
  line-height: 1.02;
  letter-spacing: -0.035em;
  color: ${({ theme }) => theme.color.ink};
  text-wrap: balance;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-bottom: ${({ theme }) => theme.space[7]};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
    max-width: 46ch;
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  /* The grid's gap spaces the button; the row's own margin would double it. */
  > div {
    margin-top: 0;
  }
  /* Phones: the claim and the button; the lead waits for 768 px, so the wall is in the first
     screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > p:first-child {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr) auto;
    align-items: start;
  }
`

/** The band of logos: hairlines above and below, the label on the rule's left. */
const Band = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-top: ${({ theme }) => theme.space[8]};
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  }
  ${Eyebrow} {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export function ClientsOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="wall">
      <Container>
        <Eyebrow>{clientsHero.eyebrow}</Eyebrow>
        <Title id="page-title">{clientsHero.title}</Title>
        <Columns>
          <p>{clientsHero.lead}</p>
          <p>
            <strong>{clientsClaim.text}</strong> {clientsClaim.detail}
          </p>
          <ButtonRow>
            <LinkButton to={clientsHero.services.to} variant="secondary">
              {clientsHero.services.label}
            </LinkButton>
          </ButtonRow>
        </Columns>
      </Container>
      <Band>
        <Container>
          <Eyebrow as="h2" id="clients-logos-title">
            {logoWall.heroTitle}
          </Eyebrow>
          <ClientLogoWall band labelledBy="clients-logos-title" />
        </Container>
      </Band>
    </Opening>
  )
}
