import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { team } from '../../content/team'
import { theme } from '../../src/theme/tokens'
import { findLeaks } from './bundleScan'
import { PORTRAIT_DIR, portraitSvg, writePortraits } from './portraits'

describe('illustrated portraits (generated at build time)', () => {
  it('are the same bytes for the same person, and differ between people', () => {
    const [a, b] = team
    expect(portraitSvg(a!, 0)).toBe(portraitSvg(a!, 0))
    expect(portraitSvg(a!, 0)).not.toBe(portraitSvg(b!, 0))
  })

  it('are 4:5 tiles outlined in ink, on a backdrop of the palette, with the figure credited', async () => {
    const svg = portraitSvg(team[0]!, 0)
    expect(svg).toMatch(/^<svg [^>]*width="400" height="500" viewBox="0 0 400 500"/)
    expect(svg).not.toMatch(/"#000(000)?"/)
    expect(svg).toContain(`"${theme.color.ink}"`)
    expect(svg).toContain(`fill="${theme.color.brandSoft}"`)
    expect(svg).toContain('Open Peeps by Pablo Stanley, CC0 1.0')
    // One id per file (DiceBear's own mask is gone), and a valid image.
    expect(svg).not.toContain('viewboxMask')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([400, 500])
  })

  it('hold nothing the build’s secret scan would take for an address (numbers written apart)', () => {
    for (const [i, member] of team.entries()) {
      const svg = portraitSvg(member, i)
      expect(findLeaks(`${member.id}.svg`, svg)).toEqual([])
      expect(svg).not.toMatch(/\d\.\d+\.\d/)
    }
  })

  it('writes one file per member, rewrites only what changed and removes people who left', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portraits-'))
    try {
      const dir = path.join(root, PORTRAIT_DIR)
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, 'someone-who-left.svg'), '<svg/>')
      expect(writePortraits(root, team.slice(0, 3))).toHaveLength(3)
      expect(readdirSync(dir).sort()).toEqual(
        team
          .slice(0, 3)
          .map((m) => `${m.id}.svg`)
          .sort(),
      )
      expect(writePortraits(root, team.slice(0, 3))).toEqual([])
      expect(existsSync(path.join(dir, 'someone-who-left.svg'))).toBe(false)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
