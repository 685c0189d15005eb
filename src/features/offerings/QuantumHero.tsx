import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from './ActionButtons'
import { BleedStage, StageLead, StageOpening, StageTagline } from './BleedStage'
import type { ProductPageContent } from './offeringTypes'
import { quantumFamily, type QuantumPath } from './quantumFamily'

/*
 * The Quantum family's opening (round 6): not the navy banner, not the daylight split. A white page
 * with the family bar across the top (the family mark, then the three products as a switch, this one
 * marked), the title set with "Quantum" light and the product's name heavy, and the product's window
 * on a navy stage that bleeds off the right edge of the screen and sits on the opening's foot (on
 * phones: across the whole width under the buttons). No pindo border: that is daylight's foot; a
 * hairline closes this one.
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

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[5]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[7]};
    padding-top: 0;
  }
  > * {
    min-width: 0;
  }
`

const Text = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[8]};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: clamp(2.5rem, 1.4rem + 4vw, 4.5rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
  }
  h1 > span {
    display: block;
    font-weight: 300;
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.color.brandStrong};
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

export function QuantumHero({
  hero,
  current,
  visual,
}: {
  hero: ProductPageContent['hero']
  /** This page's route: marked in the family switch. */
  current: QuantumPath
  /** The product's own picture, on the navy stage. */
  visual: ReactNode
}) {
  return (
    <StageOpening aria-labelledby="page-title" data-opening="quantum">
      <Container>
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
        <Grid>
          <Text>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <h1 id="page-title">
              <FamilyTitle title={hero.title} />
            </h1>
            {/* Not faded in: the hero text is the largest paint on phones (LCP). */}
            <StageTagline $measure="30ch">{hero.tagline}</StageTagline>
            <StageLead>{hero.lead}</StageLead>
            <ActionRow actions={hero.actions} size="lg" />
          </Text>
          <BleedStage $side="right" data-stage="">
            {visual}
          </BleedStage>
        </Grid>
      </Container>
    </StageOpening>
  )
}
