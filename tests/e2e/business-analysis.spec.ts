import {
  businessFeatures,
  quickFacts,
} from '../../src/features/business-analysis/businessAnalysisCopy'
import { expect, test, visit } from './fixtures'

test.describe('business analysis page', () => {
  test('business-analysis: hero, the feature cards, the Free / 1 Min / AI-Powered block, the dashboard, and every link to /contact', async ({
    page,
  }) => {
    await visit(page, '/business-analysis')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turning Data into Opportunity',
    )

    await expect(page.locator('#features article h3')).toHaveText(
      businessFeatures.items.map((f) => f.title),
    )
    const facts = page.locator(`#${quickFacts.id}`)
    for (const fact of quickFacts.items) {
      await expect(facts.getByText(fact.value, { exact: true })).toBeVisible()
      await expect(facts.getByText(fact.label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('main')).toContainText('30-day free trial')

    // The dashboard shows revenue, growth, 24% and 98%.
    const dashboard = page.locator('#dashboard')
    for (const tile of ['Revenue', 'Growth', 'Customer growth', 'Data quality'])
      await expect(dashboard.getByText(tile, { exact: true })).toBeVisible()
    await expect(dashboard.locator('[data-count-target="24%"]')).toHaveCount(1)
    await expect(dashboard.locator('[data-count-target="98%"]')).toHaveCount(1)

    const closing = page.locator('#try-free')
    await expect(closing.getByRole('heading', { level: 2 })).toHaveText('Try it free for 30 days')
    await expect(closing.getByRole('link', { name: 'Try Free Demo' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(closing.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )

    await page.getByRole('link', { name: 'Start Free Analysis' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
