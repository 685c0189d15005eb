import { lastMile, mlopsSolutions, mlopsStats } from '../../src/features/mlops/mlopsCopy'
import { expect, test, visit } from './fixtures'

test.describe('Machine Learning + DevOps page', () => {
  test('mlops: sections fade in on load; the last mile and its figure, the solutions, the stat figures; See the Solutions scrolls; Get Started and Contact us go to /contact', async ({
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
    await expect(section.getByText(lastMile.figure, { exact: true })).toBeVisible()
    await expect(section).toContainText(`${lastMile.figure} ${lastMile.figureLabel}`)

    await expect(page.locator('#solutions article h3')).toHaveText(
      mlopsSolutions.items.map((s) => s.title),
    )
    await expect(page.locator('#solutions article')).toHaveCount(mlopsSolutions.items.length)

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
      mlopsStats.items.map((s) => s.value),
      { timeout: 10_000 },
    )
    for (const { label } of mlopsStats.items)
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
  })

  test('mlops: on a 375 px phone the headline takes at most three lines', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, '/mlops')
    await page.evaluate(() => document.fonts.ready)
    // Lines of text: the distinct tops of the text's line boxes (text nodes only).
    const lines = await page.locator('h1').evaluate((h1) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top))
      }
      return tops.size
    })
    expect(lines, 'headline lines at 375 px').toBeLessThanOrEqual(3)
  })
})
