import type { Page } from '@playwright/test'
import { featuredArticles } from '../../src/generated/indexes/featuredArticles'
import { storyHref } from '../../src/features/stories/storyHref'
import { expect, prerenderedHtml, test, visit } from './fixtures'

const section = (page: Page) => page.locator('#featured-articles')
const dialog = (page: Page) => page.getByRole('dialog')

test.describe('home: featured articles', () => {
  test('home-articles: the featured articles, of the Blog, Life On Data and Case Study categories, each a link to its page, open in a post modal (Escape or close button closes it); View All Blogs goes to the blog', async ({
    page,
    request,
  }) => {
    expect(featuredArticles.map((a) => a.category)).toEqual(['Blog', 'Life On Data', 'Case Study'])
    const html = await prerenderedHtml(request, '/')
    for (const a of featuredArticles) expect(html).toContain(a.excerpt)

    await visit(page, '/')
    await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('Featured articles')
    await expect(section(page).locator('[data-post-card]')).toHaveCount(featuredArticles.length)
    for (const a of featuredArticles) {
      const title = section(page).getByRole('link', { name: a.title, exact: true })
      await expect(title).toHaveAttribute('href', storyHref(a.slug))
      const readMore = section(page).getByRole('link', { name: `${a.cta}: ${a.title}` })
      await expect(readMore).toHaveAttribute('href', storyHref(a.slug))
      await expect(readMore).toBeVisible()
    }

    // A card opens the post modal with every field; Escape closes it.
    const article = featuredArticles[1]!
    const card = section(page).locator(`[data-post-card="${article.slug}"]`)
    await card.click({ position: { x: 30, y: 30 } })
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(article.title)
    for (const text of [
      article.category,
      article.author,
      article.displayDate,
      article.readTime,
      article.excerpt,
    ]) {
      await expect(dialog(page)).toContainText(text)
    }
    await expect(dialog(page).locator('img')).toHaveAttribute('src', `/uploads/${article.imageUrl}`)
    // The text: its paragraphs, and its sub-heads one level under the dialog's title.
    const { blocks } = (await import(`../../src/generated/indexes/featured/${article.slug}`)) as {
      blocks: Array<{ type: 'heading' | 'paragraph'; text: string }>
    }
    const textOf = (type: string) => blocks.filter((b) => b.type === type).map((b) => b.text)
    await expect(dialog(page).locator('[data-post-content] p')).toHaveText(textOf('paragraph'))
    await expect(dialog(page).locator('[data-post-content] h3')).toHaveText(textOf('heading'))
    for (const tag of article.tags) await expect(dialog(page)).toContainText(`#${tag}`)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(card.getByRole('link', { name: article.title, exact: true })).toBeFocused()

    // Read More opens the modal (at most 3xl wide, 85% of the viewport high); the close button
    // closes it; focus returns.
    const other = featuredArticles[2]!
    const readMore = section(page).getByRole('link', { name: `${other.cta}: ${other.title}` })
    await readMore.click()
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(other.title)
    const box = await dialog(page).boundingBox()
    expect(box?.width).toBeLessThanOrEqual(768)
    expect(box?.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 720) * 0.85 + 1)
    await dialog(page).getByRole('button', { name: 'Close article' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(readMore).toBeFocused()

    // View All Blogs goes to the blog.
    await section(page).getByRole('link', { name: 'View All Blogs' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Innovations')
  })
})
