import type { ReactNode } from 'react'
import styled from 'styled-components'

/**
 * A story's diagram: a wide drawing from the tablet up and a tall one on phones (so its words stay
 * at least 11 px), its caption under it. The drawings' parts are classed and coloured here from the
 * palette; their text inherits the page's font.
 */
const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  [data-layout='tall'] {
    max-width: 26rem;
    margin: 0 auto;
  }
  [data-layout='wide'] {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    [data-layout='wide'] {
      display: block;
    }
    [data-layout='tall'] {
      display: none;
    }
  }
  text {
    fill: ${({ theme }) => theme.color.ink};
    font-size: 14px;
  }
  .title {
    font-weight: 700;
  }
  .note {
    fill: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  .label {
    fill: ${({ theme }) => theme.color.brandStrong};
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
  }
  .box {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }
  .soft {
    fill: ${({ theme }) => theme.color.brandSoft};
    stroke: ${({ theme }) => theme.color.brand};
  }
  .brand {
    fill: ${({ theme }) => theme.color.brand};
  }
  .ink {
    fill: ${({ theme }) => theme.color.ink};
  }
  .dashed {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
    stroke-dasharray: 6 5;
  }
  .on-dark {
    fill: ${({ theme }) => theme.color.textOnDark};
  }
  .on-dark.note {
    fill: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  .on-brand {
    fill: ${({ theme }) => theme.color.onBrand};
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-width: 1.5;
  }
  .track {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 3;
  }
  .head {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  .sun {
    fill: ${({ theme }) => theme.color.sun};
  }
  .pill {
    fill: ${({ theme }) => theme.color.ink};
  }
`

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  text-wrap: pretty;
`

export interface DiagramFigureProps {
  /** What the drawing shows, read in place of its parts. */
  description: string
  /** The caption under it. */
  caption: string
  /** The drawing for tablets and up, and the one for phones (viewBox width ~340). */
  wide: { viewBox: string; children: ReactNode }
  tall: { viewBox: string; children: ReactNode }
}

export function DiagramFigure({ description, caption, wide, tall }: DiagramFigureProps) {
  return (
    <Figure data-diagram="">
      <svg data-layout="wide" viewBox={wide.viewBox} role="img" aria-label={description}>
        {wide.children}
      </svg>
      <svg data-layout="tall" viewBox={tall.viewBox} role="img" aria-label={description}>
        {tall.children}
      </svg>
      <Caption>{caption}</Caption>
    </Figure>
  )
}

/** A straight arrow from (x1, y1) to (x2, y2) with a small filled head (no marker ids needed). */
export function Arrow({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  const angle = Math.atan2(y2 - y1, x2 - x1)
  const size = 7
  const a = angle + Math.PI - 0.45
  const b = angle + Math.PI + 0.45
  const head = `M${x2},${y2} L${x2 + size * Math.cos(a)},${y2 + size * Math.sin(a)} L${x2 + size * Math.cos(b)},${y2 + size * Math.sin(b)} Z`
  return (
    <g>
      <line className="line" x1={x1} y1={y1} x2={x2} y2={y2} />
      <path className="head" d={head} />
    </g>
  )
}

/** Lines of text under one another from (x, y), `gap` apart. */
export function Lines({
  x,
  y,
  lines,
  gap = 18,
  className,
  anchor,
}: {
  x: number
  y: number
  lines: readonly string[]
  gap?: number
  className?: string
  anchor?: 'start' | 'middle' | 'end'
}) {
  return (
    <text x={x} y={y} className={className} textAnchor={anchor}>
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 0 : gap}>
          {line}
        </tspan>
      ))}
    </text>
  )
}
