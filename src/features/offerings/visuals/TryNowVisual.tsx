import styled from 'styled-components'
import { figures } from '../../../data/figures'
import { trialMonth } from '../../try-now/tryNowCopy'

/*
 * /try-now's opening picture (round 8): numbers-led, on light. The trial's length set as the
 * statement ("30" large, what it means beside it) and, under it, the month itself as a strip of
 * thirty days, the three where something happens marked and named (the call, your figures in the
 * workspace, the day you decide; the last in the warm accent, the screen's one sun). The month is
 * told here once: the closing band no longer repeats it. Page text at the page's sizes (12 px and
 * up on a phone). One picture to assistive technology, named by its label.
 */

const Picture = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[4]};
  }
`

/* The figure and what it counts, side by side. */
const Statement = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  > b {
    font-size: clamp(5rem, 3rem + 9vw, 10rem);
    font-weight: 800;
    line-height: 0.8;
    letter-spacing: -0.05em;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > span > strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.2;
    color: ${({ theme }) => theme.color.ink};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > span {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    > span > strong {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
  }
`

/* The month: thirty days in one strip, the marked days filled. */
const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${figures.freeTrialDays}, minmax(0, 1fr));
  gap: 2px;
  li {
    height: 1.25rem;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.surfaceSunk};
  }
  li[data-mark] {
    background: ${({ theme }) => theme.color.brand};
  }
  li[data-mark='last'] {
    background: ${({ theme }) => theme.color.sun};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 3px;
    li {
      height: 2rem;
    }
  }
`

/* The marked days' names, each under its day (its left edge at the day's place in the month). */
const Key = styled.ol`
  list-style: none;
  margin: -${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${figures.freeTrialDays}, minmax(0, 1fr));
  font-size: 0.75rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: grid;
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space[1]};
    border-left: 2px solid ${({ theme }) => theme.color.brand};
  }
  li[data-mark='last'] {
    justify-items: end;
    padding: 0 ${({ theme }) => theme.space[1]} 0 0;
    border-left: 0;
    border-right: 2px solid ${({ theme }) => theme.color.sun};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

/** Where a marked day's name sits: from its day on, wide enough for its words; the last ends at its day. */
function keyColumn(day: number, next: number | undefined, last: boolean): string {
  if (last) return `${Math.max(day - 7, 1)} / ${day + 1}`
  return `${day} / ${next ? Math.min(next, day + 8) : day + 8}`
}

/** The trial as its length and its month. */
export function TryNowVisual() {
  const { marks, days, dayLabel } = trialMonth
  const lastDay = marks.at(-1)?.day
  return (
    <Picture
      role="img"
      aria-label={`Illustration: the free trial as a month of ${days} days: ${marks.map((m) => `${dayLabel.toLowerCase()} ${m.day}, ${m.label.toLowerCase()}`).join('; ')}`}
      data-product-visual=""
    >
      <Statement>
        <b>{days}</b>
        <span>
          <strong>{trialMonth.unit}</strong>
          {trialMonth.note}
        </span>
      </Statement>
      <Days>
        {Array.from({ length: days }, (_, i) => {
          const mark = marks.find((m) => m.day === i + 1)
          return (
            <li
              key={i}
              data-mark={mark ? (mark.day === lastDay ? 'last' : '') : undefined}
              data-day={i + 1}
            />
          )
        })}
      </Days>
      <Key>
        {marks.map((m, i) => (
          <li
            key={m.day}
            data-mark={m.day === lastDay ? 'last' : undefined}
            style={{ gridColumn: keyColumn(m.day, marks[i + 1]?.day, m.day === lastDay) }}
          >
            <b>
              {dayLabel} {m.day}
            </b>
            {m.label}
          </li>
        ))}
      </Key>
    </Picture>
  )
}
