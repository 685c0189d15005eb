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

  // What the islands render after hydration (a dialog, a live list replacing the prerendered one)
  // runs React's development checks too.
  test('the dialogs open and the lists change in place without a warning', async ({ page }) => {
    test.slow()
    for (const [path, opener] of [
      ['/', /^Read More/],
      ['/clients', /^Read Case Study/],
      ['/blog', /^Read More/],
    ] as const) {
      await visit(page, path)
      await page.getByRole('main').getByRole('link', { name: opener }).first().click()
      await expect(page.getByRole('dialog'), path).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog'), path).toHaveCount(0)
    }
    await visit(page, '/blog')
    await page
      .getByRole('navigation', { name: 'Filter articles by category' })
      .getByRole('link', { name: 'MLOps' })
      .click()
    await expect(page.getByRole('status')).toHaveText(/in MLOps$/)
    await visit(page, '/research')
    const filters = page.getByRole('group', { name: /filter/i })
    await filters.getByRole('button').nth(1).click()
    await expect(filters.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true')
  })
})
