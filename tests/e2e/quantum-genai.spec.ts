import { genaiPage } from '../../src/features/quantum-genai/genaiCopy'
import { expect, test, visit } from './fixtures'

test.describe('generative-AI page', () => {
  test('genai: the stat figures, every capability and step, the technology tiles, and calls to action to /contact and /services', async ({
    page,
  }) => {
    await visit(page, '/quantum-genai')
    await expect(page.locator('#capabilities article')).toHaveCount(
      genaiPage.capabilities.items.length,
    )
    await expect(page.locator('#process ol > li')).toHaveCount(genaiPage.process.steps.length)
    await expect(page.locator('#technologies li h3')).toHaveText(
      (genaiPage.technologies?.items ?? []).map((t) => t.name),
    )
    await expect(page.locator('#technologies li')).toHaveCount(genaiPage.technologies!.items.length)

    const stats = page.locator('#results')
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-count-target] [aria-hidden="true"]')).toHaveText(
      genaiPage.stats.items.map((s) => s.value),
      { timeout: 10_000 },
    )
    for (const { label } of genaiPage.stats.items)
      await expect(stats.getByText(label, { exact: true })).toBeVisible()

    const closing = page.locator('#get-started')
    await expect(closing.getByRole('link', { name: 'Start Your GenAI Project' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await closing.getByRole('link', { name: 'View All Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { name: 'Our core services' })).toBeVisible()
  })
})
