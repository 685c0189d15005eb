import styled from 'styled-components'

/*
 * The spec's 'Free / 1 Min / AI-Powered' block, read as what it is: how the free analysis works.
 * Each word answers a question (what is free, what takes a minute, what the AI does) on a rail of
 * three numbered stops: down the left edge on phones, across the width from 768 px. The words are
 * set as answers, not as giant figures, so they do not pass for statistics.
 */
const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  counter-reset: step;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`

const Step = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: 3.25rem;
  counter-increment: step;
  /* The numbered stop. */
  &::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  /* The rail to the next stop: down on phones, across from 768 px. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: calc(1.125rem - 1px);
    top: 2.75rem;
    bottom: calc(-1 * ${({ theme }) => theme.space[5]} + 0.5rem);
    border-left: 2px dashed ${({ theme }) => theme.color.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding-left: 0;
    padding-top: 3.25rem;
    &:not(:last-child)::after {
      left: 2.75rem;
      right: calc(-1 * ${({ theme }) => theme.space[6]} + 0.5rem);
      top: calc(1.125rem - 1px);
      bottom: auto;
      border-left: 0;
      border-top: 2px dashed ${({ theme }) => theme.color.border};
    }
  }
`

const Question = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
`

const Answer = styled.strong`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  line-height: 1.2;
  color: ${({ theme }) => theme.color.ink};
`

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 34ch;
`

export interface FreeAnalysisStep {
  /** The question the word answers. */
  question: string
  /** The spec's word. */
  value: string
  /** What it means in practice. */
  label: string
}

export function FreeAnalysisSteps({ items }: { items: readonly FreeAnalysisStep[] }) {
  return (
    <Steps>
      {items.map((item) => (
        <Step key={item.value}>
          {/* Hidden punctuation between the three parts, so a screen reader pauses. */}
          <Question>{item.question}</Question>
          <span className="visually-hidden">: </span>
          <Answer>{item.value}</Answer>
          <span className="visually-hidden">. </span>
          <Detail>{item.label}</Detail>
        </Step>
      ))}
    </Steps>
  )
}
