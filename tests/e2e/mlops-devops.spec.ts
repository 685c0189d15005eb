import { mlopsDevopsPage } from '../../src/features/mlops-devops/mlopsDevopsCopy'
import { expect, test, visit } from './fixtures'

test.describe('MLOps & DevOps page', () => {
  test('mlops-devops: 90% faster deployment and 50% cost reduction, its features and steps, benefits, the tool grid; Explore Solutions scrolls; Get Started to /contact; View All Services opens /services', async ({
    page,
  }) => {
    await visit(page, '/mlops-devops')
    // The figures and their labels (each label says what it measures; see the copy).
    const stats = page.locator('#results')
    for (const figure of ['90%', '50%']) {
      const item = mlopsDevopsPage.stats.items.find((s) => s.value === figure)
      if (!item) throw new Error(`no ${figure} figure in the copy`)
      await expect(stats.locator(`[data-count-target="${figure}"]`)).toHaveCount(1)
      await expect(stats.getByText(item.label, { exact: true })).toBeVisible()
    }

    const { capabilities, process, technologies } = mlopsDevopsPage
    await expect(page.locator(`#${capabilities.id} article`)).toHaveCount(capabilities.items.length)
    await expect(page.locator(`#${process.id} ol > li`)).toHaveCount(process.steps.length)
    await expect(page.locator('#benefits li').first()).toBeVisible()
    const tools = page.locator('#technologies li')
    const toolItems = technologies!.items
    await expect(tools).toHaveCount(toolItems.length)
    for (const [i, tool] of toolItems.entries()) {
      await expect(tools.nth(i)).toContainText(tool.name)
      await expect(tools.nth(i)).toContainText(tool.description)
      await expect(tools.nth(i)).toContainText(tool.category)
    }

    const hero = page.getByRole('main').locator('section').first()
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await hero.getByRole('link', { name: 'Explore Solutions' }).click()
    await expect(page.locator('#features')).toBeInViewport()
    await expect(page.locator('#features')).toBeFocused()

    await page.getByRole('main').getByRole('link', { name: 'View All Services' }).click()
    await expect(page).toHaveURL(/\/services$/)
    await expect(page.getByRole('heading', { name: 'Our core services' })).toBeVisible()
  })
})
