import { blogCategoryPages, blogHero, blogList } from '../../src/features/blog/blogCopy'
import {
  categoryChoices,
  choicePagePath,
  filterByCategory,
} from '../../src/features/blog/blogFilter'
import { blogPageCount } from '../../src/features/blog/blogPages'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { expect, test } from './fixtures'

test.describe('blog filters without JavaScript', () => {
  test('blog: every category filter is a link to a page that lists exactly that category, and so are its own filters', async ({
    page,
  }) => {
    // It walks /blog and all six category pages with their lists: 11 s alone, past 30 s on a busy
    // 2-core machine.
    test.setTimeout(60_000)
    await page.goto('/blog')
    const filters = page.getByRole('navigation', { name: 'Filter articles by category' })
    // From /blog through each category's page in turn and back to All: every link is followed from
    // the page before, so the filters of /blog and of every category page are used.
    for (const choice of [...categoryChoices.slice(1), 'All' as const]) {
      const href = choicePagePath(choice)
      const link = filters.getByRole('link', { name: choice, exact: true })
      await expect(link).toHaveAttribute('href', href)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(filters.getByRole('link', { name: choice, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      )
      await expect(filters.locator('[aria-current]')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        choice === 'All' ? blogHero.title : choice,
      )
      if (choice !== 'All') {
        await expect(page).toHaveTitle(new RegExp(`^${blogCategoryPages.seoTitle(choice, 1)} \\|`))
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${href}$`),
        )
      }
      // The page's own list: the category's posts, newest first (one page of them here). (A
      // category's page links other articles under the list, as further reading.)
      const expected = filterByCategory(blogPosts, choice)
      expect(blogPageCount(expected.length)).toBe(1)
      const listed = await page
        .locator(`#${blogList.id}`)
        .locator('a[href^="/blog/"]')
        .evaluateAll((links) => [
          ...new Set(
            links
              .map((a) => a.getAttribute('href') ?? '')
              .filter((h) => /^\/blog\/(?!page\/|category\/)[^/?#]+$/.test(h)),
          ),
        ])
      expect(listed, href).toEqual(expected.map((p) => `/blog/${p.slug}`))
      await expect(page.getByRole('status')).toHaveText(
        choice === 'All'
          ? `Showing ${expected.length} articles`
          : new RegExp(`in ${choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      )
    }
  })
})
