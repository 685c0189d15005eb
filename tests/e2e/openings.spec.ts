import type { Locator, Page } from '@playwright/test'
import { coreServices } from '../../src/features/services/servicesCopy'
import { industries } from '../../src/features/industries/industryData'
import { sectorPath } from '../../src/features/industries/sectorIndex'
import { choicePagePath } from '../../src/features/blog/blogFilter'
import {
  categoriesSection,
  categoryAnchor,
  featuredResources,
  resourceCategories,
} from '../../src/features/resources/resourcesCopy'
import { glossaryTerms } from '../../src/generated/indexes/glossary'
import { researchSolutions } from '../../src/generated/indexes/research'
import { theme } from '../../src/theme/tokens'
import { expectReachable } from './checks/hitTest'
import { expect, test, visit } from './fixtures'

/**
 * The openings of the listing and knowledge pages (issue 22): each first screen says what the page
 * is with a picture of its own beside the text (below it on phones), or with the narrower
 * editorial banner, and no half of it is left empty. (That bands of one colour never meet without a
 * divider is checked on every route in routes.spec.ts.)
 */
const visualPages = ['/services', '/industries']
/**
 * Pages whose picture is a full-width band under the title (a wall, a scoreboard, the services'
 * line), not beside it.
 */
const bandPages = new Set(['/industries', '/services'])
const editorialPages: string[] = []
/**
 * The knowledge pages open with a composition of their own on light (round 5): the blog's masthead
 * with its newest article leading, the library's catalogue of categories, the glossary's index.
 */
const ownOpenings = ['/blog', '/blog/category/mlops', '/resources', '/glossary']

const opening = (page: Page) => page.locator('main > [aria-labelledby="page-title"]')
const panel = (page: Page) => opening(page).locator('[data-opening-panel]')

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b, 'element has a box').not.toBeNull()
  return b!
}

test.describe('openings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  for (const path of visualPages) {
    test(`openings: ${path} opens with its own picture beside or under the text, in the first screen`, async ({
      page,
    }) => {
      await visit(page, path)
      await expect(panel(page)).toHaveCount(1)
      const title = await box(page.locator('#page-title'))
      const picture = await box(panel(page))
      if (bandPages.has(path)) {
        // Under the title, across the page's width, starting in the first screen.
        expect(picture.y).toBeGreaterThan(title.y + title.height)
        expect(picture.y).toBeLessThan(720)
        expect(picture.width).toBeGreaterThan(1280 * 0.8)
        await expect(panel(page).locator('img, image')).toHaveCount(0)
        return
      }
      await expect(opening(page)).toHaveAttribute('data-opening', 'visual')
      // Beside the title, in the right half, inside the page's width and the first screen.
      expect(picture.x).toBeGreaterThanOrEqual(title.x + title.width - 1)
      expect(picture.x + picture.width / 2).toBeGreaterThan(640)
      expect(picture.x + picture.width).toBeLessThanOrEqual(1280)
      expect(picture.y).toBeLessThan(720)
      // The picture fills its column: no empty half.
      expect(picture.width).toBeGreaterThan(1280 * 0.35)
      // Drawn from HTML and inline SVG only: no image request.
      await expect(panel(page).locator('img, image')).toHaveCount(0)
    })
  }

  for (const path of editorialPages) {
    test(`openings: ${path} opens with the editorial banner, the title and the lead side by side`, async ({
      page,
    }) => {
      await visit(page, path)
      await expect(opening(page)).toHaveAttribute('data-opening', 'editorial')
      const band = await box(opening(page))
      const title = await box(page.locator('#page-title'))
      const lead = await box(opening(page).locator('p').last())
      expect(title.x + title.width).toBeLessThanOrEqual(lead.x)
      expect(lead.x + lead.width).toBeGreaterThan(1280 * 0.75)
      // Narrower than the navy banner: well inside the first screen.
      expect(band.height).toBeLessThan(420)
    })
  }
})

