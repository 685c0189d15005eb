import { allConcretePaths, routeTable } from '../../src/routes/table'
import { expect, test, visit } from './fixtures'

/**
 * Against the React development build (dist-dev/), which reports every hydration mismatch that the
 * production build hides: each route must hydrate with no warning and no error (the fixture fails
 * the test on any, naming the page it came from). One page load per route; the routes are visited
 * in a few groups, one browser page per group, so the development build's large shared scripts
 * come from the browser's cache after the first route of a group.
 */
const routes = allConcretePaths(routeTable).filter((p) => p !== '/404')
const GROUPS = 6

test.describe('development build hydrates without warnings', () => {
  for (let g = 0; g < GROUPS; g++) {
    const group = routes.filter((_, i) => i % GROUPS === g)
    test(`${group.join(', ')}`, async ({ page }) => {
      test.slow() // several page loads of the development build
      for (const path of group) {
        await visit(page, path)
        await expect(page.locator('h1'), path).toHaveCount(1)
      }
    })
  }

  // Unknown paths get the prerendered 404.html, rendered at /404: nothing may depend on the URL
  // during hydration (e.g. the header's active section under /industries/…).
  test('the not-found page at /no-such-page, /industries/no-such-sector and /blog/no-such-post', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/industries/no-such-sector', '/blog/no-such-post']) {
      await visit(page, path)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(
        'Oops! Page not found',
      )
    }
  })
})
