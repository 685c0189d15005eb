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

  // Unknown paths get the prerendered 404.html, rendered at /404: nothing may depend on the URL
  // during hydration (e.g. the header's active section under /industries/…).
  for (const path of ['/no-such-page', '/industries/no-such-sector', '/blog/no-such-post']) {
    test(`the not-found page at ${path}`, async ({ page }) => {
      await visit(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
    })
  }
})
