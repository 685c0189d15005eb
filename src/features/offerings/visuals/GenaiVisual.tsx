import { Check, FileText, MessageCircle } from 'lucide-react'
import styled from 'styled-components'

/*
 * /quantum-genai opens on the conversation itself: a customer's question set as display type, and
 * the assistant's grounded answer as a printed answer sheet under it, its claims footnoted to the
 * client's own documents and the guardrails it passed stamped at its foot. No window, no navy: the
 * picture is type and paper. Every word is HTML (12 px or more), so nothing shrinks on a phone;
 * phones drop the match meters and the sheet's serial number.
 */

const sources = [
  { n: 1, title: 'Refund policy 2026.pdf', where: 'page 3', match: 0.92 },
  { n: 2, title: 'Mobile orders FAQ', where: 'section 2', match: 0.81 },
]

const checks = ['On-policy', 'No personal data', 'Cites sources']

const Conversation = styled.div`
  display: grid;
  /* Phones keep the first sentence, its source and two checks. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    [data-wide] {
      display: none;
    }
  }
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Asker = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.color.brand};
  }
`

/** The question: display type, its opening quote hanging on wide screens. */
const Question = styled.p`
  margin: 0;
  max-width: 22ch;
  font-size: clamp(1.625rem, 0.9rem + 2.6vw, 3rem);
  font-weight: 600;
  line-height: 1.08;
  letter-spacing: -0.025em;
  text-wrap: balance;
  color: ${({ theme }) => theme.color.ink};
  q {
    quotes: '“' '”';
  }
  q::before {
    color: ${({ theme }) => theme.color.brand};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    /* The opening quote hangs: the words line up under one another, inside the column. */
    padding-left: 0.45em;
    text-indent: -0.45em;
  }
`

/**
 * The answer as a printed sheet: warm paper with the kanga border (pindo) along its top edge, a
 * letterhead rule, footnoted sources.
 */
const Sheet = styled.div`
  position: relative;
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 8px;
    background: ${({ theme }) => theme.pattern.pindo} left center /
      ${({ theme }) => theme.pattern.pindoSize} repeat-x;
  }
  padding: calc(${({ theme }) => theme.space[3]} + 8px) ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.printPaper};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: calc(${({ theme }) => theme.space[5]} + 8px) ${({ theme }) => theme.space[6]}
      ${({ theme }) => theme.space[5]};
    margin-left: 8%;
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }
`

const Letterhead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 2px solid ${({ theme }) => theme.color.ink};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.ink};
  span + span {
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Answer = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.55;
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin: ${({ theme }) => theme.space[3]} 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  /* The fact the customer asked for, marked as with a highlighter (teal: the kanga border above
     carries the screen's one warm accent). */
  mark {
    padding: 0 0.15em;
    background: linear-gradient(
      transparent 50%,
      ${({ theme }) => theme.color.brandSoft} 50%,
      ${({ theme }) => theme.color.brandSoft} 94%,
      transparent 94%
    );
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
  }
  sup {
    margin-left: 0.1em;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

const Sources = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  li {
    display: grid;
    grid-template-columns: auto auto minmax(0, 1fr) auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textMuted};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      grid-template-columns: auto auto minmax(0, 1fr) auto 4rem auto;
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  sup {
    font-size: 0.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
  b {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
`

/** A source's match score as a meter, from 768 px. */
const Match = styled.span<{ $share: number }>`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.color.brand} ${({ $share }) => $share * 100}%,
      ${({ theme }) => theme.color.surfaceSunk} ${({ $share }) => $share * 100}%
    );
  }
`

const Score = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
`

/** What the answer passed, as a stamp at the sheet's foot. */
const Checks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.color.brandStrong};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`

/** Words for wide screens only. */
const WideOnly = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

export function GenaiVisual() {
  return (
    <Conversation
      role="img"
      aria-label="Illustration: a customer asks “What is our return window for phones?” and the knowledge assistant answers on a printed sheet, 14 days with the receipt, citing the refund policy and the mobile orders FAQ, after passing its guardrail checks"
      data-product-visual=""
      data-quantum-picture="conversation"
    >
      <div>
        <Asker>
          <MessageCircle aria-hidden="true" strokeWidth={2.25} />A customer asks · WhatsApp, 21:14
        </Asker>
        <Question>
          <q>What is our return window for phones?</q>
        </Question>
      </div>
      <Sheet>
        <Letterhead>
          <span>Answer</span>
          <span>
            Knowledge assistant · EN · SW<WideOnly> · no. 0412</WideOnly>
          </span>
        </Letterhead>
        <Answer>
          Phones can be returned within <mark>14 days</mark> of delivery, with the receipt.
          <sup>1</sup>
          <WideOnly>
            {' '}
            Refunds reach mobile money in two working days.<sup>2</sup>
          </WideOnly>
        </Answer>
        <Sources>
          {sources.map((s) => (
            <li key={s.n} data-wide={s.n > 1 ? '' : undefined}>
              <sup>{s.n}</sup>
              <FileText aria-hidden="true" strokeWidth={2} />
              <b>{s.title}</b>
              <span>{s.where}</span>
              <Match $share={s.match} />
              <Score>{s.match.toFixed(2)}</Score>
            </li>
          ))}
        </Sources>
        <Checks>
          {checks.map((label, i) => (
            <li key={label} data-wide={i > 1 ? '' : undefined}>
              <Check aria-hidden="true" strokeWidth={3} />
              {label}
            </li>
          ))}
        </Checks>
      </Sheet>
    </Conversation>
  )
}
