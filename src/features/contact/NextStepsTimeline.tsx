import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { nextSteps } from './contactCopy'

type Placement = 'hero' | 'form'

/**
 * What happens after an inquiry, as a track of three numbered stops. In the opening from 768 px it
 * runs across the page under the title; on phones it follows the form instead (the form starts on
 * the first screen), as a vertical track.
 */
const Panel = styled.section<{ $placement: Placement }>`
  ${({ $placement }) =>
    $placement === 'hero'
      ? `
        display: none;
        ${media.md} {
          display: block;
        }
      `
      : `
        ${media.md} {
          display: none;
        }
      `}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const Steps = styled.ol<{ $placement: Placement }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ $placement }) =>
    $placement === 'hero' &&
    `
      ${media.md} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: 0;
      }
    `}
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
  ${({ $placement, theme }) =>
    $placement === 'hero' &&
    `
      ${media.md} {
        li {
          padding: 3rem ${theme.space[5]} 0 0;
        }
        li:not(:last-child)::after {
          left: 2.5rem;
          right: 0.5rem;
          top: calc(1rem - 1px);
          bottom: auto;
          width: auto;
          height: 2px;
        }
      }
    `}
`

/** The three steps after an inquiry is sent; `placement` says which copy this is (one per width). */
export function NextStepsTimeline({ placement = 'hero' }: { placement?: Placement }) {
  const titleId = `next-steps-title-${placement}`
  return (
    <Panel
      aria-labelledby={titleId}
      data-next-steps={placement}
      data-phone={placement === 'hero' ? 'none' : undefined}
      $placement={placement}
    >
      <h2 id={titleId}>{nextSteps.title}</h2>
      <Steps $placement={placement}>
        {nextSteps.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Panel>
  )
}
