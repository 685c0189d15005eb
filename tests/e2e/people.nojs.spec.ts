import { team, values } from '../../src/features/about/aboutCopy'
import { positions } from '../../src/features/careers/careersCopy'
import { partners } from '../../src/features/partnerships/partnersCopy'
import { disclosure, expect, test } from './fixtures'

/**
 * The people pages with JavaScript off: the job cards and the values are `<details>`, so they open
 * and close by themselves; portraits and the map are plain images and inline SVG.
 */

test('careers (no JavaScript): each position opens and closes, and its Apply Now e-mails the company', async ({
  page,
}) => {
  await page.goto('/careers')
  const cards = page.locator('[data-position]')
  await expect(cards).toHaveCount(positions.length)
  for (const [i, position] of positions.entries()) {
    const card = cards.nth(i)
    await expect(card).not.toHaveAttribute('open')
    const apply = card.getByRole('link', { name: /^Apply Now/ })
    await expect(apply).toBeHidden()
    await card.locator('summary').click()
    await expect(card).toHaveAttribute('open')
    await expect(apply).toBeVisible()
    await expect(apply).toHaveAttribute('href', /^mailto:.*subject=Work%20Application/)
    await expect(card.getByText(position.requirements[0]!, { exact: true })).toBeVisible()
    await card.locator('summary').click()
    await expect(card).not.toHaveAttribute('open')
  }
})

test('about (no JavaScript): the values open and close; the leads’ portraits load', async ({
  page,
}) => {
  await page.goto('/about')
  for (const value of values) {
    const { summary, details } = disclosure(page, value.name)
    await summary.click()
    await expect(details).toHaveAttribute('open')
    await expect(page.getByText(value.detail)).toBeVisible()
    await summary.click()
    await expect(page.getByText(value.detail)).toBeHidden()
  }
  const portraits = page.locator('#team img')
  await expect(portraits).toHaveCount(team.leads.length)
  for (const img of await portraits.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0)
  }
})

test('partnerships (no JavaScript): each partner is headed by its logo alone, its name said once', async ({
  page,
}) => {
  await page.goto('/partnerships')
  for (const partner of partners) {
    const card = page.locator(`[data-partner="${partner.id}"]`)
    await expect(card.getByRole('heading', { level: 3 })).toHaveAccessibleName(partner.name)
  }
})
