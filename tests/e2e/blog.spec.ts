import type { Page } from '@playwright/test'
import { blogCategories } from '../../src/features/collections/taxonomy'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { choicePagePath } from '../../src/features/blog/blogFilter'
import { postDialog } from '../../src/features/blog/blogCopy'
import { blogPageCount } from '../../src/features/blog/blogPages'
import { expect, prerenderedHtml, test, visit } from './fixtures'

const filters = (page: Page) =>
  page.getByRole('navigation', { name: 'Filter articles by category' })
const cards = (page: Page) => page.locator('[data-post-card]')
const dialog = (page: Page) => page.getByRole('dialog')

test.describe('blog page', () => {
  test('blog: shows Insights & Innovations, the category filters and every post, All selected; choosing each category shows only its posts in place, the address following', async ({
    page,
  }) => {
    await visit(page, '/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Innovations')
    // The filters are links to each category's page, so they filter without JavaScript too
    // (articles.nojs.spec.ts follows each of them).
    await expect(filters(page).getByRole('link')).toHaveText(['All', ...blogCategories])
    await expect(filters(page).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    // Posts are numbered 1 to n, and every one of them is a card.
    expect(blogPosts.map((p) => p.id).sort((a, b) => a - b)).toEqual(blogPosts.map((_, i) => i + 1))
    await expect(cards(page)).toHaveCount(blogPosts.length)
    await expect(page.getByRole('status')).toHaveText(`Showing ${blogPosts.length} articles`)

    // Choosing a category shows only its posts; All shows every post again.
    for (const category of blogCategories) {
      const expected = blogPosts.filter((p) => p.category === category)
      const link = filters(page).getByRole('link', { name: category, exact: true })
      await expect(link).toHaveAttribute('href', choicePagePath(category))
      await link.click()
      await expect(link, category).toHaveAttribute('aria-current', 'true')
      await expect(filters(page).getByRole('link', { name: 'All' })).not.toHaveAttribute(
        'aria-current',
      )
      await expect(cards(page), category).toHaveCount(expected.length)
      for (const post of expected) {
        await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible()
      }
      // In place: the page did not load again, the address is the category's page.
      await expect(page).toHaveURL(new RegExp(`${choicePagePath(category)}$`))
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
      await filters(page).getByRole('link', { name: 'All' }).click()
      await expect(cards(page)).toHaveCount(blogPosts.length)
      await expect(page).toHaveURL(/\/blog$/)
    }
  })

  test('blog: the prerendered HTML lists every post without JavaScript, and no list page it cannot link to', async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, '/blog')
    for (const post of blogPosts) {
      expect(html).toContain(post.title.replace(/&/g, '&amp;'))
      expect(html).toContain(`href="/blog/${post.slug}"`)
    }
    // The real posts fit /blog: no pagination, and no link to a list page that was not built
    // (the list pages themselves are tested with synthetic posts: scripts/quality/blogPageCheck.build.test.ts).
    expect(blogPageCount(blogPosts.length)).toBe(1)
    expect(html).not.toMatch(/href="\/blog\/page\//)
    expect((await request.get('/blog/page/2')).status()).toBe(404)
  })

  test('blog: a category page, once hydrated, filters in place too, the address following', async ({
    page,
  }) => {
    await visit(page, choicePagePath('MLOps'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MLOps')
    await expect(filters(page).getByRole('link', { name: 'MLOps' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(cards(page)).toHaveCount(blogPosts.filter((p) => p.category === 'MLOps').length)
    await filters(page).getByRole('link', { name: 'NLP' }).click()
    await expect(cards(page)).toHaveCount(blogPosts.filter((p) => p.category === 'NLP').length)
    await expect(page).toHaveURL(new RegExp(`${choicePagePath('NLP')}$`))
    await filters(page).getByRole('link', { name: 'All' }).click()
    await expect(cards(page)).toHaveCount(blogPosts.length)
    await expect(page).toHaveURL(/\/blog$/)
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  })

  test("blog: on a phone, a category page's chip is in view in the sideways-scrolling row", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, choicePagePath('NLP'))
    const chip = filters(page).getByRole('link', { name: 'NLP' })
    await filters(page).scrollIntoViewIfNeeded()
    // What a finger meets at the chip's centre is the chip (not clipped by the row's edge).
    const hit = await chip.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
    expect(hit).toBe(true)
  })

  test('blog: an older shared ?category= address opens with that category chosen, at its page address', async ({
    page,
  }) => {
    await visit(page, '/blog?category=computer-vision')
    await expect(filters(page).getByRole('link', { name: 'Computer Vision' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(cards(page)).toHaveCount(
      blogPosts.filter((p) => p.category === 'Computer Vision').length,
    )
    await expect(page.getByRole('status')).toHaveText(/in Computer Vision$/)
    await expect(page).toHaveURL(new RegExp(`${choicePagePath('Computer Vision')}$`))
    // An unknown category falls back to All.
    await visit(page, '/blog?category=robotics')
    await expect(cards(page)).toHaveCount(blogPosts.length)
  })
})

test.describe('blog post dialog', () => {
  const post = blogPosts[0]!

  test('blog: a card click opens the dialog (at most 3xl wide, 85% of the viewport high, scrolling inside) with image and full content, Escape closes it; Read More opens it, the close button closes it and clears the selection; the dialog links to the article page', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await page.setViewportSize({ width: 1280, height: 700 })
    await visit(page, '/blog')
    const card = page.locator(`[data-post-card="${post.slug}"]`)
    // Anywhere on the card: its title button's area covers it.
    await card.click({ position: { x: 30, y: 30 } })
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('heading', { level: 2, name: post.title })).toBeVisible()
    await expect(dialog(page)).toContainText(post.category)
    await expect(dialog(page)).toContainText(post.author)
    await expect(dialog(page)).toContainText(post.displayDate)
    await expect(dialog(page)).toContainText(post.readTime)
    await expect(dialog(page)).toContainText(post.excerpt)
    await expect(dialog(page).locator('img').first()).toHaveAttribute(
      'src',
      `/uploads/${post.imageUrl}`,
    )
    await expect(dialog(page).locator('img').first()).toHaveAttribute('alt', post.imageAlt)
    // The full body, read from the article's prerendered page: its headings one level down, under
    // the dialog's title.
    await expect(dialog(page).locator('[data-post-content] p').first()).toBeVisible()
    expect(await dialog(page).locator('[data-post-content] p').count()).toBeGreaterThan(5)
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveCount(1)
    await expect(dialog(page).locator('[data-post-content] h3').first()).toBeVisible()
    for (const tag of post.tags) await expect(dialog(page)).toContainText(`#${tag}`)
    // At most 3xl wide and 85% of the viewport high, scrolling inside.
    const box = await dialog(page).boundingBox()
    expect(box?.width).toBeLessThanOrEqual(768)
    expect(box?.height).toBeLessThanOrEqual(700 * 0.85 + 1)
    const styles = await dialog(page).evaluate((el) => {
      const s = getComputedStyle(el)
      return { overflowY: s.overflowY, scrollable: el.scrollHeight > el.clientHeight }
    })
    expect(styles).toEqual({ overflowY: 'auto', scrollable: true })

    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    // Focus returns to the card's control that opened it (the title link covers the card).
    await expect(card.getByRole('link', { name: post.title, exact: true })).toBeFocused()

    const readMore = page.getByRole('link', { name: `Read More: ${post.title}` })
    await readMore.click()
    await expect(dialog(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Close article' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(readMore).toBeFocused()
    // Closing cleared the selection: opening another post shows that one.
    const other = blogPosts[1]!
    await page.getByRole('link', { name: `Read More: ${other.title}` }).click()
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(other.title)

    await dialog(page).getByRole('link', { name: 'Read the full article' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${other.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('blog: the dialog opens at once with the card, says the article is loading, then shows it', async ({
    page,
  }) => {
    await visit(page, '/blog')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/blog/${post.slug}`, async (route) => {
      await held
      await route.fallback()
    })
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click()
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(post.title)
    await expect(dialog(page)).toContainText(post.excerpt)
    await expect(dialog(page).getByRole('status')).toHaveText(postDialog.loading)
    release()
    await expect(dialog(page).locator('[data-post-content] p').nth(5)).toBeVisible()
    await expect(dialog(page).getByRole('status')).toHaveCount(0)
    await expect(dialog(page).locator('img').first()).toHaveAttribute('alt', post.imageAlt)
    for (const tag of post.tags) await expect(dialog(page)).toContainText(`#${tag}`)
  })

  test.describe('offline', () => {
    test.use({ allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] })
    test('blog: when the article cannot be fetched the dialog still opens with the card, says so and links to the page; opening it again tries again', async ({
      page,
    }) => {
      await visit(page, '/blog')
      let offline = true
      await page.route(`**/blog/${post.slug}`, (route) =>
        offline ? route.abort('internetdisconnected') : route.fallback(),
      )
      const readMore = page.getByRole('link', { name: `Read More: ${post.title}` })
      await readMore.click()
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(post.title)
      await expect(dialog(page).getByRole('status')).toHaveText(postDialog.failed)
      await expect(
        dialog(page).getByRole('link', { name: postDialog.fullArticle }),
      ).toHaveAttribute('href', `/blog/${post.slug}`)
      await expect(dialog(page).getByRole('list', { name: postDialog.tagsLabel })).toHaveCount(0)

      offline = false
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await readMore.click()
      await expect(dialog(page).locator('[data-post-content] p')).not.toHaveCount(1)
      await expect(dialog(page).getByRole('status')).toHaveCount(0)
      for (const tag of post.tags) await expect(dialog(page)).toContainText(`#${tag}`)
    })
  })
})
