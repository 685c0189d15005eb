import type { Page } from '@playwright/test'
import { blogPageCount } from '../../src/features/blog/blogPages'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { firstParagraph } from '../support/articleText'
import { expect, test } from './fixtures'

/** The article links of the list page on screen, in order. */
async function articleLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/blog/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((h) => /^\/blog\/(?!page\/)[^/?#]+$/.test(h)))]
}

test.describe('articles without JavaScript', () => {
  test('articles: from /blog, the list pages and their links reach every article, each with its text, cover and tags', async ({
    page,
  }) => {
    test.setTimeout(30_000 + blogPosts.length * 5_000) // every article is opened
    const listPages: string[] = []
    const reached: string[] = []
    let next: string | null = '/blog'
    while (next) {
      if (listPages.length === 0) await page.goto(next)
      else await page.getByRole('main').locator('a[rel="next"]').click()
      await expect(page).toHaveURL(new RegExp(`${next}$`))
      listPages.push(next)
      const links = await articleLinks(page)
      expect(links.length, next).toBeGreaterThan(0)

      for (const href of links) {
        const post = blogPosts.find((p) => `/blog/${p.slug}` === href)
        expect(post, `${next} links to ${href}, which is no post`).toBeDefined()
        if (!post) continue
        // Follow the card's own link, as a reader would.
        await page.getByRole('main').locator(`a[href="${href}"]`).first().click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
        const main = page.getByRole('main')
        await expect(main).toContainText(post.author)
        await expect(main).toContainText(post.displayDate)
        const body = main.locator('[data-article-body]')
        await expect(body).toContainText(firstParagraph(post.slug))
        expect((await body.innerText()).length, href).toBeGreaterThan(2000)
        const cover = main.locator(`img[src="/uploads/${post.imageUrl}"]`).first()
        await expect(cover).toBeVisible()
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        await expect(main.getByRole('list', { name: 'Tags' })).toHaveText(
          new RegExp(post.tags.map((t) => `#${t}`).join('.*')),
        )
        reached.push(post.slug)
        // Back to the list page (a fresh load: what a reader's Back does without a page cache).
        await page.goto(next)
      }
      next = await page
        .getByRole('main')
        .locator('a[rel="next"]')
        .getAttribute('href', { timeout: 1_000 })
        .catch(() => null)
    }

    expect(listPages).toHaveLength(blogPageCount(blogPosts.length))
    expect(reached).toEqual(blogPosts.map((p) => p.slug))
  })
})
