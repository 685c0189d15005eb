import styled, { css } from 'styled-components'
import { ContourLines } from './Contours'

/**
 * The *pindo* band (docs/ART-DIRECTION.md §5): the repeated border of a kanga cloth, 8 px tall,
 * along the top edge of a featured panel. Decorative; at most two per screen.
 */
/** The pindo as a stripe along the foot of a positioned block: the declarations of its `::after`. */
export const pindoStripe = css`
  content: '';
  position: absolute;
  inset: auto 0 0;
  height: 8px;
  background: ${({ theme }) => theme.pattern.pindo} left center /
    ${({ theme }) => theme.pattern.pindoSize} repeat-x;
`

/**
 * The pindo along the foot of a light opening or band: the one motif placement of a page's first
 * screen. The block it is mixed into must be positioned (`position: relative`).
 */
export const pindoFoot = css`
  &::after {
    ${pindoStripe}
  }
`

export const PindoBand = styled.span.attrs({ 'aria-hidden': true })`
  display: block;
  height: 8px;
  background-image: ${({ theme }) => theme.pattern.pindo};
  background-size: ${({ theme }) => theme.pattern.pindoSize};
  background-repeat: repeat-x;
  background-position: left center;
`

const KontuaSvg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 1;
`

export interface KontuaProps {
  /** Any text: the same seed always draws the same lines. */
  seed: string
  rings?: number
  /** Where the rings centre, in % of the box (default: lower right, off the text). */
  at?: { x: number; y: number }
  className?: string
}

/**
 * *Kontua*: contour lines like the depth lines of the coast on a sea chart, drawn behind a dark
 * panel. Fills its positioned parent; colour comes from `color` (use `lineOnDark`). Decorative.
 */
export function Kontua({ seed, rings = 6, at = { x: 82, y: 78 }, className }: KontuaProps) {
  return (
    <KontuaSvg
      className={className}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <ContourLines seed={seed} cx={at.x} cy={at.y} minRadius={8} maxRadius={70} rings={rings} />
    </KontuaSvg>
  )
}
