/**
 * The illustrated people of the site, generated at build time (no network) and written as SVG files
 * to `public/media/portraits/` (git-ignored), which Vite serves in development and copies into the
 * build. `npm run content` runs it, so they are there before `dev`, `build` and the tests:
 *
 * two files per team member (`content/team/`): the 4:5 portrait and a close square crop of it;
 * one file per quoted client person (`quote.portrait` in `content/clients/`), a square of its own
 * (`sitterSvg`: the whole head centred, for a frame beside a quote), drawn the same way: they are placeholders like the team, illustrated, never photographed.
 *
 * The figures are Open Peeps by Pablo Stanley (CC0 1.0, as the @dicebear/open-peeps package states
 * in its LICENSE), drawn by DiceBear from each person's traits (src/features/team/teamMember.ts).
 * Open Peeps were drawn as line drawings, and the site keeps them so (docs/ART-DIRECTION.md §6):
 * ink line on a toned paper ground, the skin a quiet tint of its tone, the clothes unpainted, one
 * teal halftone disc behind every head, and the same head-and-shoulders crop and scale for
 * everyone. Same input, same bytes; no network.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import * as openPeeps from '@dicebear/open-peeps'
import { theme } from '../../src/theme/tokens.ts'
import {
  ILLUSTRATION_SIZE,
  figureFile,
  illustrationFile,
  portraitTraits,
  type PortraitFrame,
  type TeamMember,
} from '../../src/features/team/teamMember.ts'
import { writeIfChanged } from '../indexer/buildContent.ts'

const hex = (colour: string) => colour.replace('#', '')
const { color } = theme
const art = theme.portrait

/** Someone drawn: an id (file name and seed) and optional features. */
export type Sitter = Pick<TeamMember, 'id' | 'portrait'>

/** The figure of one person, as the inner markup of DiceBear's 704 × 704 box. */
function figureMarkup(sitter: Sitter, clothes: string, skin: string): string {
  const traits = portraitTraits(sitter)
  const svg = createAvatar(openPeeps, {
    seed: sitter.id,
    head: [traits.head],
    face: [traits.face],
    accessories: traits.accessories === 'none' ? [] : [traits.accessories],
    accessoriesProbability: traits.accessories === 'none' ? 0 : 100,
    facialHair: traits.facialHair === 'none' ? [] : [traits.facialHair],
    facialHairProbability: traits.facialHair === 'none' ? 0 : 100,
    maskProbability: 0,
    skinColor: [hex(skin)],
    // Some heads draw part of the hair in a second colour: ink, like the rest of the hair.
    headContrastColor: [hex(color.ink)],
    clothingColor: [hex(clothes)],
  }).toString()
  // Keep the drawing only: DiceBear's metadata and its full-box mask go. Black outlines (and the
  // hair, drawn in the outline colour) become the site's ink.
  const start = svg.indexOf('<g mask="url(#viewboxMask)">')
  const end = svg.lastIndexOf('</svg>')
  if (start < 0 || end < 0)
    throw new Error(`portraits: unexpected DiceBear output for ${sitter.id}`)
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

const CREDIT =
  '<!-- Figures: Open Peeps by Pablo Stanley, CC0 1.0 (via DiceBear). Framing and colours: this site. -->'

/**
 * A halftone screen: dots on a 45° grid in `colour`, fading out from the middle of a disc (a mask
 * of a radial gradient), like the printed tint behind a newspaper portrait. No noise, no
 * randomness: the same bytes every build.
 */
function halftone(colour: string, cx: number, cy: number, r: number): string {
  return (
    `<defs><pattern id="hp" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="4.5" cy="4.5" r="2.4" fill="${colour}"/></pattern>` +
    `<radialGradient id="hg"><stop offset="0.5" stop-color="${color.surface}"/><stop offset="1" stop-color="${color.surface}" stop-opacity="0"/></radialGradient>` +
    `<mask id="hm"><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#hg)"/></mask></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#hp)" mask="url(#hm)"/>`
  )
}

/** Where the figure's 704-unit box goes in the tile, and its width: head and shoulders, cut at the chest. */
const FIGURE = { x: 28, y: 140, size: 360 } as const

/**
 * The square frame: the same drawing cut close around the head and shoulders (a box of the tile,
 * in its units), for small portraits such as /careers' roster, where the tall tile's headroom would
 * leave a small face in a lot of paper.
 */
const SQUARE_CROP = { x: 25, y: 150, size: 350 } as const

/** The figure-only file: DiceBear's box, whole: the hair's top to the chest, shoulder to shoulder. */
const FIGURE_ONLY = { viewBox: '0 0 704 704', width: 704, height: 704 } as const

/**
 * One person's portrait (docs/ART-DIRECTION.md §6): an ink line drawing on toned paper, the skin a
 * quiet tint of its tone, the clothes unpainted, and one accent behind the head, a teal halftone
 * disc. Every tile has the same crop, scale and ground, so a row of them reads as one series; names
 * and roles are set beside it in the page's type, never in the drawing. `tall` is the 400 × 500 tile
 * (4:5), `square` the close crop of the same drawing.
 */
export function portraitSvg(sitter: Sitter, frame: PortraitFrame = 'tall'): string {
  const { width, height } = ILLUSTRATION_SIZE.portrait
  const traits = portraitTraits(sitter)
  const scale = (FIGURE.size / 704).toFixed(4)
  const box =
    frame === 'square'
      ? {
          viewBox: `${SQUARE_CROP.x} ${SQUARE_CROP.y} ${SQUARE_CROP.size} ${SQUARE_CROP.size}`,
          ...ILLUSTRATION_SIZE.square,
        }
      : { viewBox: `0 0 ${width} ${height}`, width, height }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.viewBox}">`,
    CREDIT,
    `<rect width="${width}" height="${height}" fill="${art.paper}"/>`,
    halftone(art.halftone, 232, 232, 150),
    `<g transform="translate(${FIGURE.x} ${FIGURE.y}) scale(${scale})">${figureMarkup(sitter, art.cloth, art.skinTint[traits.skin])}</g>`,
    '</svg>',
  ].join('')
}

