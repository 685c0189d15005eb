import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { team } from '../../content/team'
import { FIGURE_SIZE, portraitTraits } from '../../src/features/team/teamMember'
import { theme } from '../../src/theme/tokens'
import { findLeaks } from './bundleScan'
import { PORTRAIT_DIR, figureSvg, portraitSvg, sitterSvg, writePortraits } from './portraits'
import { clients } from '../../content/clients'
import { quotePortraitId } from '../../src/features/clients/client'

/** The files written for these members, sorted: the tile and its square; a lead's figure too. */
const files = (members: typeof team) =>
  members
    .flatMap((m) => [
      `${m.id}.svg`,
      `${m.id}-square.svg`,
      ...(m.lead ? [`${m.id}-figure.svg`] : []),
    ])
    .sort()

describe('illustrated portraits (generated at build time)', () => {
  it('are the same bytes for the same person, and differ between people', () => {
    const [a, b] = team
    expect(portraitSvg(a!)).toBe(portraitSvg(a!))
    expect(portraitSvg(a!)).not.toBe(portraitSvg(b!))
  })

  it('are 4:5 ink line drawings on the one toned paper, with one teal halftone and the figure credited', async () => {
    const svg = portraitSvg(team[0]!)
    expect(svg).toMatch(/^<svg [^>]*width="400" height="500" viewBox="0 0 400 500"/)
    expect(svg).not.toMatch(/"#000(000)?"/)
    expect(svg).toContain(`"${theme.color.ink}"`)
    for (const member of team) {
      const tile = portraitSvg(member)
      // Everyone on the same paper, behind the same halftone disc, in unpainted clothes.
      expect(tile).toContain(`fill="${theme.portrait.paper}"`)
      expect(tile).toContain(`<pattern id="hp"`)
      expect(tile).toContain(`fill="${theme.portrait.halftone}"`)
      expect(tile).toContain(`"${theme.portrait.cloth}"`)
      // The skin is its quiet tint, never the full colour of a cartoon.
      expect(tile).toContain(`"${theme.portrait.skinTint[portraitTraits(member).skin]}"`)
      // The same crop and scale for everyone: one transform for the figure.
      expect(tile.match(/<g transform="translate\([^)]*\) scale\([^)]*\)">/)?.[0]).toBe(
        svg.match(/<g transform="translate\([^)]*\) scale\([^)]*\)">/)?.[0],
      )
    }
    expect(svg).toContain('Open Peeps by Pablo Stanley, CC0 1.0')
    // One id per file (DiceBear's own mask is gone), and a valid image.
    expect(svg).not.toContain('viewboxMask')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([400, 500])
  })

  it('cut the square frame from the same drawing: the same bytes inside, a close box around head and shoulders', async () => {
    const member = team[0]!
    const tall = portraitSvg(member)
    const square = portraitSvg(member, 'square')
    expect(square).toMatch(/^<svg [^>]*width="300" height="300" viewBox="\d+ \d+ (\d+) \1"/)
    expect(square.replace(/^<svg [^>]*>/, '')).toBe(tall.replace(/^<svg [^>]*>/, ''))
    const meta = await sharp(Buffer.from(square)).metadata()
    expect([meta.width, meta.height]).toEqual([300, 300])
  })

  it('frame a quoted client person whole: square, nothing touches the top edge (the hair is not cut), the head across the middle', async () => {
    for (const client of clients) {
      const svg = sitterSvg({ id: quotePortraitId(client.id), portrait: client.quote.portrait })
      const { data, info } = await sharp(Buffer.from(svg))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([300, 300])
      // Ink pixels (dark outlines and hair), row by row.
      const inkAt = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels
        return data[i]! + data[i + 1]! + data[i + 2]! < 130
      }
      const rowHasInk = (y: number) => [...Array(info.width).keys()].some((x) => inkAt(x, y))
      for (let y = 0; y < 4; y++) expect(rowHasInk(y), `${client.id}: row ${y}`).toBe(false)
      // The ink of the head's band (a third of the way down) sits around the middle.
      const xs = [...Array(info.width).keys()].filter((x) => inkAt(x, 100))
      const middle = (Math.min(...xs) + Math.max(...xs)) / 2
      expect(Math.abs(middle - info.width / 2), client.id).toBeLessThan(40)
    }
  })

  it('draw a lead’s figure alone for a group the page composes: the same drawing, no paper, no halftone', async () => {
    const member = team.find((m) => m.lead)!
    const figure = figureSvg(member)
    expect(figure).not.toContain(theme.portrait.paper)
    expect(figure).not.toContain('<pattern')
    expect(figure).toContain(`"${theme.portrait.skinTint[portraitTraits(member).skin]}"`)
    expect(figure).toContain('Open Peeps by Pablo Stanley, CC0 1.0')
    expect(findLeaks(`${member.id}-figure.svg`, figure)).toEqual([])
    const meta = await sharp(Buffer.from(figure)).metadata()
    expect([meta.width, meta.height]).toEqual([FIGURE_SIZE.width, FIGURE_SIZE.height])
  })

  it('hold nothing the build’s secret scan would take for an address (numbers written apart)', () => {
    for (const member of team) {
      const svg = portraitSvg(member)
      expect(findLeaks(`${member.id}.svg`, svg)).toEqual([])
      expect(svg).not.toMatch(/\d\.\d+\.\d/)
    }
  })

  it('writes two files per member (the tile and its square crop) and a lead’s figure alone, rewrites only what changed and removes people who left', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portraits-'))
    try {
      const dir = path.join(root, PORTRAIT_DIR)
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, 'someone-who-left.svg'), '<svg/>')
      expect(writePortraits(root, team.slice(0, 3))).toHaveLength(files(team.slice(0, 3)).length)
      expect(readdirSync(dir).sort()).toEqual(files(team.slice(0, 3)))
      expect(writePortraits(root, team.slice(0, 3))).toEqual([])
      expect(existsSync(path.join(dir, 'someone-who-left.svg'))).toBe(false)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('removes the files of the previous system (group pictures, quoted clients)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portraits-'))
    try {
      const dir = path.join(root, PORTRAIT_DIR)
      mkdirSync(dir, { recursive: true })
      for (const old of ['leads.svg', 'team.svg', 'quote-kilele-pay.svg'])
        writeFileSync(path.join(dir, old), '<svg/>')
      writePortraits(root, team)
      expect(readdirSync(dir).sort()).toEqual(files(team))
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
