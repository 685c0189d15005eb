import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { pindoFoot } from '../../ui/Motif'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { stepLabel } from '../offerings/processSteps'
import { coreServices, serviceMap, servicesHero } from './servicesCopy'

/**
 * The /services opening: a narrower title, centred, and under it, across the whole content width,
 * the line a data product travels: the four services as stations on one track (analyse, label,
 * generate, run), each a link to its product page, with a ticket of what passes through it (the
 * Kariakoo restock, the pikipiki boxes, the refund answer, the model release), and the dashed
 * return above the track: production data brings the next question. Light ground, no window
 * chrome: a diagram, not an app screen. Phones keep the same line, the four stations a column
 * each, stage and name only.
 */
const Opening = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space[6]} 0 calc(${({ theme }) => theme.space[6]} + 8px);
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  ${pindoFoot}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[7]} 0 calc(${({ theme }) => theme.space[7]} + 8px);
  }
`

const Head = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 50rem;
  margin: 0 auto;
  text-align: center;
  ${Eyebrow} {
    margin: 0;
  }
  h1 {
    margin: 0;
    max-width: 22ch;
    font-size: clamp(2.125rem, 1.4rem + 2.6vw, 3.5rem);
    line-height: 1.06;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  > p[data-lead] {
    margin: 0;
    max-width: 58ch;
    color: ${({ theme }) => theme.color.textMuted};
    text-wrap: pretty;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
`

const Actions = styled.div`
  > div {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

/** The diagram: the return loop above, the track with the stations hanging from it. */
const Diagram = styled.div`
  position: relative;
  margin-top: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[7]};
  }
`

/* The dashed return from the last station back to the first, its caption on the arc. */
const Loop = styled.p`
  position: relative;
  display: flex;
  justify-content: center;
  height: 1.75rem;
  /* From the first station's centre to the last one's: each station is an eighth of the width. */
  margin: 0 12.5%;
  border: 2px dashed ${({ theme }) => theme.color.brand};
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
  span {
    margin-top: -0.7rem;
    padding: 0 ${({ theme }) => theme.space[2]};
    height: fit-content;
    background: ${({ theme }) => theme.color.surfaceAlt};
    line-height: 1.2;
  }
  /* The arrowhead, into the first station. */
  &::after {
    content: '';
    position: absolute;
    left: -7px;
    bottom: -2px;
    border: 6px solid transparent;
    border-top: 8px solid ${({ theme }) => theme.color.brand};
    border-bottom: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    span {
      margin-top: -0.8rem;
    }
  }
`

const MARKER = '2.75rem'
const MARKER_MD = '3.5rem'

const Stations = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  /* The track, through the markers' centres, from the first station to the last. */
  &::before {
    content: '';
    position: absolute;
    top: calc(${MARKER} / 2 - 2px);
    left: 12.5%;
    right: 12.5%;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.brand};
  }
  > li {
    position: relative;
    display: flex;
    min-width: 0;
  }
  /* An arrowhead on the track between each station and the next. */
  > li:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(${MARKER} / 2 - 6px);
    right: -6px;
    border: 6px solid transparent;
    border-left: 9px solid ${({ theme }) => theme.color.brand};
    border-right: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    &::before {
      top: calc(${MARKER_MD} / 2 - 2px);
    }
    > li:not(:last-child)::after {
      top: calc(${MARKER_MD} / 2 - 6px);
    }
  }
`

const Station = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.ink};
  text-align: center;
  text-decoration: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-inline: ${({ theme }) => theme.space[3]};
  }
  &:hover [data-station-name] {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  &:hover [data-marker] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`

const Marker = styled.span`
  position: relative;
  display: grid;
  place-items: center;
  flex: none;
  width: ${MARKER};
  height: ${MARKER};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border: 3px solid ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  transition: background ${({ theme }) => theme.motion.fast};
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    width: ${MARKER_MD};
    height: ${MARKER_MD};
    margin-bottom: ${({ theme }) => theme.space[2]};
    svg {
      width: 1.5rem;
      height: 1.5rem;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

const Stage = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  b {
    font-weight: 700;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Phones: the stage word alone (its number is its place on the line). */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    letter-spacing: 0.02em;
    b {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`

const Name = styled.span`
  font-size: 0.875rem;
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  text-wrap: balance;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

/**
 * What passes through the station, as a slip of paper: the product's own line (the restock, the
 * boxes, the answer, the release) and its state. From 1024 px, where a station is wide enough to
 * carry it in two lines.
 */
const Ticket = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    flex: 1 0 auto;
    align-content: start;
    justify-items: start;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    margin-top: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-top: 3px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.text};
    small {
      padding: 2px ${({ theme }) => theme.space[2]};
      border-radius: ${({ theme }) => theme.radius.pill};
      background: ${({ theme }) => theme.color.brandSoft};
      font-size: 0.75rem;
      font-weight: 600;
      color: ${({ theme }) => theme.color.brandStrong};
    }
  }
`

export function ServicesOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="line">
      <Container>
        <Head>
          <Eyebrow>{servicesHero.eyebrow}</Eyebrow>
          <h1 id="page-title">{servicesHero.title}</h1>
          <p data-lead="">{servicesHero.lead}</p>
          <Actions>
            <ActionRow actions={servicesHero.actions} size="lg" center />
          </Actions>
        </Head>
        <Diagram data-opening-panel="" data-service-line="">
          <Loop aria-hidden="true">
            <span>{serviceMap.loop}</span>
          </Loop>
          <Stations aria-label={serviceMap.label}>
            {coreServices.map(({ icon: Icon, name, to, map, fragment }, i) => (
              <li key={name}>
                <Station to={to}>
                  <Marker aria-hidden="true" data-marker="">
                    <Icon />
                  </Marker>
                  <Stage>
                    <b>{stepLabel(i + 1)}</b> {map.stage}
                  </Stage>
                  <Name data-station-name="">{name}</Name>
                  <Note>{map.note}</Note>
                  <Ticket aria-hidden="true">
                    {fragment.line.text}
                    <small>{fragment.line.chip}</small>
                  </Ticket>
                </Station>
              </li>
            ))}
          </Stations>
        </Diagram>
      </Container>
    </Opening>
  )
}
