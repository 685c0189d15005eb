import { allConcretePaths, routeTable } from '../../src/routes/table'
import { expect, test, visit } from './fixtures'

/**
 * Against the React development build (dist-dev/), which reports every hydration mismatch that the
 * production build hides: each route must hydrate with no warning and no error.
 */
test.describe('development build hydrates without warnings', () => {
  for (const path of allConcretePaths(routeTable).filter((p) => p !== '/404')) {
    test(`${path}`, async ({ page }) => {
      await visit(page, path)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('the not-found page', async ({ page }) => {
    await visit(page, '/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  })
})
