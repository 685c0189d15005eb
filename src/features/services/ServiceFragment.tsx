import styled, { css } from 'styled-components'
import { Check } from 'lucide-react'
import { MockChip, MockWindow } from '../offerings/Mock'
import type { ServiceFragment as Fragment } from './servicesCopy'

/* Phones show a glimpse: the title bar and what the product shows (figures and state line wait). */
const phoneHidden = css`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

const Figures = styled.div<{ $full: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.panelOnDark};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  ${({ $full }) => !$full && phoneHidden}
`

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

const ShowLabel = styled(Muted)<{ $full: boolean }>`
  ${({ $full }) => !$full && phoneHidden}
`

const Show = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`

/** Bars of a series; the last `forecast` ones hatched lighter. */
const Bars = styled.div<{ $full: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: 4px;
  height: 3rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    height: ${({ $full }) => ($full ? '8rem' : '4.5rem')};
  }
  > span {
    flex: 1;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.color.markBar};
  }
  > span[data-forecast] {
    background: ${({ theme }) => theme.color.lineOnDark};
    outline: 1px dashed ${({ theme }) => theme.color.brandOnDark};
    outline-offset: -1px;
  }
`

const Track = styled.div`
  height: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.panelOnDark};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.markBar};
  }
`

const Bubble = styled.p`
  justify-self: start;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md}
    ${({ theme }) => theme.radius.md} 2px;
  background: ${({ theme }) => theme.color.panelOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
`

const Stages = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 4px;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-top: 3px solid ${({ theme }) => theme.color.lineOnDark};
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  li[data-done] {
    border-top-color: ${({ theme }) => theme.color.brandOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  svg {
    flex: none;
    width: 0.8rem;
    height: 0.8rem;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  /* Phones: two stages a row, so each name has room beside its tick and none meets the edge. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  }
`

/**
 * A narrow column from 1024 px (the three under the lead): the title bar drops its window dots so
 * the title keeps one line beside its chip, figures a step smaller on one line each, and the
 * pipeline's four stages two a row, so no name runs into the next.
 */
const Fit = styled.div<{ $compact: boolean }>`
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $compact, theme }) =>
      $compact &&
      css`
        [data-mock-bar] {
          padding-inline: ${theme.space[3]};
          &::before {
            display: none;
          }
        }
        [data-mock-title] {
          min-width: 0;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        }
        [data-mock-bar] + div {
          padding: ${theme.space[4]};
        }
        strong {
          font-size: ${theme.fontSize.lg};
          white-space: nowrap;
        }
        ol {
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: ${theme.space[2]} ${theme.space[3]};
        }
      `}
  }
`

const Line = styled.div<{ $full: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  ${({ $full }) => !$full && phoneHidden}
`

function Shown({ show, full }: { show: Fragment['show']; full: boolean }) {
  switch (show.kind) {
    case 'bars': {
      const max = Math.max(...show.values)
      const first = show.values.length - show.forecast
      return (
        <Bars $full={full}>
          {show.values.map((v, i) => (
            <span
              key={i}
              style={{ height: `${Math.round((v / max) * 100)}%` }}
              data-forecast={i >= first || undefined}
            />
          ))}
        </Bars>
      )
    }
    case 'progress':
      return (
        <Track>
          <span style={{ width: `${show.percent}%` }} />
        </Track>
      )
    case 'question':
      return <Bubble>{show.text}</Bubble>
    case 'stages':
      return (
        <Stages>
          {show.stages.map((stage, i) => (
            <li key={stage} data-done={i < show.done || undefined}>
              {i < show.done && <Check aria-hidden="true" />}
              {stage}
            </li>
          ))}
        </Stages>
      )
  }
}

/**
 * A service's product at work, in a small window: two figures, a glimpse of the product (a chart,
 * progress, a question, pipeline stages) and one line with its state. Drawn in HTML (page font, no
 * image); decorative, the card's words say what the service does.
 */
export function ServiceFragment({
  fragment,
  accent = true,
  full = false,
  compact = false,
}: {
  fragment: Fragment
  /** The state chip in the warm accent (the lead service); off, it is the quiet chip. */
  accent?: boolean
  /** The whole window on phones too (the lead service), not only a glimpse. */
  full?: boolean
  /** In a narrow column from 1024 px: a tighter window whose words keep their lines. */
  compact?: boolean
}) {
  return (
    <Fit $compact={compact}>
      <MockWindow
        hidden
        raised
        title={fragment.title}
        status={<MockChip>{fragment.status}</MockChip>}
      >
        <Figures $full={full}>
          {fragment.figures.map((f) => (
            <div key={f.label}>
              <Muted>{f.label}</Muted>
              <strong>{f.value}</strong>
            </div>
          ))}
        </Figures>
        <Show>
          <ShowLabel $full={full}>{fragment.show.label}</ShowLabel>
          <Shown show={fragment.show} full={full} />
        </Show>
        <Line $full={full}>
          <span>{fragment.line.text}</span>
          <MockChip $tone={accent ? 'warm' : undefined}>{fragment.line.chip}</MockChip>
        </Line>
      </MockWindow>
    </Fit>
  )
}
