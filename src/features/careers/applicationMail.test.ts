import { describe, expect, it } from 'vitest'
import {
  internshipApplicationHref,
  locationLabel,
  mailtoHref,
  workApplicationHref,
} from './applicationMail'
import { positions } from './careersCopy'

/** Reads a mailto link back the way a mail client does. */
function parseMailto(href: string) {
  const url = new URL(href)
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    raw: url.search,
  }
}

describe('mailtoHref', () => {
  it('percent-encodes subject and body, including &, ?, = and line breaks', () => {
    const href = mailtoHref('jobs@co.example', 'Q&A? a=b', 'Line 1\nLine 2 & more')
    expect(href).toBe(
      'mailto:jobs@co.example?subject=Q%26A%3F%20a%3Db&body=Line%201%0ALine%202%20%26%20more',
    )
    const parsed = parseMailto(href)
    expect(parsed.subject).toBe('Q&A? a=b')
    expect(parsed.body).toBe('Line 1\nLine 2 & more')
    expect(parsed.raw).not.toContain('+')
  })
})

describe('application e-mails', () => {
  it("'Apply Now' writes to the given address with subject 'Work Application'", () => {
    const position = positions[0]!
    const mail = parseMailto(workApplicationHref(position, 'careers@co.example'))
    expect(mail.to).toBe('careers@co.example')
    expect(mail.subject).toBe('Work Application')
    expect(mail.body).toContain(position.title)
    expect(mail.body).toMatch(/details/i)
    expect(mail.body).toMatch(/CV/)
    expect(mail.body).toMatch(/PDF or DOCX/)
  })

  it("internships 'Get in Touch' uses subject 'Internship Application'", () => {
    const mail = parseMailto(internshipApplicationHref('careers@co.example'))
    expect(mail.to).toBe('careers@co.example')
    expect(mail.subject).toBe('Internship Application')
    expect(mail.body).toMatch(/PDF or DOCX/)
  })

  it('defaults to the address of the site config', () => {
    expect(workApplicationHref(positions[0]!)).toMatch(/^mailto:hello@msingi\.example\?/)
  })
})

describe('positions', () => {
  it('are the positions of the spec with their departments and locations', () => {
    expect(
      positions.map((p) => `${p.title} | ${p.department} | ${locationLabel(p.workplace)}`),
    ).toEqual([
      'Senior AI/ML Engineer | Engineering | Dar es Salaam / Remote',
      'Data Scientist | Data Science | Remote',
      'Full Stack Developer | Engineering | Dar es Salaam',
      'DevOps Engineer | Infrastructure | Remote',
      'Product Manager - AI | Product | Dar es Salaam / Remote',
      'Business Development Representative | Sales | Remote',
    ])
    const ids = positions.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of positions) expect(p.requirements.length).toBeGreaterThan(0)
  })
})