test.describe('openings at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  /*
   * /industries on a phone keeps one of its two pictures of the six sectors: the sector cards, each
   * carrying its client's result and its kinds of model in words. The map (six columns of dots
   * under sideways headers) is left out there, so nothing in the opening reads sideways.
   */
  test('openings: /industries on a phone leaves the sector map out, its cards carry the results, nothing reads sideways', async ({
    page,
  }) => {
    await visit(page, '/industries')
    await expect(panel(page)).toBeHidden()
    const title = await box(page.locator('#page-title'))
    expect(title.y + title.height).toBeLessThan(740)
    const sideways = await page.locator('main').evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => getComputedStyle(el).writingMode !== 'horizontal-tb')
        .map((el) => el.textContent?.trim()),
    )
    expect(sideways).toEqual([])
    const cards = page.locator('[data-sector-card]')
    await expect(cards).toHaveCount(industries.length)
    for (const [i, industry] of industries.entries()) {
      const proof = cards.nth(i).locator('[data-sector-proof]')
      await expect(proof).toBeVisible()
      await expect(proof).toContainText(industry.successStories[0].result.value)
      const small = await proof.evaluate(
        (el) =>
          [...el.querySelectorAll<HTMLElement>('p, b')].filter(
            (p) => parseFloat(getComputedStyle(p).fontSize) < 11,
          ).length,
      )
      expect(small).toBe(0)
    }
  })

  for (const path of visualPages.filter((p) => p !== '/industries')) {
    test(`openings: ${path} on a phone shows its picture under the text, words at 11 px or more, links a finger can use`, async ({
      page,
    }) => {
      await visit(page, path)
      const picture = await box(panel(page))
      const title = await box(page.locator('#page-title'))
      expect(picture.y).toBeGreaterThan(title.y + title.height)
      expect(picture.x).toBeGreaterThanOrEqual(0)
      expect(picture.x + picture.width).toBeLessThanOrEqual(375)
      // The picture never takes more than about 70% of the phone's screen.
      expect(picture.height).toBeLessThanOrEqual(740 * 0.72)
      const tooSmall = await panel(page).evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('*')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none')
          .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 11)
          .map((el) => `${el.textContent?.trim()} (${getComputedStyle(el).fontSize})`),
      )
      expect(tooSmall, `text under 11 px in the picture of ${path}`).toEqual([])
      const links = panel(page).getByRole('link')
      for (const link of await links.all()) {
        const b = await box(link)
        expect(
          b.height,
          `${await link.textContent()} is tall enough to tap`,
        ).toBeGreaterThanOrEqual(44)
      }
      if ((await links.count()) > 0) {
        await panel(page).scrollIntoViewIfNeeded()
        await expectReachable(links, `${path} picture @375px`)
      }
    })
  }
})

/**
 * The research archive (round 6): /research opens on the archive's paper, its launches as index
 * cards on one axis under the heading; a product's page opens on its spec sheet, the product's
 * screen a framed window under the facts. Neither is the navy banner, and the two differ.
 */
