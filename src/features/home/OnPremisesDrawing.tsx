import styled from 'styled-components'
import { BrainCircuit, Database, LayoutDashboard, Lock, ShieldCheck, Users } from 'lucide-react'
import { media } from '../../theme/tokens'
import { onPremises } from './homeCopy'

/*
 * The on-premises drawing, beside its case in the closing band (ClosingBand.tsx): what the case
 * promises, drawn. The client's building as a wall, with their data, our model and their teams inside it, on their own servers; our team
 * outside, its line stopping at the wall. The three guarantees are the drawing's labels (the
 * wall, the servers, our team), so nothing floats. On a phone the same drawing, under the text.
 */

const Drawing = styled.div`
  display: grid;
`

/** The wall: a drawn outline with its name set into the top edge and its promise into the foot. */
const Wall = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.outlineOnDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-image: ${({ theme }) => theme.pattern.dotGrid};
  background-size: ${({ theme }) => theme.pattern.dotGridSize};
  ${media.md} {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
`

/** Text set into the wall's line: the ink behind it cuts the outline. */
const OnLine = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.ink};
  line-height: 1.4;
  ${media.md} {
    left: ${({ theme }) => theme.space[5]};
  }
`

const BuildingName = styled(OnLine)`
  top: -0.75em;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/* Set into the foot of the wall on the right, clear of our team's line on the left. */
const WallPromise = styled(OnLine)`
  bottom: -0.8em;
  left: auto;
  right: ${({ theme }) => theme.space[3]};
  ${media.md} {
    left: auto;
    right: ${({ theme }) => theme.space[5]};
  }
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textOnDark};
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`

/** Data → model → teams, inside the wall. */
const Flow = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Node = styled.li<{ $lead?: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  border: 1px solid
    ${({ theme, $lead }) => ($lead ? theme.color.brandOnDark : theme.color.lineOnDark)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.cardOnDark};
  box-shadow: ${({ theme, $lead }) => ($lead ? `0 0 0 4px ${theme.color.glowOnDark}` : 'none')};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  text-align: center;
  color: ${({ theme }) => theme.color.textOnDark};
  svg {
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

/** The arrow between two nodes: a short line with a head, drawn in CSS. */
const Arrow = styled.li`
  position: relative;
  width: 1rem;
  height: 2px;
  background: ${({ theme }) => theme.color.brandOnDark};
  &::after {
    content: '';
    position: absolute;
    right: -1px;
    top: -3px;
    border-left: 6px solid ${({ theme }) => theme.color.brandOnDark};
    border-block: 4px solid transparent;
  }
  ${media.md} {
    width: 2rem;
  }
`

/** The servers under the flow, with what they answer to. */
const Servers = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px dashed ${({ theme }) => theme.color.lineOnDark};
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDark};
    svg {
      flex: none;
      color: ${({ theme }) => theme.color.brandOnDark};
    }
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/**
 * Three rack servers, drawn in CSS (two drive bays and a status light each): from 768 px; on a
 * phone the line of text says it and keeps to one row.
 */
const Racks = styled.span`
  display: none;
  ${media.md} {
    display: inline-flex;
    gap: 3px;
  }
  span {
    position: relative;
    width: 1.25rem;
    height: 1.5rem;
    border: 1.5px solid ${({ theme }) => theme.color.textOnDarkMuted};
    border-radius: 3px;
    background: linear-gradient(
        ${({ theme }) => theme.color.textOnDarkMuted},
        ${({ theme }) => theme.color.textOnDarkMuted}
      )
      center / 100% 1.5px no-repeat;
  }
  span::after {
    content: '';
    position: absolute;
    right: 3px;
    top: 3px;
    width: 3px;
    height: 3px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
`

/** Our team, outside the wall: a dashed line from the wall down to it (the line stops at the wall). */
const Team = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: 1.25rem 0 0 ${({ theme }) => theme.space[3]};
  &::before {
    content: '';
    position: absolute;
    top: 2px;
    /* Down the middle of the icon's 2.5 rem box. */
    left: calc(${({ theme }) => theme.space[3]} + 1.25rem - 1px);
    height: calc(1.25rem - 2px);
    border-left: 2px dashed ${({ theme }) => theme.color.outlineOnDark};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[5]} 0 0 ${({ theme }) => theme.space[5]};
    &::before {
      left: calc(${({ theme }) => theme.space[5]} + 1.25rem - 1px);
      height: calc(${({ theme }) => theme.space[5]} - 2px);
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  > svg {
    box-sizing: border-box;
    width: 2.5rem;
    height: 2.5rem;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.cardOnDark};
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

const icons = [Database, BrainCircuit, LayoutDashboard]

/**
 * The drawing of the on-premises promise: the client's building (its wall, the flow inside it, the
 * servers), and our team outside. Its three labels are the section's three points.
 */
export function OnPremisesDrawing() {
  const [wallPoint, serverPoint, teamPoint] = onPremises.points
  const { diagram } = onPremises
  return (
    <Drawing data-on-premises-drawing>
      <Wall>
        <BuildingName aria-hidden="true">{diagram.building}</BuildingName>
        <Flow aria-hidden="true">
          {diagram.flow.flatMap((step, i) => {
            const Icon = icons[i] ?? Database
            const node = (
              <Node key={step} $lead={i === 1}>
                <Icon size={22} />
                {step}
              </Node>
            )
            return i === 0 ? [node] : [<Arrow key={`${step}-arrow`} />, node]
          })}
        </Flow>
        <Servers>
          <Racks aria-hidden="true">
            <span />
            <span />
            <span />
          </Racks>
          <p>
            <ShieldCheck aria-hidden="true" size={18} />
            {serverPoint}
          </p>
        </Servers>
        <WallPromise>
          <Lock aria-hidden="true" size={18} />
          {wallPoint}
        </WallPromise>
      </Wall>
      <Team>
        <Users aria-hidden="true" size={22} />
        <p>
          <strong>{teamPoint}</strong>
          {diagram.team}
        </p>
      </Team>
    </Drawing>
  )
}
