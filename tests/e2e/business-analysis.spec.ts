import {
  analysisReport,
  businessFeatures,
  quickFacts,
  reportSection,
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

    // What the free analysis returns: a report page of ranked findings, each with its evidence and
    // a next step (round 6: the home page already shows the four-tile dashboard; the spec names
    // that dashboard for home only, so this page no longer repeats it).
    const report = page.locator(`#${reportSection.id}`)
    const findings = report.locator('ol > li:has(h5)')
    await expect(findings).toHaveCount(analysisReport.findings.length)
    for (const finding of await findings.all()) {
      await expect(finding.locator('h5')).toBeVisible()
      await expect(finding.locator('figure figcaption')).toBeVisible()
    }
    await expect(report.locator('[data-count-target]')).toHaveCount(0)

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
