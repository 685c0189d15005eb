import { Check, FileText, ShieldAlert, Timer } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { MockChip, MockLabel, MockMarker, MockWindow } from '../offerings/Mock'
import { guardrailFlags } from './genaiCopy'

/**
 * Quantum GenAI's signature: one grounded answer as its trace, the way an engineer sees it. The hero
 * shows the chat; this shows what ran behind it: the question, the retrieval from the client's own
 * documents, the tuned model writing with citations, the checks, the live service. Each span's bar
 * sits where it ran in the second the answer took; its numbered point is the process step that
 * built it (1 use case … 5 deployment and monitoring).
 */
const Spans = styled.div`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`

const Span = styled.div`
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
`

const Name = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  small {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    font-variant-numeric: tabular-nums;
  }
`

/** Where the span ran in the answer's second: a bar from `from` to `to` percent. */
const Bar = styled.span<{ $from: number; $to: number; $warm?: boolean }>`
  grid-column: 2;
  position: relative;
  display: block;
  height: 0.5rem;
  border-radius: 4px;
  background: ${({ theme }) => theme.color.panelOnDark};
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: ${({ $from }) => $from}%;
    width: ${({ $from, $to }) => Math.max($to - $from, 2)}%;
    border-radius: inherit;
    background: ${({ theme, $warm }) => ($warm ? theme.color.sun : theme.color.markBar)};
  }
`

const Detail = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  sup {
    color: ${({ theme }) => theme.color.brandOnDark};
    font-weight: 800;
  }
`

/**
 * The questions the guardrails stopped: the flag, the question, what happened instead. Not on
 * phones: the opening's answer sheet already shows the checks an answer passes, and the page stays
 * short.
 */
const Flags = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px dashed ${({ theme }) => theme.color.sun};
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  /* One column of flags: a shared edge for the chips, the question and its outcome under each. */
  ul {
    grid-template-columns: auto minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[3]};
  }
  li {
    display: contents;
  }
  li > :first-child {
    grid-row: span 2;
    justify-self: start;
    align-self: start;
  }
  q {
    color: ${({ theme }) => theme.color.textOnDark};
  }
  small {
    grid-column: 2;
    margin-top: calc(-1 * ${({ theme }) => theme.space[3]} + 2px);
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

function Row({
  n,
  name,
  ms,
  from,
  to,
  warm,
  children,
}: {
  n: number
  name: string
  ms: string
  from: number
  to: number
  warm?: boolean
  children: ReactNode
}) {
  return (
    <Span>
      <MockMarker>{n}</MockMarker>
      <Name>
        {name}
        <small>{ms}</small>
      </Name>
      <Bar $from={from} $to={to} $warm={warm} />
      <Detail>{children}</Detail>
    </Span>
  )
}

export function GroundedAnswer() {
  return (
    <MockWindow
      title="Trace · staff assistant, answer 18,204"
      status={
        <MockChip $tone="neutral">
          <Timer /> 1.1 s
        </MockChip>
      }
      hidden
    >
      <Spans>
        <Row n={1} name="Question" ms="0 ms" from={0} to={2}>
          “How many days of maternity leave do contract staff get?”
        </Row>
        <Row n={2} name="Retrieve from your documents" ms="140 ms" from={2} to={15}>
          <MockChip $tone="neutral">
            <FileText /> HR Policy 2024 §7.2
          </MockChip>
          <MockChip $tone="neutral">
            <FileText /> Contract terms §3.1
          </MockChip>
        </Row>
        <Row n={3} name="Generate · tuned open model" ms="820 ms" from={15} to={89}>
          <span>
            84 days of paid leave after six months of service<sup>1,2</sup>
          </span>
        </Row>
        <Row n={4} name="Evaluate" ms="90 ms" from={89} to={97}>
          <MockChip>
            <Check /> Grounded
          </MockChip>
          <MockChip>
            <Check /> Cited
          </MockChip>
          <MockChip>
            <Check /> On policy
          </MockChip>
        </Row>
        <Row n={5} name="Serve and monitor" ms="live" from={97} to={100} warm>
          1,920 answers today · 0.6% handed to a person
        </Row>
      </Spans>
      <Flags>
        <MockLabel>Held by the guardrails today</MockLabel>
        <ul>
          {guardrailFlags.map(({ flag, question, outcome }) => (
            <li key={flag}>
              <MockChip $tone="warm">
                <ShieldAlert /> {flag}
              </MockChip>
              <q>{question}</q>
              <small>{outcome}</small>
            </li>
          ))}
        </ul>
      </Flags>
    </MockWindow>
  )
}
