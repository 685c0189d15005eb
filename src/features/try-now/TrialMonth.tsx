import styled from 'styled-components'

/*
 * The closing band's signature: the trial drawn as the month it is, thirty days in three rows of
 * ten, the days where something happens filled (the call, your figures in the workspace, the day
 * you decide; that last one in the warm accent, the band's one sun). From 768 px each marked day
 * names its moment; on phones the cells are small and the filled days speak for themselves.
 * Decorative: the lead offer's card and the band's words say the same.
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

export interface TrialMark {
  day: number
  label: string
}

export function TrialMonth({ days, marks }: { days: number; marks: readonly TrialMark[] }) {
  const last = marks.at(-1)?.day
  return (
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
  )
}