const archiveTimeline = (page: Page) => opening(page).locator('[data-archive-timeline]')
test.describe('research openings', () => {
  test('openings: /research opens on light paper with its launches on one axis across the page, in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await visit(page, '/research')
    await expect(opening(page)).toHaveAttribute('data-opening', 'archive')
    expect(await lightText(opening(page))).toBe(false)
    await expect(opening(page).locator('[data-opening-panel]')).toHaveCount(0)
    const title = await box(page.locator('#page-title'))
    const axis = await box(archiveTimeline(page))
    expect(axis.y).toBeGreaterThan(title.y + title.height)
    expect(axis.width).toBeGreaterThan(1280 * 0.8)
    // Every entry starts in the first screen, side by side on one axis.
    const entries = archiveTimeline(page).getByRole('link')
    const tops = new Set<number>()
    for (const entry of await entries.all()) {
      const b = await box(entry)
      expect(b.y).toBeLessThan(720)
      tops.add(Math.round(b.y))
    }
    expect(tops.size).toBe(1)
  })

  test('openings: /research on a phone shows the axis under the text, words at 11 px or more, entries a finger can use', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await visit(page, '/research')
    const title = await box(page.locator('#page-title'))
    const axis = await box(archiveTimeline(page))
    expect(axis.y).toBeGreaterThan(title.y + title.height)
    expect(axis.y).toBeLessThan(740)
    expect(axis.x + axis.width).toBeLessThanOrEqual(375)
    const tooSmall = await archiveTimeline(page).evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 11)
        .map((el) => `${el.textContent?.trim()} (${getComputedStyle(el).fontSize})`),
    )
    expect(tooSmall).toEqual([])
    const links = archiveTimeline(page).getByRole('link')
    for (const link of await links.all())
      expect((await box(link)).height).toBeGreaterThanOrEqual(44)
    await archiveTimeline(page).scrollIntoViewIfNeeded()
    await expectReachable(links, '/research archive axis @375px')
    // Nothing sticks out sideways (the filter's chips scroll inside their own row).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('openings: a research product opens on its spec sheet, its screen a framed window in the first screen, each product a screen of its own kind', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    const kinds = new Set<string | null>()
    for (const s of researchSolutions) {
      await visit(page, `/research/${s.slug}`)
      await expect(opening(page)).toHaveAttribute('data-opening', 'spec-sheet')
      expect(await lightText(opening(page))).toBe(false)
      const title = await box(page.locator('#page-title'))
      const facts = await box(opening(page).locator('dl'))
      const screen = opening(page).locator('[data-research-screen]')
      const window = await box(screen)
      // Read down the sheet: the name, the facts across the page, then the window.
      expect(facts.y).toBeGreaterThan(title.y + title.height)
      expect(facts.width).toBeGreaterThan(1280 * 0.8)
      expect(window.y).toBeGreaterThan(facts.y + facts.height)
      expect(window.y).toBeLessThan(720)
      await expect(screen).toHaveAttribute('aria-hidden', 'true')
      kinds.add(await screen.getAttribute('data-research-screen'))
    }
    expect(kinds.size).toBe(researchSolutions.length)
  })

  test('openings: a research product’s window keeps its words at 11 px or more on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const s of researchSolutions) {
      await visit(page, `/research/${s.slug}`)
      const screen = opening(page).locator('[data-research-screen]')
      const b = await box(screen)
      expect(b.x).toBeGreaterThanOrEqual(0)
      expect(b.x + b.width).toBeLessThanOrEqual(375)
      const tooSmall = await screen.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('*')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
          .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'none')
          .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 11)
          .map((el) => `${el.textContent?.trim()} (${getComputedStyle(el).fontSize})`),
      )
      expect(tooSmall, `text under 11 px in the window of ${s.slug}`).toEqual([])
    }
  })
})

