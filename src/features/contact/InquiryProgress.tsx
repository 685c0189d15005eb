import { Check } from 'lucide-react'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { inquiryProgress } from './inquirySentCopy'

/*
 * The inquiry as a tracked item, on light: a line through four stops, down the left on phones and
 * across the page from 768 px. The stop done carries a tick on teal, the current one the warm
 * accent (the screen's one highlight), the ones to come an outlined node. It continues the contact
 * page's "What happens next" track, now with its first stop reached.
 */
const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0;
  }
  li {
    position: relative;
    display: grid;
    align-content: start;
    gap: 2px;
    min-height: 2rem;
    padding-left: 2.75rem;
    ${media.md} {
      padding: 2.75rem ${({ theme }) => theme.space[4]} 0 0;
    }
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(0.875rem - 1px);
    top: 2rem;
    bottom: calc(-1 * ${({ theme }) => theme.space[4]} + 0.25rem);
    width: 2px;
    background: ${({ theme }) => theme.color.border};
    ${media.md} {
      left: 2.25rem;
      right: 0.5rem;
      top: calc(0.875rem - 1px);
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
  li[data-state='done']::after {
    background: ${({ theme }) => theme.color.brand};
  }
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  li[data-state='now'] strong {
    color: ${({ theme }) => theme.color.accent};
  }
`

const Node = styled.i`
  position: absolute;
  left: 0;
  top: -0.125rem;
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onBrand};
  ${media.md} {
    top: 0;
  }
  li[data-state='done'] & {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
  }
  li[data-state='now'] & {
    border-color: ${({ theme }) => theme.color.sun};
    box-shadow:
      0 0 0 4px ${({ theme }) => theme.color.surface},
      0 0 0 5px ${({ theme }) => theme.color.sun};
  }
  li[data-state='now'] &::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.sun};
  }
`

/** The thank-you page's picture: where the inquiry stands, the step done and the steps to come. */
export function InquiryProgress() {
  return (
    <Steps aria-label={inquiryProgress.label} data-inquiry-progress="">
      {inquiryProgress.steps.map((step) => (
        <li key={step.text} data-state={step.state}>
          <Node aria-hidden="true">
            {step.state === 'done' && <Check size={16} strokeWidth={3} />}
          </Node>
          <strong>{step.text}</strong>
          <span>{step.note}</span>
        </li>
      ))}
    </Steps>
  )
}