/**
 * The figure alone, on no ground: the same drawing as the portrait (same traits, ink, skin tint and
 * cloth), cut at the chest like the tile, with nothing behind it. /about's opening stands the leads
 * together on one ground of its own (a group composed by the page, not a drawn group scene), so
 * each figure must come without its paper and halftone disc.
 */
export function figureSvg(sitter: Sitter): string {
  const traits = portraitTraits(sitter)
  const { width, height } = FIGURE_ONLY
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${FIGURE_ONLY.viewBox}">`,
    CREDIT,
    figureMarkup(sitter, art.cloth, art.skinTint[traits.skin]),
    '</svg>',
  ].join('')
}

/**
 * The quoted client person's frame (a square, shown on navy beside their words): the whole head,
 * hair included, centred, with the chest cut by the frame's foot. The figure keeps the tile's scale
 * so every quote reads as one series with the team; it is moved so the face (about 385 units across
 * DiceBear's 704 box) sits on the frame's middle and the hair's top (the box's top) has headroom.
 */
const SITTER = { size: 400, x: 3, y: 40 } as const

/** A quoted client person's square portrait: toned paper, the disc behind the head, the figure. */
export function sitterSvg(sitter: Sitter): string {
  const traits = portraitTraits(sitter)
  const scale = (FIGURE.size / 704).toFixed(4)
  const { size } = SITTER
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_SIZE.square.width}" height="${ILLUSTRATION_SIZE.square.height}" viewBox="0 0 ${size} ${size}">`,
    CREDIT,
    `<rect width="${size}" height="${size}" fill="${art.paper}"/>`,
    halftone(art.halftone, size / 2, 170, 160),
    `<g transform="translate(${SITTER.x} ${SITTER.y}) scale(${scale})">${figureMarkup(sitter, art.cloth, art.skinTint[traits.skin])}</g>`,
    '</svg>',
  ].join('')
}

/** Folder the files are written to, relative to the repository root. */
export const PORTRAIT_DIR = 'public/media/portraits'

/**
 * Writes one portrait per team member and a square one per other sitter (the quoted client people;
 * only files whose bytes change) and removes those no longer wanted (people who left, and the group
 * pictures and files of the previous system); returns the names of the files written.
 */
export function writePortraits(
  root: string,
  members: TeamMember[],
  sitters: readonly Sitter[] = [],
): string[] {
  const dir = path.join(root, PORTRAIT_DIR)
  mkdirSync(dir, { recursive: true })
  const files = new Map([
    ...members.flatMap((member) =>
      (['tall', 'square'] as const).map(
        (frame) => [illustrationFile(member.id, frame), portraitSvg(member, frame)] as const,
      ),
    ),
    ...members
      .filter((member) => member.lead)
      .map((member) => [figureFile(member.id), figureSvg(member)] as const),
    ...sitters.map((sitter) => [illustrationFile(sitter.id, 'square'), sitterSvg(sitter)] as const),
  ])
  const written = [...files].filter(([name, svg]) => writeIfChanged(path.join(dir, name), svg))
  for (const name of readdirSync(dir))
    if (name.endsWith('.svg') && !files.has(name)) rmSync(path.join(dir, name))
  return written.map(([name]) => name)
}
