/**
 * The illustrated people of the site, generated at build time (no network) and written as SVG files
 * to `public/media/portraits/` (git-ignored), which Vite serves in development and copies into the
 * build. `npm run content` runs it, so they are there before `dev`, `build` and the tests:
 *
 * - one 4:5 portrait per team member (`content/team/`) and per client who is quoted
 *   (`content/clients/quotePortraits.ts`);
 * - one group picture per scene of `content/team/scenes.ts` (the leads on /about, everyone on
 *   /careers), while the scene has no real photo.
 *
 * The figures are Open Peeps by Pablo Stanley (CC0 1.0, as the @dicebear/open-peeps package states
 * in its LICENSE), drawn by DiceBear from each person's traits (src/features/team/teamMember.ts).
 * The site art-directs them as one restrained system (docs/ART-DIRECTION.md §6): ink outlines,
 * the same pale ground and the same arch behind every head (the arched doorways of the coast, with
 * *kontua* lines around it), one light from the upper left that casts each figure's shadow to the
 * right, and clothes in navy, teal or white. Same input, same bytes.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import * as openPeeps from '@dicebear/open-peeps'
import { theme } from '../../src/theme/tokens.ts'
import {
  ILLUSTRATION_SIZE,
  SCENE_ILLUSTRATION_SIZE,
  portraitTraits,
  type TeamMember,
} from '../../src/features/team/teamMember.ts'
import { writeIfChanged } from '../indexer/buildContent.ts'

const hex = (colour: string) => colour.replace('#', '')
const { color } = theme
const art = theme.portrait

/** Someone drawn: an id (file name and seed) and optional features. */
export type Sitter = Pick<TeamMember, 'id' | 'portrait'>

/** Clothes, in turn along a list so neighbours differ: navy, teal, white. */
const CLOTHES = [art.clothes.navy, art.clothes.teal, art.clothes.white] as const

/** The figure of one person, as the inner markup of DiceBear's 704 × 704 box. */
function figureMarkup(sitter: Sitter, clothes: string): string {
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
    skinColor: [hex(art.skin[traits.skin])],
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

/**
 * An arch (a doorway of the old town) from `left` to `right`, its foot at `foot`, its spring
 * `rise` above the foot: an open path, closed with `Z` to fill it.
 */
function arch(left: number, right: number, top: number, foot: number): string {
  const r = (right - left) / 2
  return `M${left} ${foot}V${top + r}A${r} ${r} 0 0 1 ${right} ${top + r}V${foot}`
}

/** The backdrop of every picture: the arch filled, and *kontua* lines around it. */
function archBackdrop(left: number, right: number, top: number, foot: number, lines = 3): string {
  const rings = Array.from({ length: lines }, (_, i) => {
    const gap = 16 * (i + 1)
    return `<path d="${arch(left - gap, right + gap, top - gap, foot)}"/>`
  }).join('')
  return (
    `<path d="${arch(left, right, top, foot)}Z" fill="${art.arch}"/>` +
    `<g fill="none" stroke="${art.lines}" stroke-opacity="0.3" stroke-width="1.5">${rings}</g>`
  )
}

/**
 * Shared definitions: the flat shadow a figure casts (its own shape in ink, faint), used with the
 * light from the upper left so every shadow falls right and a little down.
 */
const SHADOW_FILTER = `<filter id="s" x="0" y="0" width="1" height="1"><feFlood flood-color="${color.ink}" flood-opacity="0.09"/><feComposite in2="SourceAlpha" operator="in"/></filter>`
const SHADOW_OFFSET = { x: 14, y: 6 }

/** A figure at (x, y), `size` wide (its 704-unit box scaled), with its shadow behind it. */
function placedFigure(id: string, inner: string, x: number, y: number, size: number): string {
  const s = (size / 704).toFixed(4)
  const dx = Math.round((SHADOW_OFFSET.x * size) / 380)
  const dy = Math.round((SHADOW_OFFSET.y * size) / 380)
  return (
    `<defs><g id="${id}" transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s})">${inner}</g></defs>` +
    `<use href="#${id}" filter="url(#s)" transform="translate(${dx} ${dy})"/>` +
    `<use href="#${id}"/>`
  )
}

const CREDIT =
  '<!-- Figures: Open Peeps by Pablo Stanley, CC0 1.0 (via DiceBear). Framing and colours: this site. -->'

/** One person's portrait: a 400 × 500 tile, head and shoulders under the arch. */
export function portraitSvg(sitter: Sitter, toneIndex: number): string {
  const { width, height } = ILLUSTRATION_SIZE.portrait
  const clothes = CLOTHES[toneIndex % CLOTHES.length]!
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    CREDIT,
    `<defs>${SHADOW_FILTER}</defs>`,
    `<rect width="${width}" height="${height}" fill="${art.ground}"/>`,
    archBackdrop(70, 330, 70, height),
    placedFigure('f', figureMarkup(sitter, clothes), 10, 70, 380),
    '</svg>',
  ].join('')
}

