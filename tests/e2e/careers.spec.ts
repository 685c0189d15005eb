import { site } from '../../src/config/site'
import { locationLabel } from '../../src/features/careers/applicationMail'
import {
  benefits,
  careerValues,
  EMPLOYMENT_TYPE,
  peopleSection,
  positions,
} from '../../src/features/careers/careersCopy'
import { expect, prerenderedHtml, test, visit } from './fixtures'
import { loadedPortrait } from './checks/portrait'

/** Reads a mailto link the way a mail client does. */
function parseMailto(href: string | null) {
  expect(href).toMatch(/^mailto:/)
  const url = new URL(href!)
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
    raw: href!,
  }
}

test.describe('careers page', () => {
  test("careers: View Open Positions scrolls to the positions; every value and benefit; every position full-time, each Apply Now e-mailing 'Work Application'; internships e-mail 'Internship Application'", async ({
    page,
  }) => {
    await visit(page, '/careers')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('link', { name: 'View Open Positions' }).click()
    await expect(page.locator('#positions')).toBeFocused()
    await expect(page.locator('#positions')).toBeInViewport()
    // Scrolled so the positions start near the top of the window, under the fixed header.
    await expect
      .poll(() => page.locator('#positions').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(160)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    const values = page.locator('#values')
    expect(careerValues).not.toHaveLength(0)
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      careerValues.map((v) => v.title),
    )
    const perks = page.locator('#benefits')
    expect(benefits).not.toHaveLength(0)
    await expect(perks.getByRole('heading', { level: 3 })).toHaveText(benefits.map((b) => b.title))

    // Every position, full-time, each closed with title, department, location and type in view; it
    // opens to the description, the requirements and Apply Now.
    const cards = page.locator('[data-position]')
    await expect(cards).toHaveCount(positions.length)
    for (const [i, position] of positions.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(position.title)
      const facts = card.getByRole('list', { name: 'Role facts' }).getByRole('listitem')
      await expect(facts).toHaveText([
        position.department,
        locationLabel(position.workplace),
        EMPLOYMENT_TYPE,
      ])
      await expect(card.getByText(position.description)).toBeHidden()
      await card.locator('summary').click()
      await expect(card).toHaveAttribute('open')
      await expect(card.getByText(position.description)).toBeVisible()
      for (const requirement of position.requirements) {
        await expect(card.getByText(requirement, { exact: true })).toBeVisible()
      }
    }
    // Each location label is shown once per position there, and every position is full-time.
    const officeOrRemote = locationLabel('office-or-remote')
    await expect(page.getByText(officeOrRemote, { exact: true })).toHaveCount(
      positions.filter((p) => locationLabel(p.workplace) === officeOrRemote).length,
    )
    await expect(page.getByText(EMPLOYMENT_TYPE, { exact: true })).toHaveCount(positions.length)

    // Each Apply Now e-mails the company with subject 'Work Application' and asks for a CV.
    const apply = page.getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toHaveCount(positions.length)
    for (const [i, position] of positions.entries()) {
      const mail = parseMailto(await apply.nth(i).getAttribute('href'))
      expect(mail.to).toBe(site.email)
      expect(mail.subject).toBe('Work Application')
      expect(mail.body).toContain(position.title)
      expect(mail.body).toMatch(/details/i)
      expect(mail.body).toContain('CV as a PDF or DOCX')
      // Properly encoded: no raw spaces or line breaks in the link.
      expect(mail.raw).toContain('subject=Work%20Application&body=')
      expect(mail.raw).not.toMatch(/[\s]/)
    }

    // Internships: Get in Touch e-mails with subject 'Internship Application'.
    const link = page.locator('#internships').getByRole('link', { name: 'Get in Touch' })
    const mail = parseMailto(await link.getAttribute('href'))
    expect(mail.to).toBe(site.email)
    expect(mail.subject).toBe('Internship Application')
    expect(mail.body).toContain('CV as a PDF or DOCX')
    expect(mail.raw).toContain('subject=Internship%20Application&body=')
  })

  test('careers: the opening is light and its board is the list of open roles (the count, each role once, opening in place); where we work and the roster (the only faces) follow', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/careers')
    const opening = page.locator('main > [aria-labelledby="page-title"]')
    const ink = await opening.evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number)
      return (r! + g! + b!) / 3
    })
    expect(ink).toBeLessThan(100)
    const board = opening.locator('#positions')
    await expect(board.getByRole('heading', { level: 2 })).toContainText(String(positions.length))
    // One row per position, in order, the first in the first screen; each role is on the page once.
    const rows = board.locator('[data-position]')
    await expect(rows).toHaveCount(positions.length)
    await expect(page.locator('main [data-position]')).toHaveCount(positions.length)
    for (const [i, position] of positions.entries()) {
      await expect(rows.nth(i)).toContainText(position.title)
      await expect(rows.nth(i)).toContainText(position.department)
      await expect(page.getByRole('heading', { name: position.title, exact: true })).toHaveCount(1)
    }
    expect((await rows.first().boundingBox())!.y).toBeLessThan(800)
    // The faces are shown once, with names, in the roster below: not also in the opening.
    await expect(opening.locator('img[src*="/media/portraits/"]')).toHaveCount(0)
    // A role opens in place, to its Apply Now.
    const last = rows.nth(positions.length - 1)
    await last.locator('summary').click()
    await expect(last.getByRole('link', { name: /^Apply Now/ })).toBeVisible()

    // Everyone on the team as a roster: each their own small square portrait (loaded, all the same
    // size), name and role.
    const wall = page.locator('#team').getByRole('list', { name: 'The team' })
    const people = wall.getByRole('listitem')
    expect(await people.count()).toBeGreaterThanOrEqual(4)
    const sizes = new Set<string>()
    for (const person of await people.all()) {
      const r = await loadedPortrait(person)
      expect(Math.round(r.width)).toBe(Math.round(r.height))
      sizes.add(String(Math.round(r.width)))
      await expect(person.locator('strong')).not.toBeEmpty()
    }
    expect(sizes.size).toBe(1)
    // Where the work is done (the office, remote), in words: the map is /about's and /contact's.
    await expect(page.locator('#team dt')).toHaveText([
      peopleSection.office.title,
      peopleSection.remote.title,
    ])
    await expect(page.locator('#team [data-place-map]')).toHaveCount(0)
  })

  test('careers: the prerendered page carries a JobPosting for every position', async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, '/careers')
    const blocks = [
      ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .filter((d) => d['@type'] === 'JobPosting')
    expect(blocks.map((b) => b.title)).toEqual(positions.map((p) => p.title))
    for (const [i, posting] of blocks.entries()) {
      const position = positions[i]!
      expect(posting).toMatchObject({
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: site.name },
      })
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      if (position.workplace !== 'office') expect(posting.jobLocationType).toBe('TELECOMMUTE')
      if (position.workplace !== 'remote') {
        expect(posting.jobLocation).toMatchObject({
          address: { addressLocality: 'Dar es Salaam' },
        })
      }
    }
  })
})
