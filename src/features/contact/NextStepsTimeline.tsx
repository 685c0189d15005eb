import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { nextSteps } from './contactContent'

const Panel = styled.section`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]} 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/** A vertical line through numbered nodes: the three steps after an inquiry is sent. */
const Steps = styled.ol`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]}
    ${({ theme }) => theme.space[5]};
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space[5]} 3rem;
    counter-increment: step;
    color: ${({ theme }) => theme.color.textOnDark};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  li:last-child {
    padding-bottom: 0;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: -0.1rem;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  li:last-child::before {
    background: ${({ theme }) => theme.color.sun};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(1rem - 1px);
    top: 2.15rem;
    bottom: 0.25rem;
    width: 2px;
    background: ${({ theme }) => theme.color.lineOnDark};
  }
`

/** The /contact hero's visual: what happens after an inquiry, as a timeline. */
export function NextStepsTimeline() {
  return (
    <Panel aria-labelledby="next-steps-title" data-next-steps>
      <PindoBand />
      <h2 id="next-steps-title">{nextSteps.title}</h2>
      <Steps>
        {nextSteps.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Panel>
  )
}
