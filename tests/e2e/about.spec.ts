import { site } from '../../src/config/site'
import { aboutHeroPanel, aboutStats, team, values } from '../../src/features/about/aboutCopy'
import { figureBasis } from '../../src/data/figures'
import { loadedPortrait } from './checks/portrait'
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
    // Under them, what each of the site's figures counts (other pages link here).
    const howWeCount = page.locator('#how-we-count')
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

  test('about: the opening shows the place (the map of Dar es Salaam) and the founding year beside the title, no faces; the leads follow lower down as portrait cards, one portrait each', async ({
    page,
  }) => {
    await visit(page, '/about')
    const panel = page.locator('[data-founding-panel]')
    await expect(panel).toContainText(String(aboutHeroPanel.year))
    await expect(panel.getByRole('img', { name: /Dar es Salaam/ })).toBeVisible()
    // Beside the title at 1280 px: the panel starts right of the heading's left edge, level with it.
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    const box = (await panel.boundingBox())!
    expect(box.x).toBeGreaterThan(title.x + title.width / 2)
    expect(box.y).toBeLessThan(title.y + title.height)
    // No drawn faces in the opening (a real group photo may join it: content/team/scenes.ts).
    await expect(panel.locator('img[src*="/media/portraits/"]')).toHaveCount(0)

    // Each lead once: a portrait card with the same 4:5 frame, the name, role and focus.
    const members = page.locator('#team [data-team-member]')
    await expect(members).toHaveCount(team.leads.length)
    const sizes = new Set<string>()
    for (const [i, lead] of team.leads.entries()) {
      const member = members.nth(i)
      await expect(member.getByRole('heading', { level: 3 })).toHaveText(lead.name)
      await expect(member).toContainText(lead.role)
      await expect(member).toContainText(lead.focus)
      const r = await loadedPortrait(member)
      expect(r.height / r.width).toBeCloseTo(5 / 4, 1)
      sizes.add(`${Math.round(r.width)}×${Math.round(r.height)}`)
    }
    // One consistent scale: every card's portrait is the same size.
    expect(sizes.size).toBe(1)
    // A face appears once on the page.
    await expect(page.locator('main img[src*="/media/portraits/"]')).toHaveCount(team.leads.length)
  })

  test('about: the opening’s map of Dar es Salaam is named for assistive technology, and its labels stay readable on a phone', async ({
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
