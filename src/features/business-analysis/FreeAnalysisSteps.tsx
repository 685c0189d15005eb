import styled from 'styled-components'

/*
 * The spec's 'Free / 1 Min / AI-Powered' block, read as what it is: how the free analysis works.
 * Each word answers a question (what is free, what takes a minute, what the AI does) on a rail of
 * three numbered stops: down the left edge on phones, across the width from 768 px, on the navy
 * band under the minute's track. The words are
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
    background: ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.ink};
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
    border-left: 2px dashed ${({ theme }) => theme.color.lineOnDark};
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
      border-top: 2px dashed ${({ theme }) => theme.color.lineOnDark};
    }
  }
`

/*
 * The page's signature: the minute itself, drawn as a stopwatch's track across the band. Sixty
 * ticks (every fifteenth taller), the teal run to 1:00, and three moments of the free
 * analysis under it (the hero's file going in, the models reading, the insights out). Drawn in CSS
 * and the page font; the words under it say the same.
 */
const Minute = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-variant-numeric: tabular-nums;
`

const Ticks = styled.div`
  position: relative;
  height: 2.5rem;
  background:
    repeating-linear-gradient(
        to right,
        ${({ theme }) => theme.color.textOnDarkMuted} 0 2px,
        transparent 2px calc((100% - 2px) / 4)
      )
      0 0 / 100% 100% no-repeat,
    repeating-linear-gradient(
        to right,
        ${({ theme }) => theme.color.lineOnDark} 0 1px,
        transparent 1px calc((100% - 1px) / 60)
      )
      0 100% / 100% 55% no-repeat;
  /* The run of the minute, filled to the end. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -0.375rem;
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandOnDark};
  }
`

const Times = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textOnDark};
  /* Phones: the start, the half and the end. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > :nth-child(2),
    > :nth-child(4) {
      display: none;
    }
  }
`

const Moments = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  li:nth-child(2) {
    text-align: center;
  }
  li:last-child {
    text-align: right;
    color: ${({ theme }) => theme.color.brandOnDark};
    font-weight: 700;
  }
`

const Question = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandOnDark};
`

const Answer = styled.strong`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  line-height: 1.2;
  color: ${({ theme }) => theme.color.textOnDark};
`

const Detail = styled.span`
  color: ${({ theme }) => theme.color.textOnDarkMuted};
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

/** The minute's track: its times and the moments under it (decorative; the steps say it). */
export interface MinuteTrack {
  times: readonly string[]
  moments: readonly string[]
}

/** The three words on a navy band (the page's one dark section), under the minute's track. */
export function FreeAnalysisSteps({
  items,
  minute,
}: {
  items: readonly FreeAnalysisStep[]
  minute: MinuteTrack
}) {
  return (
    <>
      <Minute aria-hidden="true">
        <Ticks />
        <Times>
          {minute.times.map((t) => (
            <span key={t}>{t}</span>
          ))}
        </Times>
        <Moments>
          {minute.moments.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Moments>
      </Minute>
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
    </>
  )
}
