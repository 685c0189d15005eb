import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { clients } from '../../../content/clients'
import {
  clientIndustries,
  detailParagraphs,
  QUOTE_LENGTH,
  quoteProblems,
  relatedClients,
  uploadsUrl,
} from './client'
import { caseStudyProblems, SCREEN_SHAPES, sectionsToDetails } from './caseStudy'
import { portraitTraits } from '../team/teamMember'
import { team } from '../../../content/team'
import { quotePortraitId } from './client'

const publicDir = path.resolve(__dirname, '../../../public')

describe('client records (content/clients)', () => {
  it('lists clients with unique ids', () => {
    expect(clients.length).toBeGreaterThan(0)
    const ids = clients.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it.each(clients.map((c) => [c.id, c] as const))('%s is complete and consistent', (_id, c) => {
    expect(clientIndustries).toContain(c.industry)
    expect(c.industry).not.toMatch(/placeholder|lorem|todo|tbd|n\/a|xxx|test/i)
    for (const text of [c.name, c.title, c.description, c.imageAlt]) {
      expect(text.trim().length).toBeGreaterThan(3)
    }
    expect(detailParagraphs(c.details).length).toBeGreaterThanOrEqual(2)
    expect(c.tags.length).toBeGreaterThan(0)
    expect(new Set(c.tags).size).toBe(c.tags.length)
    // Fictional clients link to reserved `.example` domains only.
    expect(new URL(c.logoLinkUrl).hostname).toMatch(/\.example$/)
    expect(existsSync(path.join(publicDir, c.logoUrl)), c.logoUrl).toBe(true)
    expect(existsSync(path.join(publicDir, uploadsUrl(c.imageUrl))), c.imageUrl).toBe(true)
    // What changed: two or three short figures, each with what it measures.
    expect(c.results.length).toBeGreaterThanOrEqual(2)
    expect(c.results.length).toBeLessThanOrEqual(3)
    for (const r of c.results) {
      expect(r.value.length, r.value).toBeLessThanOrEqual(14)
      expect(r.label.trim().length, r.value).toBeGreaterThan(10)
    }
  })

  it('covers the industries of the spec and some cards need a +N badge', () => {
    const industries = new Set(clients.map((c) => c.industry))
    expect(industries.size).toBeGreaterThanOrEqual(5)
    expect(clients.some((c) => c.tags.length > 3)).toBe(true)
  })
})

describe('client testimonials (the quote field)', () => {
  it.each(clients.map((c) => [c.id, c] as const))('%s has a short, attributed quote', (_id, c) => {
    expect(quoteProblems(c)).toEqual([])
  })

  it('no two clients share a quote or a person', () => {
    expect(new Set(clients.map((c) => c.quote.text)).size).toBe(clients.length)
    expect(new Set(clients.map((c) => c.quote.person)).size).toBe(clients.length)
  })

  it('names the file and the field of a quote that breaks the rules', () => {
    const base = clients[0]!
    const tooShort = { ...base, quote: { ...base.quote, text: 'Great work.' } }
    expect(quoteProblems(tooShort).join('\n')).toMatch(
      new RegExp(`content/clients/${base.id}\\.ts: quote\\.text is 11 characters`),
    )
    const tooLong = { ...base, quote: { ...base.quote, text: 'a'.repeat(QUOTE_LENGTH.max + 1) } }
    expect(quoteProblems(tooLong)).toHaveLength(1)
    const quoted = { ...base, quote: { ...base.quote, text: `“${base.quote.text}”` } }
    expect(quoteProblems(quoted).join()).toMatch(/quotation mark/)
    const anonymous = { ...base, quote: { ...base.quote, person: 'Rehema', role: '' } }
    expect(quoteProblems(anonymous)).toHaveLength(2)
  })
})

describe('case studies (sections, system diagram, opening screen)', () => {
  it.each(clients.map((c) => [c.id, c] as const))(
    '%s is told in labelled parts that fit',
    (_id, c) => {
      expect(caseStudyProblems(c)).toEqual([])
      // The dialog's details are the sections' paragraphs, one copy of the text.
      expect(detailParagraphs(c.details)).toEqual(c.sections.flatMap((s) => s.paragraphs))
    },
  )

  it('names the file and the field of what breaks the rules', () => {
    const base = clients[0]!
    const broken = {
      ...base,
      sections: [
        { heading: 'X', paragraphs: ['Too short.'] },
        { heading: 'Twice', paragraphs: [`${'a'.repeat(50)}\n\n${'b'.repeat(50)}`] },
        { heading: 'Twice', paragraphs: ['c'.repeat(60)] },
      ],
      system: {
        caption: base.system.caption,
        steps: [
          {
            boxes: [
              { title: 'A box title far too long for three in a row' },
              { title: 'b' },
              { title: 'c' },
            ],
          },
          { boxes: [{ title: 'Two', lines: ['one', 'two', 'three'] }] },
          { boxes: [{ title: 'Last' }], via: 'after the end' },
        ],
      },
    }
    const screen = { ...base.screen, focus: { ...base.screen.focus, detail: 'x'.repeat(60) } }
    const problems = caseStudyProblems({ ...broken, screen }).join('\n')
    const file = `content/clients/${base.id}.ts`
    expect(problems).toContain(`${file}: sections[0].heading is 1 characters`)
    expect(problems).toContain(`${file}: sections[0].paragraphs[0] is empty or too short`)
    expect(problems).toContain(`${file}: sections[1].paragraphs[0] holds a blank line`)
    expect(problems).toContain(`${file}: sections[2].heading "Twice" is used twice`)
    expect(problems).toContain(`${file}: sections mark exactly one section with system: true`)
    expect(problems).toContain(`${file}: system.steps[0].boxes[0].title "A box title`)
    expect(problems).toContain(`${file}: system.steps[1].boxes[0].lines has 3`)
    expect(problems).toContain(`${file}: system.steps[2].via labels an arrow after the last row`)
    expect(problems).toContain(`${file}: screen.focus.detail is empty or longer than`)
  })

  it('gives every case study a screen of its own shape while there are shapes to go round', () => {
    const shapes = clients.map((c) => c.screen.kind)
    expect(new Set(shapes).size).toBe(Math.min(clients.length, SCREEN_SHAPES.length))
  })

  it('checks the data each screen shape draws from', () => {
    const somo = clients.find((c) => c.screen.kind === 'activity')!
    if (somo.screen.kind !== 'activity') throw new Error('unreachable')
    const rows = somo.screen.rows.map((r, i) => (i === 0 ? { ...r, days: '##' } : r))
    const focus = { ...somo.screen.focus, message: undefined }
    const problems = caseStudyProblems({ ...somo, screen: { ...somo.screen, rows, focus } })
    expect(problems.join('\n')).toContain('screen.rows[0].days must be 14 characters')
    expect(problems.join('\n')).toContain('screen.focus.message is missing')
  })

  it('joins the paragraphs of every section with blank lines', () => {
    expect(
      sectionsToDetails([
        { heading: 'One', paragraphs: ['A.', ' B. '] },
        { heading: 'Two', paragraphs: ['C.'] },
      ]),
    ).toBe('A.\n\nB.\n\nC.')
  })

  it('suggests two other case studies, from the same industry first, then nearby ones', () => {
    for (const c of clients) {
      const related = relatedClients(c, clients)
      expect(related).toHaveLength(2)
      expect(related.map((r) => r.id)).not.toContain(c.id)
    }
    const [kilele, akiba] = [
      clients.find((c) => c.id === 'kilele-pay')!,
      clients.find((c) => c.id === 'akiba-jamii')!,
    ]
    expect(relatedClients(kilele, clients)[0]!.id).toBe(akiba.id)
  })

  it('draws every quoted person with a hairstyle of their own, none shared with the team', () => {
    const heads = [
      ...team.map((m) => portraitTraits(m).head),
      ...clients.map(
        (c) => portraitTraits({ id: quotePortraitId(c.id), portrait: c.quote.portrait }).head,
      ),
    ]
    expect(new Set(heads).size).toBe(heads.length)
  })
})
