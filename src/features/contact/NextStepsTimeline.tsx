import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { nextSteps } from './contactCopy'

/**
 * In the hero from 768 px; on phones it follows the form instead (the form starts on the first
 * screen), on its own navy card.
 */
const Panel = styled.section<{ $placement: Placement }>`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  ${({ theme, $placement }) =>
    $placement === 'hero'
      ? `
        display: none;
        ${media.md} {
          display: block;
        }
      `
      : `
        background: ${theme.color.cardOnDark};
        ${media.md} {
          display: none;
        }
      `}
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

type Placement = 'hero' | 'form'

/**
 * The /contact hero's visual: what happens after an inquiry, as a timeline. `placement`: the
 * hero's copy (768 px and wider) or the phones' copy after the form; only one shows at a width.
 */
export function NextStepsTimeline({ placement = 'hero' }: { placement?: Placement }) {
  const titleId = `next-steps-title-${placement}`
  return (
    <Panel
      aria-labelledby={titleId}
      data-next-steps={placement}
      data-phone={placement === 'hero' ? 'none' : undefined}
      $placement={placement}
    >
      <PindoBand />
      <h2 id={titleId}>{nextSteps.title}</h2>
      <Steps>
        {nextSteps.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Panel>
  )
}
