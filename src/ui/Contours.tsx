import { useId } from 'react'
import { contourRing, ringPlacements, seedOf } from './motif'

export interface ContourLinesProps {
  /** Any text: the same seed always draws the same lines. */
  seed: string
  /** Centre of the rings in the parent SVG's user units. */
  cx: number
  cy: number
  minRadius: number
  maxRadius: number
  rings: number
  wobble?: number
}

/**
 * *Kontua* lines inside an SVG: one wavy ring drawn once, then placed `rings` times, scaled and
 * slightly turned (so a set of lines costs one path). Stroke colour and width come from the parent
 * (`stroke`, `stroke-width`); strokes do not scale with the copies.
 */
export function ContourLines({ seed, wobble, ...placement }: ContourLinesProps) {
  const id = `kontua-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const seedNumber = seedOf(seed)
  return (
    <>
      <defs>
        <path id={id} d={contourRing(seedNumber, wobble)} vectorEffect="non-scaling-stroke" />
      </defs>
      {ringPlacements(seedNumber, placement).map(({ transform }) => (
        <use key={transform} href={`#${id}`} transform={transform} />
      ))}
    </>
  )
}
