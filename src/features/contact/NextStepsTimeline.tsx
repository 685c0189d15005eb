import styled from 'styled-components'
import { nextSteps } from './contactCopy'

/**
 * What happens after an inquiry, as a vertical track of three numbered stops: under the readers,
 * beside the form, on wide screens; after the form on phones (the form starts on the first screen).
 */
const Panel = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    position: relative;
    counter-increment: step;
    padding-left: 3rem;
    color: ${({ theme }) => theme.color.text};
    max-width: 34ch;
  }
  /* The stop: a numbered node, the last one in the warm accent (the one highlight). */
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
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  li:last-child::before {
    background: ${({ theme }) => theme.color.sun};
    color: ${({ theme }) => theme.color.ink};
  }
  /* The line between stops: down the left on phones, along the top across the page. */
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(1rem - 1px);
    top: 2.15rem;
    bottom: calc(-1 * ${({ theme }) => theme.space[4]} + 0.25rem);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
  }
`

/** The three steps after an inquiry is sent. */
export function NextStepsTimeline() {
  return (
    <Panel aria-labelledby="next-steps-title" data-next-steps="">
      <h2 id="next-steps-title">{nextSteps.title}</h2>
      <Steps>
        {nextSteps.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Panel>
  )
}
