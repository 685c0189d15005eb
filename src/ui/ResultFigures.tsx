import styled from 'styled-components'

/**
 * What changed: two or three figures set large in one row (stacked on phones), each a value over
 * what it measures, with a teal rule above (on phones the value beside its words). A case study's "What changed" band and a story's
 * results use it. `label` names the list for assistive technology.
 */
const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
  > div {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 2px solid ${({ theme }) => theme.color.brand};
  }
  /* Phones: each figure beside what it measures, one short row each. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    gap: ${({ theme }) => theme.space[4]};
    > div {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      align-items: baseline;
      gap: ${({ theme }) => theme.space[3]};
    }
    /* A value in words ('Half a day') is wider than the figure column: it stands over its words
       on one line instead of breaking beside them. */
    > div[data-phrase] {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
  }
  dt {
    font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 32ch;
  }
`

/** Longer values than this ('11 days', '< 4 h') are phrases, set over their words on phones. */
const PHRASE_CHARS = 7

export interface ResultFigure {
  value: string
  label: string
}

export function ResultFigures({
  results,
  label,
  className,
}: {
  results: readonly ResultFigure[]
  label: string
  className?: string
}) {
  return (
    <List aria-label={label} className={className} data-results="">
      {results.map((result) => (
        <div
          key={result.value + result.label}
          data-phrase={result.value.length > PHRASE_CHARS || undefined}
        >
          <dt>{result.value}</dt>
          <dd>{result.label}</dd>
        </div>
      ))}
    </List>
  )
}