test.describe('what the pictures hold', () => {
  test('openings: the pictures link where their words say', async ({ page }) => {
    await visit(page, '/industries')
    const tiles = panel(page).getByRole('link')
    await expect(tiles).toHaveCount(industries.length)
    for (const [i, industry] of industries.entries()) {
      await expect(tiles.nth(i)).toHaveAttribute('href', sectorPath(industry.id))
      await expect(tiles.nth(i)).toContainText(industry.name)
      await expect(tiles.nth(i)).toContainText(industry.successStories[0].result.value)
    }

    await visit(page, '/services')
    await expect(panel(page).getByRole('link')).toHaveCount(coreServices.length)
    for (const service of coreServices)
      await expect(panel(page).getByRole('link').filter({ hasText: service.name })).toHaveAttribute(
        'href',
        service.to,
      )

    await visit(page, '/research')
    const specimens = opening(page).locator('[data-archive-timeline]').getByRole('link')
    await expect(specimens).toHaveCount(researchSolutions.length)
    for (const [i, s] of researchSolutions.entries()) {
      await expect(specimens.nth(i)).toHaveAttribute('href', `/research/${s.slug}`)
      await expect(specimens.nth(i)).toContainText(s.status)
    }

    await visit(page, '/glossary')
    const index = opening(page).getByRole('navigation', { name: 'Terms on this page' })
    await expect(index.getByRole('link')).toHaveCount(glossaryTerms.length)
  })

  test("openings: the library opens on its catalogue, one entry per category with its count and formats, each a link to its card; the featured covers are the Featured cards' artwork, each with a drawing of its own, not repeated in the opening", async ({
    page,
  }) => {
    await visit(page, '/resources')
    // The featured three appear once: as the Featured cards, each carrying its cover.
    await expect(opening(page).locator('[data-resource-cover]')).toHaveCount(0)
    const cards = page.locator('#featured [data-featured-resource]')
    await expect(cards).toHaveCount(featuredResources.length)
    const drawings = new Set<string>()
    for (const [i, resource] of featuredResources.entries()) {
      const cover = cards.nth(i).locator('[data-resource-cover]')
      await expect(cover).toBeVisible()
      await expect(cover).toHaveAttribute('aria-hidden', 'true')
      await expect(cover).toHaveAttribute('data-resource-cover', resource.category)
      drawings.add(await cover.locator('[data-cover-drawing]').innerHTML())
    }
    expect(drawings.size).toBe(featuredResources.length)
    // What the library holds: each category with its count and formats, a link to its card.
    const index = opening(page).getByRole('navigation', { name: categoriesSection.shelfLabel })
    const entries = index.getByRole('link')
    await expect(entries).toHaveCount(resourceCategories.length)
    for (const [i, category] of resourceCategories.entries()) {
      const entry = entries.nth(i)
      await expect(entry).toContainText(category.title)
      await expect(entry.locator('[data-count]')).toContainText(String(category.items.length))
      for (const item of category.items) await expect(entry).toContainText(item.type)
      const href = await entry.getAttribute('href')
      await expect(page.locator(`${href} h3`)).toHaveText(category.title)
    }
    await entries.last().click()
    await expect(
      page.locator(`#${categoryAnchor(resourceCategories.at(-1)!.title)}`),
    ).toBeInViewport()
  })

  test('openings: the glossary index is a tidy left-aligned list in two columns, not a centred cloud', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await visit(page, '/glossary')
    const lefts = await opening(page)
      .getByRole('navigation', { name: 'Terms on this page' })
      .getByRole('link')
      .evaluateAll((links) => [
        ...new Set(links.map((l) => Math.round(l.getBoundingClientRect().x))),
      ])
    expect(lefts.length).toBeLessThanOrEqual(2)
  })

  test('openings: no picture moves the page when the web font arrives late', async ({ page }) => {
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue().catch(() => undefined)
    })
    await page.addInitScript(() => {
      const w = window as Window & { __shift?: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.__shift = (w.__shift ?? 0) + e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of [...visualPages, ...ownOpenings, '/research', '/research/surasoft']) {
      await visit(page, path)
      await page.evaluate(() => document.fonts.ready)
      const shift = await page.evaluate(() => (window as Window & { __shift?: number }).__shift)
      expect(shift, `layout shift on ${path}`).toBeLessThan(0.005)
    }
  })
})

/** Whether an element's text is light (it sits on a dark band). */
const lightText = (locator: Locator) =>
  locator.evaluate((el) => {
    const [r, g, b] = (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number)
    return (r! + g! + b!) / 3 > 160
  })

