import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { clientsClaim, clientsHero, logoWall } from './clientsCopy'
import { ProofWall } from './ProofWall'

/**
 * The /clients opening: the words beside a proof wall. Light; on the left the headline, the lead,
 * the 15+ claim and the way to the services; on the right the six clients' wordmarks on one
 * hairline grid, each carrying the result its case study measured and leading to it. Phones: the
 * headline, the claim and the button, then the wall two across.
 *
 * Not the overview's scoreboard under a title (/industries), not a card beside the text: the
 * companies themselves are the picture, each with its proof.
 */
const Opening = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[7]} 0;
  }
`

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[7]};
  }
`

const Words = styled.div`
  > p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    max-width: 44ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  /* Phones: the claim and the button; the lead waits for 768 px, so the wall starts in the first
     screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > p[data-lead] {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    > p[data-lead] {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: clamp(2.375rem, 1.6rem + 2.8vw, 3.75rem);
  line-height: 1.03;
  letter-spacing: -0.035em;
  color: ${({ theme }) => theme.color.ink};
  text-wrap: balance;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`

const WallHead = styled.div`
  ${Eyebrow} {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export function ClientsOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="proof">
      <Container>
        <Split>
          <Words>
            <Eyebrow>{clientsHero.eyebrow}</Eyebrow>
            <Title id="page-title">{clientsHero.title}</Title>
            <p data-lead="">{clientsHero.lead}</p>
            <p>
              <strong>{clientsClaim.text}</strong> {clientsClaim.detail}
            </p>
            <ButtonRow>
              <LinkButton to={clientsHero.services.to} variant="secondary">
                {clientsHero.services.label}
              </LinkButton>
            </ButtonRow>
          </Words>
          <WallHead>
            <Eyebrow as="h2" id="clients-logos-title">
              {logoWall.heroTitle}
            </Eyebrow>
            <ProofWall labelledBy="clients-logos-title" />
          </WallHead>
        </Split>
      </Container>
    </Opening>
  )
}
