import { lastMile, mlopsSolutions } from '../../src/features/mlops/mlopsContent'
import { expect, test, visit } from './fixtures'

test.describe('Machine Learning + DevOps page', () => {
  test('mlops: sections fade in on load; the last mile (50-90% never commercialized), four solutions, 20% / 50% / 99.9% / 24/7; See the Solutions scrolls; Get Started and Contact us go to /contact', async ({
    page,
  }) => {
    await visit(page, '/mlops')
    // Sections fade and slide in on load.
    for (const id of [lastMile.id, 'solutions', 'results']) {
      const count = await page
        .locator(`#${id}`)
        .evaluate((el) => el.getAnimations({ subtree: true }).length)
      expect(count, id).toBeGreaterThan(0)
    }

    const section = page.locator(`#${lastMile.id}`)
    await expect(section.getByRole('heading', { name: lastMile.title })).toBeVisible()
    await expect(section.getByText('50-90%', { exact: true })).toBeVisible()
    await expect(section).toContainText('50-90% of AI models are never commercialized')

    await expect(page.locator('#solutions article h3')).toHaveText(
      mlopsSolutions.items.map((s) => s.title),
    )
    await expect(page.locator('#solutions article')).toHaveCount(4)

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expect(main.getByRole('link', { name: 'Explore MLOps & DevOps' })).toHaveAttribute(
      'href',
      '/mlops-devops',
    )
    await main.getByRole('link', { name: 'See the Solutions' }).click()
    await expect(page.locator('#solutions')).toBeInViewport()

    const stats = page.locator('#results')
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-count-target] [aria-hidden="true"]')).toHaveText(
      ['20%', '50%', '99.9%', '24/7'],
      { timeout: 10_000 },
    )
    for (const label of ['Faster deployment', 'Fewer errors', 'Uptime', 'Monitoring'])
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
  })
})
