import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Kontua, PindoBand } from '../../ui/Motif'
import { aboutHeroPanel as copy } from './aboutContent'

const Panel = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
`

const Contours = styled(Kontua)`
  z-index: -1;
  color: ${({ theme }) => theme.color.lineOnDark};
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  /* Full width under the text on tablets: the year on the left, the facts on the right. */
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Founded = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-weight: 600;
  strong {
    font-size: clamp(3rem, 2rem + 4vw, 4.5rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

const Coordinates = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.brandOnDark};
`

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  dd {
    margin: 0;
  }
`

/** The /about hero's right half: the founding year and place, and what the team is made of. */
export function FoundingPanel() {
  return (
    <Panel data-founding-panel>
      <PindoBand />
      <Contours seed="dar-es-salaam" at={{ x: 88, y: 20 }} />
      <Body>
        <Founded>
          <strong>{copy.year}</strong>
          {copy.foundedLabel}
          <Coordinates>{copy.coordinates}</Coordinates>
        </Founded>
        <Facts>
          {copy.facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </Facts>
      </Body>
    </Panel>
  )
}
