import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { team } from '../../../content/team'
import { Portrait, ScenePhoto } from './Portrait'
import type { TeamMember } from './teamMember'

const member = team[0]!
const withPhoto: TeamMember = {
  ...member,
  photo: { file: 'neema.jpg', width: 2000, height: 3000, focus: { x: 0.5, y: 0.25 } },
}

describe('a team member’s portrait', () => {
  it('is the illustration generated at build time while the file names no photo, decorative by default', () => {
    const html = renderToStaticMarkup(<Portrait member={member} />)
    expect(html).toMatch(/^<img /)
    expect(html).toContain(`src="/media/portraits/${member.id}.svg"`)
    expect(html).toContain('width="400" height="500"')
    expect(html).toContain('alt=""')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('<picture')
  })

  it('names the person where it stands alone', () => {
    const html = renderToStaticMarkup(<Portrait member={member} alt={member.name} />)
    expect(html).toContain(`alt="${member.name}"`)
  })

  it('is the photo when the file names one: cut 4:5 from 768 px and square on phones, in AVIF and WebP', () => {
    const html = renderToStaticMarkup(<Portrait member={withPhoto} sizes="25vw" />)
    expect(html).not.toContain('/media/portraits/')
    const sources = [...html.matchAll(/<source ([^>]*)\/?>/g)].map((m) => m[1]!)
    expect(sources).toHaveLength(4)
    // The wide crop first, with its media query and its own box (4:5 of the 2000 px wide photo).
    expect(sources[0]).toContain('media="(min-width: 768px)"')
    expect(sources[0]).toContain('type="image/avif"')
    expect(sources[0]).toContain(`/media/img/team-${member.id}-tall-640.avif 640w`)
    expect(sources[0]).toContain('width="2000" height="2500"')
    expect(sources[1]).toContain('type="image/webp"')
    // Then the default: square, tighter on the face.
    expect(sources[2]).not.toContain('media=')
    expect(sources[2]).toContain(`/media/img/team-${member.id}-square-480.avif 480w`)
    expect(sources[2]).toContain('width="1600" height="1600"')
    expect(sources.every((s) => s.includes('sizes="25vw"'))).toBe(true)
    expect(html).toContain(`src="/media/img/team-${member.id}-square-320.webp"`)
    expect(html).toMatch(/<img [^>]*width="1600" height="1600"/)
  })
})

describe('a small square portrait (frame="square")', () => {
  it('is the close square crop of the illustration', () => {
    const html = renderToStaticMarkup(<Portrait member={member} frame="square" />)
    expect(html).toContain(`src="/media/portraits/${member.id}-square.svg"`)
    expect(html).toContain('width="300" height="300"')
  })

  it('is the square crop of the photo at every width: no 4:5 source', () => {
    const html = renderToStaticMarkup(<Portrait member={withPhoto} frame="square" sizes="64px" />)
    expect(html).toContain('<picture')
    expect(html).not.toContain('media=')
    expect(html).not.toContain('-tall-')
    expect(html).toContain(`/media/img/team-${member.id}-square-160.avif 160w`)
    expect(html).not.toContain('/media/portraits/')
  })
})

describe('a scene', () => {
  const scene = { id: 'team', alt: 'The team at work in the office.' }

  it('is nothing while it has no photo: groups are not drawn', () => {
    expect(renderToStaticMarkup(<ScenePhoto scene={scene} />)).toBe('')
  })

  it('is its real photo, described, when it has one: 16:10 from 768 px, 4:3 on phones', () => {
    const html = renderToStaticMarkup(
      <ScenePhoto scene={{ ...scene, photo: { file: 'team.jpg', width: 3000, height: 2000 } }} />,
    )
    expect(html).toContain('<picture')
    expect(html).toContain('media="(min-width: 768px)"')
    expect(html).toContain('/media/img/team-team-wide-1280.avif 1280w')
    expect(html).toContain('/media/img/team-team-phone-800.webp 800w')
    expect(html).toContain('alt="The team at work in the office."')
    expect(html).not.toContain('/media/portraits/')
  })
})
