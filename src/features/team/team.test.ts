import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { team } from '../../../content/team'
import { scenes } from '../../../content/team/scenes'
import { figures } from '../../data/figures'
import {
  PORTRAIT_FRAMES,
  SCENE_FRAMES,
  cropAround,
  photoSources,
  portraitTraits,
  teamMemberProblems,
  teamSceneProblems,
  type TeamMember,
} from './teamMember'
import { teamPhotoSources } from './teamPhotos'

const publicDir = path.resolve(__dirname, '../../../public')
const inPublic = (file: string) => existsSync(path.join(publicDir, file))

describe('team records (content/team)', () => {
  it('lists people with unique ids, never more than the team-size figure, and a handful of leads', () => {
    const ids = team.map((m) => m.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(team.length).toBeLessThanOrEqual(Number.parseInt(figures.teamMembers, 10))
    const leads = team.filter((m) => m.lead)
    expect(leads.length).toBeGreaterThanOrEqual(3)
    expect(leads.length).toBeLessThanOrEqual(6)
    expect(new Set(team.map((m) => m.name)).size).toBe(team.length)
  })

  it.each(team.map((m) => [m.id, m] as const))('%s is complete and consistent', (_id, member) => {
    expect(teamMemberProblems(member, inPublic)).toEqual([])
  })

  it.each(Object.values(scenes).map((s) => [s.id, s] as const))('scene %s is valid', (_id, s) => {
    expect(teamSceneProblems(s, inPublic)).toEqual([])
  })

  it('names the file and the field of each problem', () => {
    const base = team[0]!
    const broken: TeamMember = {
      ...base,
      name: 'Neema',
      base: 'remote',
      city: undefined,
      portrait: { head: 'mohawk' as never },
      photo: {
        file: 'neema.gif',
        width: 1000,
        height: 1200,
        focus: { x: 2, y: 0.3 },
        crops: { tall: { left: 0, top: 0, width: 900, height: 900 } },
      },
    }
    const problems = teamMemberProblems(broken, () => false).join('\n')
    const file = `content/team/${base.id}.ts`
    expect(problems).toContain(`${file}: name needs a first and a last name`)
    expect(problems).toContain(`${file}: city is missing`)
    expect(problems).toContain(`${file}: portrait.head "mohawk" is not one of`)
    expect(problems).toContain(`${file}: photo.file "neema.gif" is not a JPEG, PNG or WebP`)
    expect(problems).toContain(`${file}: photo.focus must be shares`)
    expect(problems).toContain(`${file}: photo.crops.tall is 900×900; the frame needs`)
    expect(problems).toContain(`${file}: photo.file "neema.gif" is not in public/team/`)
  })
})

describe('faces', () => {
  it('never draws a face twice: everyone on the team has their own hairstyle', () => {
    const heads = team.map((member) => portraitTraits(member).head)
    expect(new Set(heads).size).toBe(heads.length)
  })
})

describe('illustrated portraits', () => {
  it('draws the same features for the same person every time, and the file’s choices win', () => {
    const member = { id: 'some-one' }
    expect(portraitTraits(member)).toEqual(portraitTraits({ id: 'some-one' }))
    expect(portraitTraits({ id: 'some-one', portrait: { face: 'serious' } }).face).toBe('serious')
    // Different people mostly look different.
    const heads = new Set(
      ['a-b', 'c-d', 'e-f', 'g-h', 'i-j'].map((id) => portraitTraits({ id }).head),
    )
    expect(heads.size).toBeGreaterThan(1)
  })
})

describe('art-directed crops of a photo', () => {
  const photo = { width: 3000, height: 2000 }

  it('takes the largest box of the frame’s shape around the focal point', () => {
    expect(cropAround(photo, 1, { x: 0.5, y: 0.5 })).toEqual({
      left: 500,
      top: 0,
      width: 2000,
      height: 2000,
    })
    const tall = cropAround(photo, 4 / 5, { x: 0.3, y: 0.5 })
    expect(tall.height).toBe(2000)
    expect(tall.width).toBe(1600)
    expect(tall.left).toBe(100) // 0.3 × 3000 − 800
  })

  it('moves the box back inside the photo at an edge, and zooms in around the focus', () => {
    expect(cropAround(photo, 1, { x: 0.02, y: 0.5 }).left).toBe(0)
    expect(cropAround(photo, 1, { x: 0.99, y: 0.5 }).left).toBe(1000)
    const zoomed = cropAround(photo, 1, { x: 0.5, y: 0.3 }, 2)
    expect(zoomed).toEqual({ left: 1000, top: 100, width: 1000, height: 1000 })
    const portrait = cropAround({ width: 1200, height: 3000 }, 16 / 10, { x: 0.5, y: 0 })
    expect(portrait).toEqual({ left: 0, top: 0, width: 1200, height: 750 })
  })

  it('makes one pipeline entry per frame, cut from the photo, never upscaled; exact crops win', () => {
    const sources = photoSources(
      'neema-mushi',
      {
        file: 'neema.jpg',
        width: 600,
        height: 900,
        focus: { x: 0.5, y: 0.3 },
        crops: { tall: { left: 0, top: 100, width: 600, height: 750 } },
      },
      PORTRAIT_FRAMES,
    )
    expect(Object.keys(sources)).toEqual(['team-neema-mushi-square', 'team-neema-mushi-tall'])
    const square = sources['team-neema-mushi-square']!
    expect(square.source).toBe('public/team/neema.jpg')
    expect(square.crop!.width).toBe(square.crop!.height)
    expect(square.crop!.width).toBe(480) // 600 / zoom 1.25
    expect(square.widths.at(-1)).toBeLessThanOrEqual(square.crop!.width)
    expect(sources['team-neema-mushi-tall']).toMatchObject({
      width: 600,
      height: 750,
      crop: { left: 0, top: 100, width: 600, height: 750 },
      widths: [240, 400, 600],
    })
  })

  it('registers nothing while the team is illustrated, and every frame of each photo otherwise', () => {
    const withPhotos = teamPhotoSources(
      [{ ...team[0]!, photo: { file: 'a.jpg', width: 2000, height: 2500 } }],
      [
        {
          id: 'team',
          alt: 'The team at work.',
          photo: { file: 'b.jpg', width: 3000, height: 2000 },
        },
      ],
    )
    expect(Object.keys(withPhotos).sort()).toEqual(
      [
        ...Object.keys(PORTRAIT_FRAMES).map((f) => `team-${team[0]!.id}-${f}`),
        ...Object.keys(SCENE_FRAMES).map((f) => `team-team-${f}`),
      ].sort(),
    )
    expect(
      teamPhotoSources(
        team.map((m) => ({ ...m, photo: undefined })),
        [],
      ),
    ).toEqual({})
  })
})
