import styled from 'styled-components'

/*
 * The closing band's signature: the trial drawn as the month it is, thirty days in three rows of
 * ten, the days where something happens filled (the call, your figures in the workspace, the day
 * you decide; that last one in the warm accent, the band's one sun). From 768 px each marked day
 * names its moment; on phones the cells are too small for words, so the moments follow the month
 * as a short key (day and name at the page's small size). Decorative: the band's words say the same.
 */
const Month = styled.ol`
  list-style: none;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  padding: 0;
  max-width: 56rem;
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 4px;
  text-align: start;
  li {
    display: grid;
    align-content: space-between;
    aspect-ratio: 1;
    padding: 2px 4px;
    border: 1px solid ${({ theme }) => theme.color.lineOnDark};
    border-radius: 4px;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  li[data-mark] {
    border-color: transparent;
    background: ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.ink};
  }
  li[data-mark='last'] {
    background: ${({ theme }) => theme.color.sunOnDark};
  }
  li span {
    display: none;
    font-weight: 600;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 6px;
    li {
      aspect-ratio: auto;
      min-height: 4rem;
      padding: ${({ theme }) => theme.space[2]};
    }
    li span {
      display: block;
    }
  }
`

/* Phones only: the marked days and their moments under the month. */
const Key = styled.ul`
  list-style: none;
  margin: -${({ theme }) => theme.space[4]} auto ${({ theme }) => theme.space[6]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDark};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  li::before {
    content: '';
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 3px;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  li[data-mark='last']::before {
    background: ${({ theme }) => theme.color.sunOnDark};
  }
  b {
    font-variant-numeric: tabular-nums;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none;
  }
`

export interface TrialMark {
  day: number
  label: string
}

export function TrialMonth({
  days,
  dayLabel,
  marks,
}: {
  days: number
  dayLabel: string
  marks: readonly TrialMark[]
}) {
  const last = marks.at(-1)?.day
  return (
    <>
      <Month aria-hidden="true">
        {Array.from({ length: days }, (_, i) => {
          const day = i + 1
          const mark = marks.find((m) => m.day === day)
          return (
            <li key={day} data-mark={mark ? (day === last ? 'last' : '') : undefined}>
              {day}
              {mark && <span>{mark.label}</span>}
            </li>
          )
        })}
      </Month>
      <Key aria-hidden="true">
        {marks.map((m) => (
          <li key={m.day} data-mark={m.day === last ? 'last' : undefined}>
            <b>
              {dayLabel} {m.day}
            </b>{' '}
            {m.label}
          </li>
        ))}
      </Key>
    </>
  )
}
