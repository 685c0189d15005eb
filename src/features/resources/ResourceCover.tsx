import type { ReactElement } from 'react'
import styled, { css } from 'styled-components'
import { site } from '../../config/site'
import type { FeaturedCategory } from './resourcesCopy'

/**
 * A featured resource as its cover, the way a report or a course is printed: the kind at the top,
 * the title set large, a small drawing of what is inside (a guide's pipeline, a toolkit's checked
 * data grid, a video's player), the publisher at the foot. Each kind its own field in the library's
 * colours. The cover is a link to the resource's entry under Featured Resources; its title is its
 * name (the drawing is aria-hidden). Words at 13 px or more, in the page's font.
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

const Cover = styled.a<{ $kind: FeaturedCategory }>`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 11rem;
  padding: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.md}
    ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  /* The binding: a darker band down the left edge, as on a printed report. */
  box-shadow:
    inset 6px 0 0 ${({ theme }) => theme.color.lineOnDark},
    ${({ theme }) => theme.shadow.md};
  transition: transform ${({ theme }) => theme.motion.fast};
  ${({ $kind }) => tones[$kind]}
  &:hover {
    color: ${({ theme }) => theme.color.textOnDark};
    transform: translateY(-3px);
  }
  &:hover [data-cover-title] {
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  /* A phone's two small covers: room for a four-line title under the drawing; the publisher
     waits for a wider cover. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    &:not([data-cover-lead]) {
      min-height: 12.5rem;
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]}
        ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    }
    &:not([data-cover-lead]) [data-publisher] {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    min-height: 14rem;
    padding: ${({ theme }) => theme.space[5]};
  }
`

const Kind = styled.span`
  font-size: 0.8125rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: var(--cover-ink);
`

const Title = styled.span`
  align-self: end;
  max-width: 16ch;
  font-size: 1.0625rem;
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: -0.01em;
  text-wrap: balance;
  [data-cover-lead] & {
    max-width: 14ch;
    font-size: 1.375rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: 1.25rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    &&& {
      font-size: 1.5rem;
    }
  }
`

const Foot = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDark};
  font-variant-numeric: tabular-nums;
`

/* The drawing, top right, in the cover's ink. */
const Drawing = styled.svg`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  width: 3.5rem;
  height: auto;
  color: var(--cover-ink);
  [data-cover-lead] & {
    width: 7rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    top: ${({ theme }) => theme.space[5]};
    right: ${({ theme }) => theme.space[5]};
    &&& {
      width: 5.5rem;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    &&& {
      width: 7.5rem;
    }
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

export function ResourceCover({
  category,
  title,
  href,
  detail,
  lead = false,
}: {
  category: FeaturedCategory
  title: string
  /** Where the cover leads: the resource's entry on the page. */
  href: string
  /** The foot's right-hand fact: a video's running time, a document's downloads. */
  detail: string
  /** The first cover: set larger on a phone, where it takes the row alone. */
  lead?: boolean
}) {
  const Picture = drawings[category]
  return (
    <Cover
      href={href}
      $kind={category}
      data-resource-cover={category}
      data-cover-lead={lead || undefined}
    >
      <Kind>{category}</Kind>
      <Picture />
      <Title data-cover-title="">{title}</Title>
      <Foot aria-hidden="true">
        <span data-publisher="">{site.name}</span>
        <span>{detail}</span>
      </Foot>
    </Cover>
  )
}
