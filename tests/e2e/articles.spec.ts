import { articleMarks } from '../../src/features/blog/articlePage'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { researchSolutions } from '../../src/generated/indexes/research'
import { articlePage, blogList, postDialog } from '../../src/features/blog/blogCopy'
import { entryAssets } from '../../scripts/build/deferEntry'
import { ogImagePath } from '../../src/layout/ogImagePath'
import { firstParagraph } from '../support/articleText'
import { expect, prerenderedHtml, ready, test, visit } from './fixtures'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

test.describe('article pages', () => {
  for (const post of blogPosts) {
    test(`articles: /blog/${post.slug} is prerendered with its full text and Article data`, async ({
      page,
      request,
    }) => {
      const html = await prerenderedHtml(request, `/blog/${post.slug}`)
      // The whole article is in <main>, not in a hidden segment after the page
      // (scripts/build/fallbackCheck.ts).
      const mainHtml = (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/<!-- -->/g, '')
      expect(mainHtml).toContain(escapeHtml(firstParagraph(post.slug)))
      expect(mainHtml).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(post.title))}</h1>`))
      expect(mainHtml).toContain(`src="/uploads/${post.imageUrl}"`)
      for (const tag of post.tags)
        expect(mainHtml).toMatch(new RegExp(`<li[^>]*>#${escapeRegExp(escapeHtml(tag))}</li>`))
      expect(html).not.toContain('<template id="B:')
      expect(html).toContain(`<title data-rh="true">${escapeHtml(post.title)} |`)
      const ld = [
        ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
      ]
        .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
        .find((d) => d['@type'] === 'Article')
      expect(ld).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        dateModified: post.updated,
        author: [{ '@type': 'Person', name: post.author }],
      })

      await visit(page, `/blog/${post.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      const main = page.getByRole('main')
      await expect(main).toContainText(post.author)
      await expect(main).toContainText(post.displayDate)
      await expect(main).toContainText(post.readTime)
      await expect(main.locator(`[${articleMarks.cover}]`)).toHaveAttribute(
        'src',
        `/uploads/${post.imageUrl}`,
      )
      await expect(main.getByRole('list', { name: 'Tags' })).toHaveText(
        new RegExp(post.tags.map((t) => `#${t}`).join('.*')),
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/blog/${post.slug}$`),
      )
      // "In this article" links to every sub-head of the text, in order, and to nothing else.
      const subheads = await main
        .locator(`[${articleMarks.body}] h2`)
        .evaluateAll((hs) => hs.map((h) => `#${h.id}`))
      const contents = main.getByRole('navigation', { name: articlePage.contents })
      if (subheads.length > 1) {
        await expect(contents.getByRole('link')).toHaveCount(subheads.length)
        expect(
          await contents
            .getByRole('link')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        ).toEqual(subheads)
      } else {
        await expect(contents).toHaveCount(0)
      }
    })
  }

  test('articles: the link back returns to the blog', async ({ page }) => {
    const post = blogPosts[0]!
    await visit(page, `/blog/${post.slug}`)
    await page.getByRole('link', { name: 'Back to all articles' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights & Innovations')
  })

  test('articles: a post page loads only the site script: its text is in the HTML, no post chunk, no React', async ({
    request,
  }) => {
    const entries = new Set<string>()
    for (const post of blogPosts) {
      const html = await prerenderedHtml(request, `/blog/${post.slug}`)
      expect(html).not.toContain('rel="modulepreload"')
      expect(html).not.toContain('<is-land')
      const assets = entryAssets(html)
      expect(assets?.preload, post.slug).toEqual([])
      entries.add(assets?.entry ?? '')
    }
    // One site script for every article, whatever the number of posts.
    expect(entries.size).toBe(1)
  })

  test('articles: an unknown article shows the not-found page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article')
    expect(response?.status()).toBe(404)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  })

  test('articles: client-side navigation from the list loads the article', async ({ page }) => {
    const post = blogPosts[2]!
    await visit(page, '/blog')
    // The card's title links to the page; a plain click opens the dialog, which links there too.
    await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    )
    await page.getByRole('link', { name: `${blogList.readMore}: ${post.title}` }).click()
    await page.getByRole('dialog').getByRole('link', { name: postDialog.fullArticle }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.getByRole('main')).toContainText(firstParagraph(post.slug))
  })
})

test.describe('sharing cards', () => {
  test('articles: article and research pages share their own PNG card, never an SVG', async ({
    request,
  }) => {
    const paths = [
      ...blogPosts.map((p) => `/blog/${p.slug}`),
      ...researchSolutions.map((s) => `/research/${s.slug}`),
    ]
    for (const pagePath of paths) {
      const html = await prerenderedHtml(request, pagePath)
      const image = /<meta[^>]*property="og:image"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? ''
      expect(image, pagePath).toMatch(new RegExp(`${ogImagePath(pagePath)}$`))
      expect(image, pagePath).toMatch(/\.png$/)
      const card = await request.get(new URL(image).pathname)
      expect(card.headers()['content-type'], pagePath).toContain('image/png')
    }
  })
})

test.describe('feeds and sitemap', () => {
  test('articles: RSS and Atom hold every post with its full content', async ({ request }) => {
    const rss = await (await request.get('/rss.xml')).text()
    expect(rss).toContain('<rss version="2.0"')
    expect(rss.match(/<item>/g)).toHaveLength(blogPosts.length)
    for (const post of blogPosts) {
      expect(rss).toContain(`/blog/${post.slug}</link>`)
      expect(rss).toContain(firstParagraph(post.slug).slice(0, 60))
    }
    expect(rss).toContain('<content:encoded>')
    expect(rss).not.toMatch(/(href|src)="\/[^/]/)

    const atom = await (await request.get('/atom.xml')).text()
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    expect(atom.match(/<entry>/g)).toHaveLength(blogPosts.length)

    const json = (await (await request.get('/feed.json')).json()) as { items: unknown[] }
    expect(json.items).toHaveLength(blogPosts.length)
  })

  test('articles: the blog page advertises the feed', async ({ request }) => {
    const html = await prerenderedHtml(request, '/blog')
    expect(html).toMatch(
      /<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/rss\.xml"/,
    )
  })

  test('articles: the sitemap lists every article and research page with its last change', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const post of blogPosts) {
      expect(sitemap).toContain(`/blog/${post.slug}</loc><lastmod>${post.updated}</lastmod>`)
    }
    for (const s of researchSolutions) {
      expect(sitemap).toContain(`/research/${s.slug}</loc><lastmod>${s.updated}</lastmod>`)
    }
  })
})
