/**
 * The illustrated people of the site, generated from `content/team/` at build time (no network):
 * one 4:5 portrait per member, written as SVG files to
 * `public/media/portraits/` (git-ignored), which Vite serves in development and copies into the
 * build. `npm run content` runs it, so it is there before `dev`, `build` and the tests.
 *
 * The figures are Open Peeps by Pablo Stanley (CC0 1.0, as the @dicebear/open-peeps package states
 * in its LICENSE), drawn by DiceBear from each member's traits (src/features/team/teamMember.ts),
 * outlined in `ink` instead of black, dressed in brand colours and set on a tile of the site's
 * motif: a tinted ground with *kontua* contour lines seeded from the name (docs/ART-DIRECTION.md
 * §5–6). Same input, same bytes: nothing random is left to the library.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import * as openPeeps from '@dicebear/open-peeps'
import { theme } from '../../src/theme/tokens.ts'
import { contourRing, ringPlacements, seedOf } from '../../src/ui/motif.ts'
import {
  ILLUSTRATION_SIZE,
  portraitTraits,
  type TeamMember,
} from '../../src/features/team/teamMember.ts'
import { writeIfChanged } from '../content/buildContent.ts'

const hex = (colour: string) => colour.replace('#', '')
const { color } = theme

/** Ground, contour lines and clothes of a tile; neighbours in the team list take the next tone. */
const TONES = [
  { ground: color.brandSoft, lines: color.brand, clothes: color.inkSoft },
  { ground: color.accentSoft, lines: color.sun, clothes: color.brand },
  { ground: color.brandOnDark, lines: color.brandStrong, clothes: color.surface },
  { ground: color.surfaceSunk, lines: color.inkSoft, clothes: color.sun },
] as const

/** The figure of one member, as the inner markup of a 704 × 704 SVG (DiceBear's own box). */
function figureMarkup(member: Pick<TeamMember, 'id' | 'portrait'>, clothes: string): string {
  const traits = portraitTraits(member)
  const svg = createAvatar(openPeeps, {
    seed: member.id,
    head: [traits.head],
    face: [traits.face],
    accessories: traits.accessories === 'none' ? [] : [traits.accessories],
    accessoriesProbability: traits.accessories === 'none' ? 0 : 100,
    facialHair: traits.facialHair === 'none' ? [] : [traits.facialHair],
    facialHairProbability: traits.facialHair === 'none' ? 0 : 100,
    maskProbability: 0,
    skinColor: [hex(theme.portrait.skin[traits.skin])],
    headContrastColor: [hex(theme.portrait.hair)],
    clothingColor: [hex(clothes)],
  }).toString()
  // Keep the drawing only: DiceBear's metadata and its full-box mask (one id per file) go; the
  // tile clips instead. Black outlines become the site's ink.
  const start = svg.indexOf('<g mask="url(#viewboxMask)">')
  const end = svg.lastIndexOf('</svg>')
  if (start < 0 || end < 0)
    throw new Error(`portraits: unexpected DiceBear output for ${member.id}`)
  return svg
    .slice(start, end)
    .replace(' mask="url(#viewboxMask)"', '')
    .replace(/"#000(000)?"/g, `"${color.ink}"`)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${separatedPath(d)}"`)
}

/**
 * Path data with every number written out and separated: DiceBear writes `10.4.4.2` for 10.4, .4,
 * .2, which reads like a network address to the build's secret scan (scripts/build/bundleScan.ts).
 */
function separatedPath(d: string): string {
  return d
    .replace(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi, (n) => ` ${Math.round(Number(n) * 10) / 10}`)
    .replace(/([a-z]) /gi, '$1')
    .trim()
}

/** *Kontua* lines for a tile: one ring drawn once, placed `rings` times (as src/ui/Contours.tsx). */
function contours(
  id: string,
  seed: string,
  at: { x: number; y: number },
  radius: [number, number],
  rings: number,
) {
  const seedNumber = seedOf(seed)
  const uses = ringPlacements(seedNumber, {
    cx: at.x,
    cy: at.y,
    minRadius: radius[0],
    maxRadius: radius[1],
    rings,
  })
    .map(({ transform }) => `<use href="#${id}" transform="${transform}"/>`)
    .join('')
  return `<defs><path id="${id}" d="${contourRing(seedNumber, 0.12)}" vector-effect="non-scaling-stroke"/></defs>${uses}`
}

const CREDIT =
  '<!-- Figure: Open Peeps by Pablo Stanley, CC0 1.0 (via DiceBear). Tile and colours: this site. -->'

/** One member's portrait: a 400 × 500 tile with contour lines and the figure from the chest up. */
export function portraitSvg(member: TeamMember, toneIndex: number): string {
  const { width, height } = ILLUSTRATION_SIZE.portrait
  const tone = TONES[toneIndex % TONES.length]!
  const seed = seedOf(member.id)
  const at = { x: 60 + (seed % 280), y: 90 + ((seed >>> 8) % 120) }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    CREDIT,
    `<rect width="${width}" height="${height}" fill="${tone.ground}"/>`,
    `<g fill="none" stroke="${tone.lines}" stroke-opacity="0.45" stroke-width="1.5">${contours('k', member.name, at, [40, 420], 7)}</g>`,
    `<svg x="-40" y="76" width="480" height="480" viewBox="0 0 704 704">${figureMarkup(member, tone.clothes)}</svg>`,
    '</svg>',
  ].join('')
}

/** Folder the files are written to, relative to the repository root. */
export const PORTRAIT_DIR = 'public/media/portraits'

/**
 * Writes every portrait (only files whose bytes change) and removes those of people no
 * longer in the team; returns the names of the files written.
 */
export function writePortraits(root: string, members: TeamMember[]): string[] {
  const dir = path.join(root, PORTRAIT_DIR)
  mkdirSync(dir, { recursive: true })
  const files = new Map<string, string>()
  members.forEach((member, index) => files.set(`${member.id}.svg`, portraitSvg(member, index)))
  const written = [...files].filter(([name, svg]) => writeIfChanged(path.join(dir, name), svg))
  for (const name of readdirSync(dir))
    if (name.endsWith('.svg') && !files.has(name)) rmSync(path.join(dir, name))
  return written.map(([name]) => name)
}
