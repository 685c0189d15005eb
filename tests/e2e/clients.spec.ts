import type { Page } from '@playwright/test'
import { clients } from '../../content/clients'
import {
  caseStudyHref,
  cardTags,
  headlineResult,
  relatedClients,
  uploadsUrl,
  WALL_LOGO_SIZE,
} from '../../src/features/clients/client'
import { clientsClaim, clientsCta, logoWall } from '../../src/features/clients/clientsCopy'
import { homeTestimonialCount } from '../../src/features/home/homeCopy'
import { tap } from './dialogPages'
import { afterNextFrames, expect, prerenderedHtml, test, visit } from './fixtures'

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//

/** New tabs belong to the browser context: answer their external requests with a tiny page. */
async function stubNewTabs(page: Page) {
  await page.context().route(
    (url) => !LOCAL.test(url.href),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>x</title>' }),
  )
}

const card = (page: Page, id: string) => page.locator(`[data-client-card="${id}"]`)
const dialog = (page: Page) => page.getByRole('dialog')

test.describe('clients page', () => {
  test('clients: the prerendered page holds the heading, the claim and every case study', async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, '/clients')
    expect(html).toContain('We Make Complexity Feel Effortless')
    expect(html).toContain(clientsClaim.text)
    for (const client of clients) {
      expect(html).toContain(client.title)
      expect(html).toContain(client.description)
    }
  })

  test('clients: cards appear 100 ms apart and show industry, logo link, title, description, three tags and +N; every image has alt text and size; the hero shows the companies-helped claim and leads to services; Estimate Project leads to the contact page', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await visit(page, '/clients')
    // Cards appear one after another, 100 ms apart.
    const delays = await page
      .locator('[data-client-card]')
      .evaluateAll((cards) => cards.map((c) => getComputedStyle(c.parentElement!).animationDelay))
    expect(delays).toEqual(clients.map((_, i) => `${(i * 100) / 1000}s`))

    await expect(page.locator('[data-client-card]')).toHaveCount(clients.length)
    for (const client of clients) {
      const c = card(page, client.id)
      await expect(c.getByText(client.industry, { exact: true }).first()).toBeVisible()
      await expect(c.getByRole('heading', { level: 3 })).toHaveText(client.title)
      await expect(c.getByText(client.description)).toBeVisible()

      const logo = c.getByRole('link', { name: `${client.name} website (opens in a new tab)` })
      await expect(logo).toHaveAttribute('href', client.logoLinkUrl)
      await expect(logo).toHaveAttribute('target', '_blank')
      await expect(logo).toHaveAttribute('rel', 'noopener noreferrer')
      const img = logo.locator('img')
      await expect(img).toHaveAttribute('src', client.logoUrl)
      await expect(img).toHaveAttribute('width', '150')
      await expect(img).toHaveAttribute('height', '50')

      const { shown, more } = cardTags(client.tags)
      const tags = c.getByRole('list', { name: 'Tags' }).getByRole('listitem')
      await expect(tags).toHaveCount(shown.length + (more > 0 ? 1 : 0))
      for (const [i, tag] of shown.entries()) await expect(tags.nth(i)).toHaveText(tag)
      if (more > 0) {
        expect(client.tags.length).toBe(3 + more)
        await expect(c.locator('[data-more-tags]')).toHaveText(`+${more} more tags`)
      } else {
        await expect(c.locator('[data-more-tags]')).toHaveCount(0)
      }
      const read = c.getByRole('link', { name: /^Read Case Study/ })
      await expect(read).toBeVisible()
      await expect(read).toHaveAttribute('href', `/clients/${client.id}`)
      await expect(c.getByRole('link', { name: client.title, exact: true })).toHaveAttribute(
        'href',
        `/clients/${client.id}`,
      )
    }
    // Both cases occur: a card with '+N' and a card with exactly three tags.
    expect(clients.some((c) => c.tags.length > 3)).toBe(true)
    expect(clients.some((c) => c.tags.length <= 3)).toBe(true)

    // Every image has an alt text, a width and a height (a quote's company logo is named by the
    // company, which the caption then does not write out again). A quoted person's drawn portrait
    // is decorative (alt=""): their name is written right beside it.
    const images = page.getByRole('main').locator('img')
    expect(await images.count()).toBeGreaterThanOrEqual(clients.length)
    for (const img of await images.all()) {
      const portrait = (await img.getAttribute('data-portrait')) !== null
      await expect(img).toHaveAttribute('alt', portrait ? '' : /.+/)
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
    }

    // The hero shows the heading, the companies-helped claim and a button to services.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We Make Complexity Feel Effortless',
    )
    await expect(page.getByText(clientsClaim.text)).toBeVisible()
    const services = page.getByRole('main').getByRole('link', { name: 'Explore Our Services' })
    await expect(services).toHaveAttribute('href', '/services')
    await services.click()
    await expect(page).toHaveURL(/\/services$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/clients$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We Make Complexity Feel Effortless',
    )

    const estimate = page.getByRole('main').getByRole('link', { name: 'Estimate Project' })
    await expect(estimate).toHaveAttribute('href', '/contact')
    await estimate.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('clients: Read Case Study opens the case study (Escape closes it); a click on the card opens it (the close button closes it, focus returns to the card title); Enter on Read Case Study opens it; focus returns each time', async ({
    page,
  }) => {
    await visit(page, '/clients')
    const client = clients[0]!
    const read = card(page, client.id).getByRole('link', { name: /^Read Case Study/ })
    await read.click()
    const d = dialog(page)
    await expect(d).toBeVisible()
    await expect(d).toHaveAccessibleName(client.name)
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(client.name)
    await expect(d.getByText(client.title)).toBeVisible()
    await expect(d.getByText(client.description)).toBeVisible()
    await expect(d.getByText(client.industry, { exact: true }).first()).toBeVisible()
    const image = d.getByRole('img', { name: client.imageAlt })
    await expect(image).toHaveAttribute('src', uploadsUrl(client.imageUrl))
    await expect(image).toHaveAttribute('width', '800')
    await expect(image).toHaveAttribute('height', '450')
    // Details: one paragraph per blank-line-separated block.
    const paragraphs = client.details.split(/\n\s*\n/)
    expect(paragraphs.length).toBeGreaterThan(1)
    for (const p of paragraphs) {
      await expect(d.locator('p', { hasText: p.trim().slice(0, 60) })).toHaveCount(1)
    }
    for (const tag of client.tags) {
      await expect(d.getByRole('listitem').filter({ hasText: tag }).first()).toBeVisible()
    }
    const visitLink = d.getByRole('link', { name: /Visit website/ })
    await expect(visitLink).toHaveAttribute('href', client.logoLinkUrl)
    await expect(visitLink).toHaveAttribute('target', '_blank')
    await expect(visitLink).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(visitLink.getByRole('img', { name: `${client.name} logo` })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(d).toBeHidden()
    await expect(read).toBeFocused()

    // A click on the card opens the dialog; the close button closes it and focus returns.
    const third = clients[2]!
    // A finger on the description meets the card's title link, whose area covers the card.
    await tap(
      page,
      card(page, third.id).getByText(third.description),
      card(page, third.id).getByRole('link', { name: third.title, exact: true }),
    )
    await expect(d).toBeVisible()
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(third.name)
    await d.getByRole('button', { name: 'Close case study' }).click()
    await expect(d).toBeHidden()
    // The card's title link covers the card: it took the click, and gets focus back.
    await expect(
      card(page, third.id).getByRole('link', { name: third.title, exact: true }),
    ).toBeFocused()

    // The card is keyboard-operable through Read Case Study.
    const second = clients[1]!
    const readSecond = card(page, second.id).getByRole('link', { name: /^Read Case Study/ })
    await readSecond.focus()
    await page.keyboard.press('Enter')
    await expect(d.getByRole('heading', { level: 2 })).toHaveText(second.name)
    // Focus is inside the dialog and stays there.
    await expect(d.getByRole('button', { name: 'Close case study' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(readSecond).toBeFocused()
  })

  test('clients: the logo opens the client site in a new tab and not the dialog', async ({
    page,
  }) => {
    await stubNewTabs(page)
    await visit(page, '/clients')
    const client = clients[0]!
    const popupPromise = page.waitForEvent('popup')
    await card(page, client.id)
      .getByRole('link', { name: `${client.name} website (opens in a new tab)` })
      .click()
    const popup = await popupPromise
    await popup.waitForLoadState()
    expect(popup.url()).toBe(`${client.logoLinkUrl}/`)
    await popup.close()
    await afterNextFrames(page)
    await expect(dialog(page)).toHaveCount(0)
  })

  test('clients: the hero shows every client logo, named and sized, with its result and a link to its case study; the quotes home does not show appear once each with their person, role and company', async ({
    page,
  }) => {
    await visit(page, '/clients')
    const wall = page.getByRole('list', { name: logoWall.heroTitle })
    await expect(wall.getByRole('img')).toHaveCount(clients.length)
    for (const client of clients) {
      const logo = wall.getByRole('img', { name: client.name, exact: true })
      await expect(logo).toHaveAttribute('src', client.logoUrl)
      await expect(logo).toHaveAttribute('width', String(WALL_LOGO_SIZE.width))
      await expect(logo).toHaveAttribute('height', String(WALL_LOGO_SIZE.height))
      const tile = wall
        .getByRole('link')
        .filter({ has: page.getByRole('img', { name: client.name, exact: true }) })
      await expect(tile).toHaveAttribute('href', `/clients/${client.id}`)
      await expect(tile).toContainText(headlineResult(client)?.value ?? '')
    }
    // Each result is said once on the page: the wall carries it, the cards do not repeat it.
    for (const client of clients)
      await expect(
        page
          .locator('[data-client-card]')
          .filter({ hasText: headlineResult(client)?.label ?? '—' }),
      ).toHaveCount(0)

    // The quotes home shows are not said again here; each of the others once.
    const quotes = page.locator('[data-testimonial]')
    const quoted = clients.slice(homeTestimonialCount)
    await expect(quotes).toHaveCount(quoted.length)
    for (const client of clients.slice(0, homeTestimonialCount))
      await expect(page.getByText(client.quote.text)).toHaveCount(0)
    for (const client of quoted) {
      const quote = quotes.filter({ hasText: client.quote.person })
      await expect(quote).toHaveCount(1)
      await expect(quote.locator('blockquote')).toHaveText(client.quote.text)
      // Attributed to the company: its logo (named), the person's name and role, and its story.
      const caption = quote.locator('figcaption')
      await expect(caption).toContainText(client.quote.role)
      await expect(caption.getByRole('img', { name: client.name, exact: true })).toHaveAttribute(
        'src',
        client.logoUrl,
      )
      await expect(caption.getByRole('link')).toHaveAttribute('href', `/clients/${client.id}`)
    }
  })
})

test.describe('clients on a phone', () => {
  test('clients: the results wall is one form (a figure with its unit, or a statement), every tile one height and no result broken over lines, at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, '/clients')
    const tiles = page.locator('[data-proof-tile]')
    await expect(tiles).toHaveCount(clients.length)
    const heights = new Set<number>()
    for (const [i, client] of clients.entries()) {
      const tile = tiles.nth(i)
      heights.add(Math.round((await tile.boundingBox())!.height))
      const result = tile.locator('[data-result]')
      await expect(result).toHaveCount(1)
      await expect(result).toHaveText(headlineResult(client)!.value)
      // One form: every tile's result is a figure.
      const kind = await result.getAttribute('data-result')
      expect(kind, client.id).toBe('figure')
      // A figure: its number in <b>; words: one statement.
      await expect(result.locator(kind === 'figure' ? 'b' : 'strong')).toHaveCount(1)
      // On one line, inside its tile.
      const [lines, fits] = await result.evaluate((el) => {
        // A text node broken over lines has one box per line.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        let most = 0
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          most = Math.max(most, range.getClientRects().length)
        }
        return [
          most,
          el.getBoundingClientRect().right <= el.closest('a')!.getBoundingClientRect().right,
        ]
      })
      expect(lines, client.id).toBeLessThanOrEqual(1)
      expect(fits, client.id).toBe(true)
    }
    expect([...heights].length, 'tile heights').toBe(1)
  })

  test('clients: a phone shows the featured case with its picture and summary, the others as compact index rows (wordmark, title, Read Case Study), a tablet the summary too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await visit(page, '/clients')
    const [lead, ...rest] = clients
    const featured = card(page, lead!.id)
    await expect(featured).toHaveAttribute('data-featured', '')
    await expect(featured.getByRole('img', { name: lead!.imageAlt })).toBeVisible()
    await expect(featured.getByText(lead!.description)).toBeVisible()
    for (const client of clients) {
      const c = card(page, client.id)
      await expect(c.getByRole('img', { name: `${client.name} website` })).toBeVisible()
      await expect(c.getByRole('heading', { level: 3 })).toBeVisible()
      await expect(c.getByRole('link', { name: /^Read Case Study/ })).toBeVisible()
    }
    for (const client of rest) {
      const c = card(page, client.id)
      // Read Case Study, an arrow in a ring: a whole target.
      const box = (await c.getByRole('link', { name: /^Read Case Study/ }).boundingBox())!
      expect(Math.min(box.width, box.height), client.id).toBeGreaterThanOrEqual(44)
      await expect(c).not.toHaveAttribute('data-featured', '')
      await expect(c.getByText(client.description)).toBeHidden()
      expect((await c.boundingBox())!.height).toBeLessThan(140)
    }
    await page.setViewportSize({ width: 820, height: 900 })
    await visit(page, '/clients')
    for (const client of clients)
      await expect(card(page, client.id).getByText(client.description)).toBeVisible()
  })
})

