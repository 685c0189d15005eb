import { theme } from './tokens'

/**
 * The brand mark, drawn once: three rising bars (data) on a rounded tile, with a node on top
 * (intelligence). The header's logo (src/ui/Logo.tsx), the sharing images and the structured-data
 * logo (scripts/build/ogImages.ts) and the favicon (written by `npm run content`) are all built from
 * these shapes, so a change here changes every one of them.
 */

/** The mark's square drawing box, in its own units. */
export const LOGO_MARK_BOX = 40

type Shape =
  | {
      kind: 'rect'
      x?: number
      y?: number
      width: number
      height: number
      rx: number
      fill: string
    }
  | { kind: 'path'; d: string; stroke: string; strokeWidth: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }

export interface LogoMarkColours {
  /** The tile: `ink` in the header and favicon, `inkSoft` where the mark sits on `ink`. */
  tile?: string
}

/** The mark's shapes, back to front. */
export function logoMarkShapes({ tile = theme.color.ink }: LogoMarkColours = {}): Shape[] {
  const c = theme.color
  return [
    { kind: 'rect', width: LOGO_MARK_BOX, height: LOGO_MARK_BOX, rx: 10, fill: tile },
    { kind: 'rect', x: 9, y: 21, width: 5, height: 10, rx: 2, fill: c.markBar },
    { kind: 'rect', x: 17.5, y: 15, width: 5, height: 16, rx: 2, fill: c.markBar },
    { kind: 'rect', x: 26, y: 18, width: 5, height: 13, rx: 2, fill: c.sun },
    { kind: 'path', d: 'M11.5 17 20 10l8.5 4', stroke: c.surface, strokeWidth: 1.6 },
    { kind: 'circle', cx: 20, cy: 10, r: 2.4, fill: c.surface },
  ]
}

/** The shapes as SVG markup (no `<svg>` element), for the build's images and the favicon. */
export function logoMarkMarkup(colours?: LogoMarkColours): string {
  return logoMarkShapes(colours)
    .map((shape) => {
      switch (shape.kind) {
        case 'rect': {
          const at = shape.x === undefined ? '' : `x="${shape.x}" y="${shape.y}" `
          return `<rect ${at}width="${shape.width}" height="${shape.height}" rx="${shape.rx}" fill="${shape.fill}"/>`
        }
        case 'path':
          return `<path d="${shape.d}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}" stroke-linecap="round"/>`
        case 'circle':
          return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.fill}"/>`
      }
    })
    .join('')
}

/** The mark as a standalone SVG document of `size` pixels (the favicon, the square logo image). */
export function logoMarkSvg(size?: number, colours?: LogoMarkColours): string {
  const dimensions = size === undefined ? '' : ` width="${size}" height="${size}"`
  return `<svg xmlns="http://www.w3.org/2000/svg"${dimensions} viewBox="0 0 ${LOGO_MARK_BOX} ${LOGO_MARK_BOX}">${logoMarkMarkup(colours)}</svg>`
}
