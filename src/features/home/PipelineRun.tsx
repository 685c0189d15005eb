import { Check } from 'lucide-react'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { mlops } from './homeCopy'

/*
 * One release of a model, as the run record our pipeline keeps: the three steps beside it, each a
 * stage that passed, with its check and its time, then the watch that follows it in production.
 * Real text on a white card (the section is pale), so it reads at any width.
 */
const Card = styled.figure`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  ${media.md} {
    margin-top: ${({ theme }) => theme.space[6]};
  }
  max-width: 32rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const Head = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  /* Phones: the run's name and status on one line; "example" is said by the figure's label. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    > span {
      display: none;
    }
  }
  b {
    margin-left: auto;
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* The stages down a line, each node ticked: the path a model takes, passed. */
const Stages = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  li {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${({ theme }) => theme.space[3]};
    padding: 0 0 ${({ theme }) => theme.space[4]} 2.25rem;
  }
  li:last-child {
    padding-bottom: 0;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(0.75rem - 1px);
    top: 1.6rem;
    bottom: 0.1rem;
    width: 2px;
    background: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    grid-column: 1;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Phones: the three stages on one line, arrow to arrow; their checks and times wait for the
     wider screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    li {
      display: block;
      padding: 0 0 0 2rem;
      line-height: 1.5rem;
    }
    li::after,
    span,
    small {
      display: none;
    }
    li + li::before {
      content: '→';
      position: absolute;
      left: calc(-1 * ${({ theme }) => theme.space[5]} + 0.1rem);
      color: ${({ theme }) => theme.color.accent};
    }
  }
  /* The stage's time: at the card's size (14 px), not small print. */
  small {
    grid-column: 2;
    grid-row: 1;
    font-size: inherit;
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
`

const Node = styled.i`
  position: absolute;
  left: 0;
  top: 0;
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
`

/* After the release: the watch in production, the one warm mark of the section. */
const Watch = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  /* Phones: the run and its three stages are the diagram; the watch waits for the wider screen
     (home stays under 8,000 px at 375). */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 0.02}px) {
    display: none;
  }
  strong::before {
    content: '';
    display: inline-block;
    width: 0.5rem;
    height: 0.5rem;
    margin-right: ${({ theme }) => theme.space[2]};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.sun};
    vertical-align: 0.1em;
  }
`

/** The home page's Dataset → Model → Deploy diagram, as one release run beside the MLOps steps. */
export function PipelineRun() {
  const { run } = mlops
  return (
    <Card data-release-run="" aria-label={`${run.title}: ${run.label}`}>
      <Head>
        <span>{run.label}</span>
        <strong>
          {run.name} {run.version}
        </strong>
        <b>{run.status}</b>
      </Head>
      <Stages>
        {run.stages.map((stage) => (
          <li key={stage.name}>
            <Node aria-hidden="true">
              <Check size={14} strokeWidth={3} />
            </Node>
            <strong>{stage.name}</strong>
            <span>{stage.detail}</span>
            <small>{stage.time}</small>
          </li>
        ))}
      </Stages>
      <Watch>
        <span>{run.watch.label}</span>
        <strong>{run.watch.value}</strong>
      </Watch>
    </Card>
  )
}