/**
 * A group picture: the people side by side, shoulders overlapping as in a photo, in one or two rows
 * (the back row a little smaller and higher), under an arcade of arches. `size` is the picture's.
 */
export function groupSvg(
  sitters: { sitter: Sitter; tone: number }[],
  size: { width: number; height: number },
): string {
  const { width, height } = size
  const rows =
    sitters.length > 5
      ? [
          sitters.slice(0, Math.floor(sitters.length / 2)),
          sitters.slice(Math.floor(sitters.length / 2)),
        ]
      : [sitters]
  // Figure widths: each person takes `step` of the width, the figure drawn 1.7 times as wide so
  // neighbours' shoulders overlap; the back row at 85%.
  const front = rows.at(-1)!
  const step = width / (front.length + 0.7)
  const figure = step * 1.7
  const arches = Math.max(3, Math.round(width / (step * 1.5)))
  const archWidth = width / arches
  const backdrop = Array.from({ length: arches }, (_, i) => {
    const left = i * archWidth + archWidth * 0.14
    const right = (i + 1) * archWidth - archWidth * 0.14
    return archBackdrop(left, right, height * 0.1, height, 2)
  }).join('')
  const figures: string[] = []
  // Where the top of the heads goes, as a share of the height: one row high in the picture (the
  // bodies run out at the bottom edge); two rows with the back row's heads above the front row's.
  const headTop = rows.length > 1 ? [0.08, 0.46] : [0.16]
  rows.forEach((row, r) => {
    const back = rows.length > 1 && r === 0
    const w = figure * (back ? 0.82 : 1)
    const rowStep = step * (back ? 0.95 : 1)
    const span = rowStep * (row.length - 1)
    // The head starts about 8% of the figure's box below its top.
    const top = height * headTop[r]! - w * 0.08
    row.forEach(({ sitter, tone }, i) => {
      const cx = width / 2 - span / 2 + i * rowStep
      const clothes = CLOTHES[tone % CLOTHES.length]!
      // The head sits left of the middle of DiceBear's box: centre the head, not the box.
      figures.push(placedFigure(`f${r}${i}`, figureMarkup(sitter, clothes), cx - w * 0.52, top, w))
    })
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    CREDIT,
    `<defs>${SHADOW_FILTER}</defs>`,
    `<rect width="${width}" height="${height}" fill="${art.ground}"/>`,
    backdrop,
    ...figures,
    '</svg>',
  ].join('')
}

/** Folder the files are written to, relative to the repository root. */
export const PORTRAIT_DIR = 'public/media/portraits'

export interface PortraitJobs {
  /** The team, in display order (neighbours take the next clothes). */
  members: TeamMember[]
  /** People drawn in the same system who are not on the team (quoted clients), by file id. */
  others?: Sitter[]
  /** Group pictures: a scene id and the team members in it, in order. */
  groups?: { id: string; members: TeamMember[] }[]
}

/**
 * Writes every portrait and group picture (only files whose bytes change) and removes those no
 * longer wanted; returns the names of the files written.
 */
export function writePortraits(root: string, jobs: PortraitJobs | TeamMember[]): string[] {
  const { members, others = [], groups = [] } = Array.isArray(jobs) ? { members: jobs } : jobs
  const dir = path.join(root, PORTRAIT_DIR)
  mkdirSync(dir, { recursive: true })
  const files = new Map<string, string>()
  const toneOf = new Map(members.map((member, index) => [member.id, index]))
  members.forEach((member, index) => files.set(`${member.id}.svg`, portraitSvg(member, index)))
  others.forEach((sitter, index) => files.set(`${sitter.id}.svg`, portraitSvg(sitter, index)))
  for (const group of groups)
    files.set(
      `${group.id}.svg`,
      groupSvg(
        group.members.map((sitter) => ({ sitter, tone: toneOf.get(sitter.id) ?? 0 })),
        SCENE_ILLUSTRATION_SIZE,
      ),
    )
  const written = [...files].filter(([name, svg]) => writeIfChanged(path.join(dir, name), svg))
  for (const name of readdirSync(dir))
    if (name.endsWith('.svg') && !files.has(name)) rmSync(path.join(dir, name))
  return written.map(([name]) => name)
}
