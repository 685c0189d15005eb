import { annotatePage } from '../../src/features/quantum-annotate/annotateCopy'
import { expect, test, visit } from './fixtures'

test.describe('annotation page', () => {
  test('annotation: the stat figures, every service and step; Explore Services scrolls; Get Started and Start Your Project go to /contact', async ({
    page,
  }) => {
    await visit(page, '/quantum-annotate')
    const services = page.locator('#services article')
    await expect(services).toHaveCount(annotatePage.capabilities.items.length)
    await expect(services.first()).toContainText('Text, image, audio and video')
    await expect(page.locator('#process ol > li h3')).toHaveText(
      annotatePage.process.steps.map((s) => s.title),
    )

    const stats = page.locator('#results')
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-count-target] [aria-hidden="true"]')).toHaveText(
      annotatePage.stats.items.map((s) => s.value),
      { timeout: 10_000 },
    )
    for (const { label } of annotatePage.stats.items)
      await expect(stats.getByText(label, { exact: true })).toBeVisible()

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main.getByRole('link', { name: 'View All Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await main.getByRole('link', { name: 'Explore Services' }).click()
    await expect(page.locator('#services')).toBeInViewport()
    await main.getByRole('link', { name: 'Start Your Project' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