test.describe('the knowledge pages’ own openings', () => {
  for (const [width, height] of [
    [1280, 720],
    [375, 740],
  ] as const) {
    test(`openings: at ${width} px the knowledge pages open on light, each with what it holds in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      for (const path of ownOpenings) {
        await visit(page, path)
        await expect(opening(page), path).toHaveCount(1)
        expect(await lightText(opening(page)), `${path} opens on light`).toBe(false)
        await expect(opening(page).locator('[data-opening-panel]')).toHaveCount(0)
      }
      const cards = page.locator('[data-post-card]')

      // The blog: the newest article leads in the first screen, its cover and title there. From
      // 1024 px it spans the list (a full-width feature, cover beside the text) and the next
      // three stand in one row under it; on phones the rest are cards whose titles run across the
      // card's width, not squeezed beside a thumbnail.
      await visit(page, '/blog')
      const lead = await box(cards.first())
      const leadTitle = await box(cards.first().locator('h3'))
      // The title starts there (a writer's longer title may run on below the fold).
      expect(leadTitle.y).toBeLessThan(height - 40)
      expect((await box(cards.first().locator('img'))).y).toBeLessThan(height)
      if (width >= 1024) {
        const list = await box(page.locator('#articles [data-list-filters]'))
        expect(lead.width).toBeGreaterThan(list.width * 0.95)
        const next = await Promise.all([1, 2, 3].map((i) => box(cards.nth(i))))
        for (const b of next) {
          expect(Math.abs(b.y - next[0]!.y)).toBeLessThanOrEqual(1)
          expect(b.y).toBeGreaterThanOrEqual(lead.y + lead.height)
        }
      } else {
        const card = await box(cards.nth(1))
        const title = await box(cards.nth(1).locator('h3'))
        expect(title.width).toBeGreaterThan(card.width * 0.75)
      }

      // A category: the way back to the whole blog in its masthead, its article leading.
      await visit(page, choicePagePath('MLOps'))
      await expect(opening(page).getByRole('link', { name: /articles/ })).toHaveAttribute(
        'href',
        '/blog',
      )
      expect((await box(cards.first())).y).toBeLessThan(height)

      // The library: its index of categories in the first screen, every entry's name whole on it
      // at 16 px or more, no word in the opening under 11 px.
      await visit(page, '/resources')
      const entries = opening(page).locator('[data-library-entry]')
      await expect(entries).toHaveCount(resourceCategories.length)
      for (const entry of await entries.all()) {
        const name = entry.locator('strong')
        expect((await box(name)).y + (await box(name)).height).toBeLessThan(height)
        const [size, overflows] = await name.evaluate((el) => [
          parseFloat(getComputedStyle(el).fontSize),
          el.scrollWidth > el.clientWidth + 1,
        ])
        expect(size).toBeGreaterThanOrEqual(16)
        expect(overflows).toBe(false)
      }
      const tooSmall = await opening(page).evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('*')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 11)
          .map((el) => el.textContent?.trim()),
      )
      expect(tooSmall).toEqual([])

      // The glossary: its index of every term in the first screen.
      await visit(page, '/glossary')
      const index = opening(page).getByRole('navigation', { name: 'Terms on this page' })
      await expect(index.getByRole('link')).toHaveCount(glossaryTerms.length)
      const indexBox = await box(index)
      expect(indexBox.y + indexBox.height).toBeLessThan(height)
      if (width >= 1024) {
        // Beside the index, the map of how the terms fit together: no empty half.
        const map = await box(opening(page).locator('[data-term-map]'))
        expect(map.x).toBeGreaterThanOrEqual(indexBox.x + indexBox.width)
        expect(map.y).toBeLessThan(height)
        expect(map.width).toBeGreaterThan(1280 * 0.35)
      }
    })
  }
})

test.describe('bands', () => {
  test('openings: the closing navy band of /research has a kanga border above the footer', async ({
    page,
  }) => {
    await visit(page, '/research')
    const closing = page.locator('#research-next')
    const border = await closing.evaluate((el) => {
      const after = getComputedStyle(el, '::after')
      return { image: after.backgroundImage, height: after.height, next: el.nextElementSibling }
    })
    expect(border.image).toContain('url(')
    expect(border.height).toBe('8px')
    expect(border.next).toBeNull()
  })

  test('openings: sector marks use the theme’s brand tones', async ({ page }) => {
    const rgb = (hex: string) => {
      const n = parseInt(hex.slice(1), 16)
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
    }
    const allowed = new Set(
      Object.values(theme.sectorTone).flatMap((t) => [rgb(t.from), rgb(t.to)]),
    )
    await visit(page, '/industries')
    const stops = await page
      .locator('[data-sector-card] > div > span[aria-hidden="true"]')
      .evaluateAll((marks) =>
        marks.map((el) => getComputedStyle(el).backgroundImage.match(/rgb\([^)]*\)/g) ?? []),
      )
    expect(stops).toHaveLength(industries.length)
    for (const colours of stops) {
      expect(colours.length).toBe(2)
      for (const colour of colours) expect(allowed, colour).toContain(colour)
    }
  })
})

test.describe('knowledge pages', () => {
  test('openings: the FAQ opens with the people who answer each group of questions, beside the title, linking down to the group', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await visit(page, '/faq')
    await expect(opening(page)).toHaveAttribute('data-opening', 'people')
    const desk = opening(page).getByRole('navigation', { name: 'Who answers' })
    const links = desk.getByRole('link')
    const groups = page.locator('[data-accordion="faq"]').getByRole('heading', { level: 2 })
    await expect(links).toHaveCount(await groups.count())
    expect(await desk.locator('img').count()).toBeGreaterThanOrEqual(2)
    const [title, panel] = [await box(page.locator('#page-title')), await box(desk)]
    expect(panel.x).toBeGreaterThanOrEqual(title.x + title.width)
    expect(panel.y + panel.height).toBeLessThan(720)
    for (const [i, link] of (await links.all()).entries()) {
      const id = (await link.getAttribute('href'))!.slice(1)
      await expect(groups.nth(i)).toHaveAttribute('id', id)
      expect((await box(link)).height).toBeGreaterThanOrEqual(24)
    }
    await links.last().click()
    await expect(groups.last()).toBeInViewport()

    await page.setViewportSize({ width: 375, height: 740 })
    const phone = await box(desk)
    expect(phone.y).toBeGreaterThan((await box(page.locator('#page-title'))).y)
    expect(phone.x + phone.width).toBeLessThanOrEqual(375)
  })

  test('openings: research detail keeps a heading near its text, the problem and key features as ruled rows (heading column beside its content, top-aligned), the impact across the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit(page, '/research/surasoft')
    const main = page.getByRole('main')
    const problem = main.getByRole('heading', { level: 2, name: 'The problem' })
    const features = main.getByRole('heading', { level: 2, name: 'Key features' })
    const p = problem.locator('xpath=..')
    // Each row: the heading in its own column, its content beside it starting on the same line,
    // and the key features after the problem (a row each, not squeezed side by side).
    for (const [heading, content] of [
      [problem, p.locator('p')],
      [features, features.locator('xpath=..').locator('ol, ul').first()],
    ] as const) {
      const [hb, cb] = [await box(heading), await box(content)]
      expect(cb.x).toBeGreaterThan(hb.x + hb.width)
      expect(Math.abs(cb.y - hb.y)).toBeLessThan(hb.height)
    }
    expect((await box(features)).y).toBeGreaterThan((await box(p)).y + (await box(p)).height - 1)

    // A heading sits closer to its own text than to the text above it.
    const heading = await box(problem)
    const own = await box(p.locator('p'))
    const above = await box(main.locator('#overview p').nth(1))
    expect(own.y - (heading.y + heading.height)).toBeLessThan(heading.y - (above.y + above.height))

    // The impact spans the page: its heading above its text (no short heading column beside tall
    // text), the text reaching across most of the container.
    const impact = page.locator('#impact')
    const title = await box(impact.getByRole('heading', { level: 2 }))
    const lead = await box(impact.locator('p').first())
    expect(lead.y).toBeGreaterThanOrEqual(title.y + title.height)
    const widest = await impact.evaluate((el) =>
      Math.max(...[...el.querySelectorAll('p, ul')].map((n) => n.getBoundingClientRect().right)),
    )
    expect(widest - title.x).toBeGreaterThan(1200 * 0.75)
  })

  test('openings: the FAQ groups its questions under headings in one accordion, with a contact card beside them', async ({
    page,
  }) => {
    await visit(page, '/faq')
    const accordion = page.locator('[data-accordion="faq"]')
    const groups = accordion.getByRole('heading', { level: 2 })
    expect(await groups.count()).toBeGreaterThanOrEqual(2)
    // One list of questions in order, whatever the groups.
    const values = await accordion
      .locator(':scope > details')
      .evaluateAll((items) => items.map((d) => d.getAttribute('data-value')))
    expect(values).toEqual(values.map((_, i) => `item-${i}`))
    const names = await accordion
      .locator(':scope > details')
      .evaluateAll((items) => [...new Set(items.map((d) => d.getAttribute('name')))])
    expect(names).toHaveLength(1)

    const card = page.locator('[data-faq-contact]')
    await expect(card.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expect(card.getByRole('link', { name: 'AI glossary' })).toHaveAttribute(
      'href',
      '/glossary',
    )
    const [list, aside] = [await box(accordion), await box(card)]
    expect(aside.x).toBeGreaterThan(list.x + list.width)

    await page.setViewportSize({ width: 375, height: 740 })
    const [listPhone, asidePhone] = [await box(accordion), await box(card)]
    expect(asidePhone.y).toBeGreaterThan(listPhone.y + listPhone.height)
  })
})
