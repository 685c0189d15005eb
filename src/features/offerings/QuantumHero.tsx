import type { ReactNode } from 'react'
import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from './ActionButtons'
import { StageLead, StageOpening, StageTagline } from './BleedStage'
import type { ProductPageContent } from './offeringTypes'
import { quantumFamily, type QuantumPath } from './quantumFamily'

/*
 * The Quantum family's opening (round 8). What the three share is the masthead: the family bar
 * across the top (the family mark, then the three products as a switch, this one marked) and the
 * title set with "Quantum" light over the product's name heavy. What each opens with is its own
 * picture, on light, in a composition of its own, so that a visitor tells the three apart (and
 * from every other product page) in three seconds:
 * - `chart` (Analytics): the words in two columns under the bar, then the forecast drawn across the
 *   full width on a light canvas, its key figures set as a statement row on it;
 * - `conversation` (GenAI): the words on the left; on the right the customer's question set as
 *   display type and the grounded answer as a printed sheet with its sources;
 * - `scene` (Annotate): the annotated street drawn across the whole screen right under the bar,
 *   the words on a light band laid over its foot (on phones: under it).
 * No navy window, no three-dot chrome: the picture is the frame. A hairline closes the opening.
 */

const FamilyBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

const FamilyName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 800;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ink};
  span {
    font-weight: 500;
    letter-spacing: 0;
    text-transform: none;
    color: ${({ theme }) => theme.color.textMuted};
    @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
      display: none;
    }
  }
  svg {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    color: ${({ theme }) => theme.color.brand};
  }
`

/** The family as a switch: three equal segments on phones, compact from 768 px. */
const Switch = styled.ul`
  list-style: none;
  margin: 0;
  padding: 3px;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  flex: 1 1 100%;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunk};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex: none;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    small {
      font-size: 0.75rem;
      font-weight: 500;
    }
    &:hover {
      color: ${({ theme }) => theme.color.ink};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.color.surface};
      color: ${({ theme }) => theme.color.brandStrong};
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }
  }
`

function FamilyMark() {
  // Three orbits round one core: the three products around the client's data.
  return (
    <svg viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="3" fill="currentColor" />
      <ellipse cx="14" cy="14" rx="12" ry="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <ellipse
        cx="14"
        cy="14"
        rx="12"
        ry="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        transform="rotate(60 14 14)"
      />
      <ellipse
        cx="14"
        cy="14"
        rx="12"
        ry="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        transform="rotate(-60 14 14)"
      />
    </svg>
  )
}

/** The title with the family word set apart: "Quantum" light over the product's name. */
function FamilyTitle({ title }: { title: string }) {
  const rest = title.replace(/^Quantum\s+/, '')
  if (rest === title) return <>{title}</>
  return (
    <>
      <span>Quantum</span> {rest}
    </>
  )
}

export type QuantumDevice = 'chart' | 'conversation' | 'scene'

/** The title, tagline, lead and buttons, split in two blocks so a layout can set them apart. */
const Head = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    ${displayTitle('clamp(2.5rem, 1.4rem + 4vw, 4.5rem)', 1)}
  }
  h1 > span {
    display: block;
    font-weight: 300;
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const Copy = styled.div`
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  /* The buttons a little closer to the lead on phones (the opening stays short). */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > :last-child {
      margin-top: ${({ theme }) => theme.space[4]};
    }
  }
`

/**
 * Analytics: the words in two columns (the name, then the promise and the buttons), the canvas
 * under them across the page.
 */
const ChartHead = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.space[5]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  }
`

/** GenAI: the words on the left, the conversation on the right (under the words on phones). */
const ConversationGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  }
  > * {
    min-width: 0;
  }
`

/**
 * Annotate: the words on a light band over the foot of the street scene: from 1024 px it rises
 * into the picture's lower edge; below, it simply follows it.
 */
const SceneBand = styled.div`
  position: relative;
  display: grid;
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
    padding: ${({ theme }) => theme.space[6]} 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-top: calc(-1 * ${({ theme }) => theme.space[8]});
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
    box-shadow: 0 -12px 32px -24px ${({ theme }) => theme.color.ink};
  }
`

export function QuantumHero({
  hero,
  current,
  device,
  picture,
}: {
  hero: ProductPageContent['hero']
  /** This page's route: marked in the family switch. */
  current: QuantumPath
  /** The composition of this product's opening (see above). */
  device: QuantumDevice
  /** The product's own picture. */
  picture: ReactNode
}) {
  const head = (
    <Head>
      <Eyebrow>{hero.eyebrow}</Eyebrow>
      <h1 id="page-title">
        <FamilyTitle title={hero.title} />
      </h1>
    </Head>
  )
  const copy = (
    <Copy>
      {/* Not faded in: the hero text is the largest paint on phones (LCP). */}
      <StageTagline $measure="30ch">{hero.tagline}</StageTagline>
      <StageLead>{hero.lead}</StageLead>
      <ActionRow actions={hero.actions} size="lg" />
    </Copy>
  )
  const bar = (
    <FamilyBar aria-label="Quantum products">
      <FamilyName>
        <FamilyMark />
        Quantum <span>three products, one data practice</span>
      </FamilyName>
      <Switch>
        {quantumFamily.map((p) => (
          <li key={p.to}>
            <Link to={p.to} aria-current={p.to === current ? 'page' : undefined}>
              {p.name}
              <small>{p.job}</small>
            </Link>
          </li>
        ))}
      </Switch>
    </FamilyBar>
  )
  return (
    <StageOpening aria-labelledby="page-title" data-opening="quantum" data-quantum-device={device}>
      <Container>{bar}</Container>
      {device === 'chart' && (
        <>
          <Container>
            <ChartHead>
              {head}
              {copy}
            </ChartHead>
          </Container>
          {picture}
        </>
      )}
      {device === 'conversation' && (
        <Container>
          <ConversationGrid>
            <div>
              {head}
              {copy}
            </div>
            {picture}
          </ConversationGrid>
        </Container>
      )}
      {device === 'scene' && (
        <>
          {picture}
          <Container>
            <SceneBand>
              {head}
              {copy}
            </SceneBand>
          </Container>
        </>
      )}
    </StageOpening>
  )
}
