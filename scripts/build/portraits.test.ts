import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { team } from '../../content/team'
import { SCENE_ILLUSTRATION_SIZE } from '../../src/features/team/teamMember'
import { theme } from '../../src/theme/tokens'
import { findLeaks } from './bundleScan'
import { PORTRAIT_DIR, groupSvg, portraitSvg, writePortraits } from './portraits'

describe('illustrated portraits (generated at build time)', () => {
  it('are the same bytes for the same person, and differ between people', () => {
    const [a, b] = team
    expect(portraitSvg(a!, 0)).toBe(portraitSvg(a!, 0))
    expect(portraitSvg(a!, 0)).not.toBe(portraitSvg(b!, 0))
  })

  it('are 4:5 tiles outlined in ink, on the one ground and arch of the system, with the figure credited', async () => {
    const svg = portraitSvg(team[0]!, 0)
    expect(svg).toMatch(/^<svg [^>]*width="400" height="500" viewBox="0 0 400 500"/)
    expect(svg).not.toMatch(/"#000(000)?"/)
    expect(svg).toContain(`"${theme.color.ink}"`)
    // Every tile has the same ground and arch, whoever is on it.
    for (const [i, member] of team.entries()) {
      expect(portraitSvg(member, i)).toContain(`fill="${theme.portrait.ground}"`)
      expect(portraitSvg(member, i)).toContain(`fill="${theme.portrait.arch}"`)
    }
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

  it('draws a group as one picture of the scene size, each person once with their shadow', async () => {
    const people = team.slice(0, 4).map((sitter, tone) => ({ sitter, tone }))
    const svg = groupSvg(people, SCENE_ILLUSTRATION_SIZE)
    const { width, height } = SCENE_ILLUSTRATION_SIZE
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`))
    expect(svg.match(/<use href="#f\d+" filter=/g)).toHaveLength(4)
    expect(svg.match(/<use href="#f\d+"\/>/g)).toHaveLength(4)
    expect(svg).toBe(groupSvg(people, SCENE_ILLUSTRATION_SIZE))
    expect(findLeaks('group.svg', svg)).toEqual([])
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([width, height])
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

  it('writes the quoted people and the group pictures beside the team', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portraits-'))
    try {
      const [a, b] = team
      writePortraits(root, {
        members: [a!, b!],
        others: [{ id: 'quote-someone' }],
        groups: [{ id: 'pair', members: [a!, b!] }],
      })
      expect(readdirSync(path.join(root, PORTRAIT_DIR)).sort()).toEqual(
        [`${a!.id}.svg`, `${b!.id}.svg`, 'pair.svg', 'quote-someone.svg'].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
