import type { ReactElement } from 'react'
import styled, { css } from 'styled-components'
import { site } from '../../config/site'
import type { FeaturedCategory } from './resourcesCopy'

/**
 * A featured resource's cover, the artwork at the top of its card under Featured Resources: the
 * resource as it is printed or played, a field in its kind's colour with a binding down the left
 * edge, a drawing of what is inside (a guide's pipeline, a toolkit's checked data grid, a video's
 * player) and the publisher at the foot. Decoration (aria-hidden): the card's badge, title and
 * figures say it all in page text.
 */

const tones: Record<FeaturedCategory, ReturnType<typeof css>> = {
  Guide: css`
    background: ${({ theme }) => theme.sectorTone.navy.from};
    --cover-ink: ${({ theme }) => theme.sectorTone.navy.onDark};
  `,
  Tools: css`
    background: ${({ theme }) => theme.sectorTone.teal.from};
    --cover-ink: ${({ theme }) => theme.color.textOnDark};
  `,
  Video: css`
    background: ${({ theme }) => theme.sectorTone.ochre.from};
    --cover-ink: ${({ theme }) => theme.color.textOnDark};
  `,
}

/* Bleeds to the card's edges at its top (the card's padding is space[5]). */
const Cover = styled.div<{ $kind: FeaturedCategory }>`
  position: relative;
  display: flex;
  align-items: flex-end;
  height: 8.5rem;
  margin: -${({ theme }) => theme.space[5]} -${({ theme }) => theme.space[5]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  /* The binding: a darker band down the left edge, as on a printed report. */
  box-shadow: inset 8px 0 0 ${({ theme }) => theme.color.lineOnDark};
  ${({ $kind }) => tones[$kind]}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    height: 10.5rem;
  }
`

const Publisher = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.textOnDark};
`

/* The drawing, centred on the cover, in the cover's ink. */
const Drawing = styled.svg`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 7.5rem;
  height: auto;
  transform: translate(-50%, -58%);
  color: var(--cover-ink);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    width: 9rem;
  }
`

/** A guide: notebook → package → service, the service watched by its pulse. */
function GuideDrawing() {
  return (
    <Drawing viewBox="0 0 120 80" fill="none" aria-hidden="true" data-cover-drawing="">
      <g stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="8" width="28" height="34" rx="3" />
        <path d="M10 18h16M10 25h12M10 32h14" opacity="0.7" />
        <path d="M34 25h10" />
        <path d="M41 21l4 4-4 4" />
        <rect x="48" y="13" width="24" height="24" rx="3" />
        <path d="M48 21h24M60 13v8" opacity="0.7" />
        <path d="M74 25h10" />
        <path d="M81 21l4 4-4 4" />
        <circle cx="101" cy="25" r="13" />
        <path d="M91 25h5l3-6 4 12 3-6h4" />
        <path d="M20 54v8a6 6 0 0 0 6 6h75a6 6 0 0 0 6-6V42" strokeDasharray="4 5" opacity="0.7" />
      </g>
    </Drawing>
  )
}

/** A toolkit: a data grid, most cells checked, one flagged. */
function ToolsDrawing() {
  const cells = []
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) {
      const x = 6 + col * 28
      const y = 6 + row * 24
      const flagged = row === 1 && col === 2
      cells.push(
        <g key={`${row}-${col}`}>
          <rect
            x={x}
            y={y}
            width="22"
            height="18"
            rx="3"
            fill={flagged ? 'currentColor' : 'none'}
            fillOpacity={flagged ? 0.25 : undefined}
          />
          {flagged ? (
            <path d={`M${x + 11} ${y + 4}v6M${x + 11} ${y + 14}v0.5`} />
          ) : (
            (row + col) % 3 !== 2 && <path d={`M${x + 6} ${y + 9}l3.5 3.5 7-7`} />
          )}
        </g>,
      )
    }
  return (
    <Drawing viewBox="0 0 120 80" fill="none" aria-hidden="true" data-cover-drawing="">
      <g stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {cells}
      </g>
    </Drawing>
  )
}

/** A video: the player's frame, the play mark and the scrubber a third along. */
function VideoDrawing() {
  return (
    <Drawing viewBox="0 0 120 80" fill="none" aria-hidden="true" data-cover-drawing="">
      <g stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="4" width="112" height="60" rx="6" />
        <circle cx="60" cy="32" r="15" />
        <path d="M55 24.5v15l12-7.5z" fill="currentColor" />
        <path d="M4 74h112" opacity="0.45" />
        <path d="M4 74h38" />
      </g>
      <circle cx="42" cy="74" r="4" fill="currentColor" />
    </Drawing>
  )
}

const drawings: Record<FeaturedCategory, () => ReactElement> = {
  Guide: GuideDrawing,
  Tools: ToolsDrawing,
  Video: VideoDrawing,
}

export function ResourceCover({ category }: { category: FeaturedCategory }) {
  const Picture = drawings[category]
  return (
    <Cover $kind={category} aria-hidden="true" data-resource-cover={category}>
      <Picture />
      <Publisher>{site.name}</Publisher>
    </Cover>
  )
}
