import { figures } from '../../src/data/figures'
import { tryNowStats, tryProducts } from '../../src/features/try-now/tryNowCopy'
import { expectReachable } from './checks/hitTest'
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

  test('try-now: the opening sets the trial month once and offers the three products as choices a finger can use, each landing on its card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await visit(page, '/try-now')
    const opening = page.locator('main > section[aria-labelledby="page-title"]')
    await expect(opening).toHaveAttribute('data-opening', 'trial-month')
    // The trial's length is told by the opening's month, not again by the closing band.
    await expect(opening.locator('[data-product-visual]')).toContainText(
      String(figures.freeTrialDays),
    )
    await expect(page.locator('#free-trial')).not.toContainText(String(figures.freeTrialDays))
    const choices = opening.locator('[data-try-choices]').getByRole('link')
    await expect(choices).toHaveCount(tryProducts.length)
    for (const [i, product] of tryProducts.entries()) {
      await expect(choices.nth(i)).toContainText(product.name)
      expect((await choices.nth(i).boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    await opening.locator('[data-try-choices]').scrollIntoViewIfNeeded()
    await expectReachable(choices, '/try-now choices @375px', tryProducts.length)
    await choices.last().click()
    const card = page.locator('#products article').last()
    await expect(card).toBeInViewport()
    // It lands near the top, clear of the fixed header.
    await expect.poll(async () => (await card.boundingBox())!.y).toBeLessThan(200)
    expect((await card.boundingBox())!.y).toBeGreaterThanOrEqual(60)
  })
})
