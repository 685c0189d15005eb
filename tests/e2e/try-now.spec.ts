import { tryNowStats, tryProducts } from '../../src/features/try-now/tryNowCopy'
import { expect, test, visit } from './fixtures'

test.describe('try now page', () => {
  test('try-now: every product, the stat figures, and every button leads to /contact', async ({
    page,
  }) => {
    await visit(page, '/try-now')
    const cards = page.locator('#products article')
    await expect(cards).toHaveCount(tryProducts.length)
    for (const [i, product] of tryProducts.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(product.name)
      await expect(cards.nth(i)).toContainText(product.category)
      // The button shows its fixed label; screen readers and crawlers also hear which product.
      await expect(cards.nth(i).getByRole('link')).toHaveText(`${product.action}: ${product.name}`)
      await expect(cards.nth(i).getByRole('link')).toHaveAccessibleName(
        new RegExp(`^${product.action}\\s*: ${product.name}$`),
      )
      await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', '/contact')
    }
    await expect(cards.getByRole('link')).toHaveText([
      /^Get Started:/,
      /^Request Demo:/,
      /^Learn More:/,
    ])

    const main = page.getByRole('main')
    for (const name of ['Get Started Free', 'Schedule Demo', 'Start Your Free Trial']) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/contact',
      )
    }

    const stats = page.locator('#numbers')
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-count-target] [aria-hidden="true"]')).toHaveText(
      tryNowStats.items.map((s) => s.value),
      { timeout: 10_000 },
    )
    for (const { label } of tryNowStats.items)
      await expect(stats.getByText(label, { exact: true })).toBeVisible()

    await main.getByRole('link', { name: 'Start Your Free Trial' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
