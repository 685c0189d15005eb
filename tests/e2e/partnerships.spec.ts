import { partners } from '../../src/features/partnerships/partnersCopy'
import { expect, test, visit } from './fixtures'

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//

test.describe('partnerships page', () => {
  test('partnerships: a card for each partner, with logo, kind, description, mission and site link; Get In Touch leads to the contact page', async ({
    page,
  }) => {
    await visit(page, '/partnerships')
    const cards = page.locator('[data-partner]')
    await expect(cards).toHaveCount(partners.length)
    for (const [i, partner] of partners.entries()) {
      const card = cards.nth(i)
      // The logo carries the name, so it is the heading: the name is not written again under it.
      const heading = card.getByRole('heading', { level: 3 })
      await expect(heading).toHaveAccessibleName(partner.name)
      await expect(card.getByText(partner.name, { exact: true })).toHaveCount(0)
      await expect(card.getByText(partner.kind, { exact: true })).toBeVisible()
      const logo = heading.getByRole('img', { name: partner.name })
      await expect(logo).toHaveAttribute('src', partner.logo)
      await expect(logo).toHaveAttribute('width', /^\d+$/)
      await expect(logo).toHaveAttribute('height', /^\d+$/)
      await expect(card.getByText(partner.description)).toBeVisible()
      // The mission is labelled as the partner's, not dressed as a quote: no quote marks.
      const mission = card.locator('[data-mission]')
      await expect(mission).toContainText(partner.mission)
      await expect(mission).not.toContainText(/[“”"]/)
      expect(
        await mission.evaluate((el) =>
          [...el.querySelectorAll('*')].some((node) =>
            ['::before', '::after'].some((pseudo) =>
              /[“”"]/.test(getComputedStyle(node, pseudo).content.replace(/^"|"$/g, '')),
            ),
          ),
        ),
      ).toBe(false)
      const link = card.getByRole('link', { name: /^Visit Partner Site/ })
      await expect(link).toHaveAttribute('href', partner.link)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // The opening: on light, the four partners around us, each with what we do together.
    const ink = await page
      .locator('main > [aria-labelledby="page-title"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(ink).toBe('rgb(255, 255, 255)')
    const diagram = page.getByRole('list', { name: /partners/i }).first()
    await expect(diagram.getByRole('listitem')).toHaveCount(partners.length)
    for (const partner of partners) await expect(diagram).toContainText(partner.together)

    const getInTouch = page.getByRole('main').getByRole('link', { name: 'Get In Touch' })
    await expect(getInTouch).toHaveAttribute('href', '/contact')
    await getInTouch.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('partnerships: Visit Partner Site opens the partner in a new tab', async ({ page }) => {
    await page.context().route(
      (url) => !LOCAL.test(url.href),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>x</title>' }),
    )
    await visit(page, '/partnerships')
    const partner = partners[1]!
    const popupPromise = page.waitForEvent('popup')
    await page
      .locator(`[data-partner="${partner.id}"]`)
      .getByRole('link', { name: /^Visit Partner Site/ })
      .click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(popup.url()).toBe(`${partner.link}/`)
    await expect(page).toHaveURL(/\/partnerships$/)
  })
})
