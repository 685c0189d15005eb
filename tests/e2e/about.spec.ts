import { site } from '../../src/config/site'
import { aboutHeroPanel, aboutStats, team, values } from '../../src/features/about/aboutCopy'
import { figureBasis } from '../../src/data/figures'
import { disclosure, expect, test, visit } from './fixtures'

test.describe('about page', () => {
  test('about: mission, vision, founding story, the stats counting up to their targets, the values that expand and collapse, and links to careers and contact', async ({
    page,
  }) => {
    await visit(page, '/about')
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible()
    await expect(page.getByText(`Founded ${site.foundedYear}`)).toBeVisible()
    const numbers = page.locator('#numbers')
    for (const stat of aboutStats) {
      await expect(
        numbers.locator('[data-stat-tile]').getByText(stat.label, { exact: true }),
      ).toBeVisible()
    }
    // Under them, what each of the site's figures counts (other pages link here), behind one
    // summary line that opens it.
    const howWeCount = page.locator('#how-we-count')
    await expect(howWeCount).toBeHidden()
    await page.locator('details:has(#how-we-count) > summary').click()
    for (const item of figureBasis) {
      await expect(howWeCount.locator('dt', { hasText: item.term })).toBeVisible()
    }
    // Final figures are in the page for everyone (the moving figure is hidden from assistive tech).
    for (const stat of aboutStats) await expect(numbers).toContainText(stat.value)

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Explore Careers' })).toHaveAttribute(
      'href',
      '/careers',
    )
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')

    // Each value expands and collapses on click.
    for (const value of values) {
      const { summary: toggle, details } = disclosure(page, value.name)
      await expect(details).not.toHaveAttribute('open')
      await expect(page.getByText(value.detail)).toBeHidden()
      await toggle.click()
      await expect(details).toHaveAttribute('open')
      await expect(page.getByText(value.detail)).toBeVisible()
      await toggle.click()
      await expect(page.getByText(value.detail)).toBeHidden()
    }

    // The count-up stats land on their targets.
    const target = aboutStats[1]!.value
    const figure = page.locator(`#numbers [data-count-target="${target}"] [aria-hidden="true"]`)
    await figure.scrollIntoViewIfNeeded()
    await expect(figure).toHaveText(target, { timeout: 5000 })
  })

  test('about: the opening is light and shows the people: the leads stand together under the title, each named once with their role; the place (the map of Dar es Salaam) follows with the founding story', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/about')
    const opening = page.locator('main > [aria-labelledby="page-title"]')
    // On light: dark text on the opening's ground, not the navy banner.
    const ink = await opening.evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number)
      return (r! + g! + b!) / 3
    })
    expect(ink).toBeLessThan(100)
    // The leads, in the first screen, under the title.
    const group = opening.locator('[data-team-group]')
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const figures = group.locator('img')
    await expect(figures).toHaveCount(team.leads.length)
    for (const figure of await figures.all()) {
      await expect
        .poll(() => figure.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      const box = (await figure.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(title.y + title.height)
      expect(box.y).toBeLessThan(800)
    }
    // Who is who, from left: each lead once, with name and role (a two-tone caption).
    const members = group.locator('[data-team-member]')
    await expect(members).toHaveCount(team.leads.length)
    for (const [i, lead] of team.leads.entries()) {
      await expect(members.nth(i)).toContainText(lead.name)
      await expect(members.nth(i)).toContainText(lead.role)
    }
    // A face appears once on the page.
    await expect(page.locator('main img[src*="/media/portraits/"]')).toHaveCount(team.leads.length)

    // The place lower down, beside the founding story, not in the opening.
    const panel = page.locator('[data-founding-panel]')
    await expect(opening.locator('[data-founding-panel]')).toHaveCount(0)
    await expect(page.locator('#story [data-founding-panel]')).toHaveCount(1)
    await expect(panel.getByRole('img', { name: /Dar es Salaam/ })).toBeVisible()
    await expect(page.locator('#story')).toContainText(String(aboutHeroPanel.year))
  })

  test('about: the map of Dar es Salaam beside the founding story is named for assistive technology, and its labels stay readable on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, '/about')
    const map = page.locator('[data-founding-panel]').getByRole('img', { name: /Dar es Salaam/ })
    await expect(map).toBeVisible()
    await map.scrollIntoViewIfNeeded()
    // Every label that shows is at least 11 px on screen (smaller detail is hidden instead) and
    // lies inside the map.
    const labels = await map.evaluate((frame) => {
      const box = frame.getBoundingClientRect()
      return [...frame.querySelectorAll('span')]
        .filter((label) => getComputedStyle(label).display !== 'none')
        .map((label) => {
          const r = label.getBoundingClientRect()
          return {
            size: parseFloat(getComputedStyle(label).fontSize),
            inside:
              r.left >= box.left - 1 &&
              r.right <= box.right + 1 &&
              r.top >= box.top - 1 &&
              r.bottom <= box.bottom + 1,
          }
        })
    })
    expect(labels.length).toBeGreaterThanOrEqual(3)
    for (const label of labels) {
      expect(label.size).toBeGreaterThanOrEqual(11)
      expect(label.inside).toBe(true)
    }
  })

  test('about: a "How we count" link from another page opens the definitions', async ({ page }) => {
    await visit(page, '/about#how-we-count')
    await expect(page.locator('#how-we-count')).toBeVisible()
    await expect(page.locator('#how-we-count')).toBeInViewport()
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('about: figures show their final value without counting', async ({ page }) => {
      await visit(page, '/about')
      await page.locator('#numbers').scrollIntoViewIfNeeded()
      const shown = page.locator('#numbers [data-count-target] [aria-hidden="true"]')
      await expect(shown).toHaveText(aboutStats.map((s) => s.value))
    })
  })
})
