import { Check } from 'lucide-react'
import styled from 'styled-components'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { inquiryProgress } from './inquirySentCopy'

/*
 * A vertical line through the steps: the step done carries a tick on teal, the current one the
 * warm accent (the picture's one highlight), the ones to come an outlined node.
 */
const Steps = styled.ol`
  display: grid;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: 2px;
    padding: 0 0 ${({ theme }) => theme.space[5]} 2.75rem;
    min-height: 2rem;
  }
  li:last-child {
    padding-bottom: 0;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(0.875rem - 1px);
    top: 2rem;
    bottom: 0.25rem;
    width: 2px;
    background: ${({ theme }) => theme.color.lineOnDark};
  }
  li[data-state='done']::after {
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  strong {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  li[data-state='now'] strong {
    color: ${({ theme }) => theme.color.sunOnDark};
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
  border: 2px solid ${({ theme }) => theme.color.outlineOnDark};
  background: ${({ theme }) => theme.color.cardOnDark};
  color: ${({ theme }) => theme.color.ink};
  li[data-state='done'] & {
    border-color: ${({ theme }) => theme.color.brandOnDark};
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  li[data-state='now'] & {
    border-color: ${({ theme }) => theme.color.sun};
    box-shadow:
      0 0 0 4px ${({ theme }) => theme.color.cardOnDark},
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

/** The thank-you page's picture: the inquiry as a tracked item, received and moving on. */
export function InquiryProgress() {
  return (
    <OpeningPanel title={inquiryProgress.title} meta={inquiryProgress.meta} seed="inquiry-sent">
      <Steps aria-label={inquiryProgress.label}>
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
    </OpeningPanel>
  )
}
