import { analyticsPage } from '../../src/features/quantum-analytics/analyticsCopy'
import { expect, test, visit } from './fixtures'

test.describe('analytics page', () => {
  test('analytics: figures, tiles, steps and reasons; Explore Platform scrolls; the closing buttons go to /contact and /services', async ({
    page,
  }) => {
    await visit(page, '/quantum-analytics')
    const content = analyticsPage
    await expect(page.locator('#features li')).toHaveCount(content.features!.items.length)
    await expect(page.locator('#process ol > li')).toHaveCount(content.process.steps.length)
    await expect(page.locator('#why-choose li')).toHaveCount(content.whyChoose!.items.length)
    await expect(page.locator('#capabilities li h3')).toHaveCount(content.capabilities.items.length)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Start Your Analytics Journey' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )

    // Explore Platform scrolls to the platform features.
    await page.getByRole('link', { name: 'Explore Platform' }).click()
    const features = page.locator('#features')
    await expect(features).toBeInViewport()
    await expect(
      features.getByRole('heading', { name: analyticsPage.features?.title }),
    ).toBeVisible()

    // The stat tiles, and the count-up lands on their figures.
    const stats = page.locator('#results')
    for (const { label } of analyticsPage.stats.items)
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
    const shown = stats.locator('[data-count-target] [aria-hidden="true"]')
    await stats.scrollIntoViewIfNeeded()
    await expect(shown).toHaveText(
      analyticsPage.stats.items.map((s) => s.value),
      { timeout: 10_000 },
    )

    // View All Services opens /services scrolled to the top.
    await main.getByRole('link', { name: 'View All Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