test.describe('case study pages', () => {
  test('case study: opens on a light masthead of its own, led by the client and the results, the screen of what was built after them', async ({
    page,
  }) => {
    test.slow() // every case study in turn
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const client of clients) {
      await visit(page, caseStudyHref(client.id))
      const opening = page.locator('main > [aria-labelledby="page-title"]')
      await expect(opening).toHaveAttribute('data-opening', 'case-study')
      // Not the navy banner: the title in dark ink on a light ground.
      const titleInk = await opening
        .locator('h1')
        .evaluate((h) => (getComputedStyle(h).color.match(/\d+/g) ?? []).slice(0, 3).map(Number))
      expect(titleInk.reduce((a, b) => a + b, 0) / 3).toBeLessThan(100)
      // Client-led: its wordmark, named, in the first screen.
      const logo = opening.getByRole('img', { name: client.name, exact: true })
      await expect(logo).toBeVisible()
      expect((await logo.boundingBox())!.y).toBeLessThan(800)
      // Results-led: every figure in the opening, in the first screen, before the screen.
      const figures = opening.locator('[data-results] > div')
      await expect(figures).toHaveCount(client.results.length)
      const first = (await figures.first().boundingBox())!
      expect(first.y + first.height).toBeLessThan(800)
      const screen = opening.getByRole('img', { name: client.screen.label })
      await expect(screen).toHaveAttribute('data-case-screen', client.screen.kind)
      expect((await screen.boundingBox())!.y).toBeGreaterThan(first.y + first.height)
      // The website link is a comfortable target.
      const visit_ = opening.getByRole('link', { name: /Visit website/ })
      await expect(visit_).toHaveAttribute('href', client.logoLinkUrl)
      expect((await visit_.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
  })

  test('case study: the story in labelled parts, the system diagram with its text equivalent and readable words on a phone, the quoted person drawn, two more case studies and Estimate Project', async ({
    page,
  }) => {
    test.slow() // every case study in turn
    await page.setViewportSize({ width: 375, height: 812 })
    for (const client of clients) {
      await visit(page, caseStudyHref(client.id))
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(client.title)
      // The opening's screen is one named image.
      await expect(main.getByRole('img', { name: client.screen.label })).toBeVisible()
      // Every part of the story is a heading, and all its paragraphs are there.
      for (const section of client.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible()
        for (const paragraph of section.paragraphs)
          await expect(main.getByText(paragraph)).toBeVisible()
      }
      // The diagram: hidden from assistive technology, a visible caption, every box in the list.
      const diagram = main.locator('[data-system-diagram]')
      await expect(diagram.locator('svg')).toHaveAttribute('aria-hidden', 'true')
      await expect(diagram.locator('figcaption')).toContainText(client.system.caption)
      await expect(diagram.locator('ol > li')).toHaveCount(client.system.steps.length)
      // Its words render at 12 px or more on a phone (the drawing's size × its scale on screen).
      const smallest = await diagram
        .locator('svg')
        .evaluate((svg: SVGSVGElement) =>
          Math.min(
            ...[...svg.querySelectorAll('text')].map(
              (t) =>
                (parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width) /
                svg.viewBox.baseVal.width,
            ),
          ),
        )
      expect(smallest).toBeGreaterThanOrEqual(12)
      const overflow = await diagram.locator('svg').evaluate((svg) => {
        const box = svg.getBoundingClientRect()
        return [...svg.querySelectorAll('text')].some((t) => {
          const r = t.getBoundingClientRect()
          return r.left < box.left - 1 || r.right > box.right + 1
        })
      })
      expect(overflow).toBe(false)
      // The client's words, with the person's drawn portrait (decorative: the name is beside it).
      const words = main.locator('#words figure')
      await expect(words).toContainText(client.quote.person)
      const portrait = words.locator('img').first()
      await expect(portrait).toHaveAttribute('src', /\/media\/portraits\/client-.*-square\.svg$/)
      await portrait.scrollIntoViewIfNeeded()
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      // Not a dead end: two other case studies, and the call to action.
      const more = main.locator('#more').getByRole('heading', { level: 3 }).getByRole('link')
      const related = relatedClients(client, clients)
      await expect(more).toHaveCount(related.length)
      for (const [i, other] of related.entries())
        await expect(more.nth(i)).toHaveAttribute('href', caseStudyHref(other.id))
      await expect(main.getByRole('link', { name: clientsCta.label })).toHaveAttribute(
        'href',
        clientsCta.to,
      )
    }
  })
})
