import { allConcretePaths, findRoute, routeTable } from '../../src/routes/table'
import { expect, test, visit } from './fixtures'

/** Every route of the table, as visitors get it from the static host. */
const pages = allConcretePaths(routeTable).filter((p) => p !== '/404')

test.describe('every route', () => {
  for (const path of pages) {
    test(`${path} is prerendered, hydrates cleanly and has one h1`, async ({ page, request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      // The prerendered HTML already holds the shell and the page's own text.
      expect(html).toContain('<header')
      expect(html).toContain('<footer')
      expect(html).toMatch(/<h1[^>]*>/)

      await visit(page, path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const entry = findRoute(path)
      if (entry && !entry.path.includes(':'))
        await expect(page).toHaveTitle(new RegExp(escape(entry.title)))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${escape(path === '/' ? '/' : path)}$`),
      )
    })
  }
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
