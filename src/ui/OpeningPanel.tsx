import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ContourLines } from './Contours'

/* Under the text on tablets it is centred, like the product mock-ups; beside it from 1024 px. */
const Frame = styled.div`
  position: relative;
  max-width: 34rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    margin-inline: auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-right: 0;
  }
`

/* Kontua lines ring the panel like depth lines around an island on a chart, stretched to its
   shape and running off wherever the opening ends. */
const Lines = styled.svg`
  position: absolute;
  top: -30%;
  left: -20%;
  width: 140%;
  height: 160%;
  overflow: visible;
  fill: none;
  stroke: ${({ theme }) => theme.color.lineOnDark};
  stroke-width: 1;
  pointer-events: none;
`

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.cardOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textOnDark};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  > :last-child:not(:first-child) {
    color: ${({ theme }) => theme.color.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
`

const Body = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`

export interface OpeningPanelProps {
  /** The panel's title bar, like a window's ("Reading list", "Service map"). */
  title: ReactNode
  /** A short figure at the right of the title bar ("6 sectors", "2022–2023"). */
  meta?: ReactNode
  /** Seeds the kontua lines behind the panel (the same text always draws the same lines). */
  seed: string
  /**
   * The panel only pictures what the page says in words (hidden from assistive technology); leave
   * false when it holds links or text of its own.
   */
  decorative?: boolean
  children: ReactNode
}

/**
 * The picture of an inner page's opening (docs/ART-DIRECTION.md §6): an opaque card on navy with a
 * hairline border, a title bar and kontua lines behind it. Pages fill it with their own fragment:
 * the sector grid, a reading list, the research archive, a term index. Plain HTML and CSS, so its
 * text is real text at real sizes and its box is known before anything paints.
 */
export function OpeningPanel({
  title,
  meta,
  seed,
  decorative = false,
  children,
}: OpeningPanelProps) {
  return (
    <Frame aria-hidden={decorative || undefined} data-opening-panel="">
      <Lines viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <ContourLines seed={seed} cx={50} cy={50} minRadius={36} maxRadius={62} rings={4} />
      </Lines>
      <Panel>
        <Bar>
          <span>{title}</span>
          {meta && <span>{meta}</span>}
        </Bar>
        <Body>{children}</Body>
      </Panel>
    </Frame>
  )
}
