import type { Locator, Page } from '@playwright/test'
import { cardFeatures } from '../../src/features/industries/industry'
import { sectorPageCopy as copy } from '../../src/features/industries/industriesCopy'
import { industries } from '../../src/features/industries/industryData'
import { sectorPath } from '../../src/features/industries/sectorIndex'
import { expect, prerenderedHtml, ready, test, visit } from './fixtures'

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.describe('industries overview', () => {
  test('industries: every sector has a card showing two features, then +N more; Explore Sectors scrolls; each card leads to its sector page; Estimate Project leads to the contact page', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await visit(page, '/industries')
    const cards = page.locator('[data-sector-card]')
    await expect(cards).toHaveCount(industries.length)
    for (const [index, industry] of industries.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(industry.name)
      await expect(card.getByText(industry.tagline)).toBeVisible()
      const features = card.getByRole('list', { name: `${industry.name} features` })
      const { shown, more } = cardFeatures(industry.features)
      expect(shown).toEqual(industry.features.slice(0, 2))
      expect(more).toBe(industry.features.length - 2)
      await expect(features.getByRole('listitem')).toHaveText([...shown, `+${more} more`])
    }

    expect(await scrollY(page)).toBe(0)
    await page.getByRole('link', { name: 'Explore Sectors' }).click()
    await expect(page.locator('#sectors')).toBeInViewport()
    await expect(page.locator('#sectors')).toBeFocused()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200)

    for (const industry of industries) {
      const card = page.locator(`[data-sector-card="${industry.id}"]`)
      await expect(card.getByRole('link', { name: industry.name })).toHaveAttribute(
        'href',
        sectorPath(industry.id),
      )
      // The whole card is the click target (its title link covers it), not only the title.
      await card.click({ position: { x: 40, y: 20 } })
      await expect(page).toHaveURL(new RegExp(`${sectorPath(industry.id)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.heroTitle)
      await page.goBack()
      // Back on the overview, still at the sectors section.
      await expect(page).toHaveURL(/\/industries#sectors$/)
      await expect(page.locator('[data-sector-card]')).toHaveCount(industries.length)
    }

    const estimate = page.getByRole('main').getByRole('link', { name: 'Estimate Project' })
    await expect(estimate).toHaveAttribute('href', '/contact')
    await estimate.click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('sector pages', () => {
  for (const industry of industries) {
    const path = sectorPath(industry.id)

    test(`industries: ${path} shows its solutions, its success stories and their figures; Get Started and Estimate Project to /contact, View Solutions scrolls`, async ({
      page,
      request,
    }) => {
      const html = await prerenderedHtml(request, path)
      for (const story of industry.successStories) {
        expect(html).toContain(story.result.value)
        expect(html).toContain(story.result.label)
      }

      await visit(page, path)
      await expect(page).toHaveTitle(new RegExp(`^${industry.name} AI solutions \\|`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.heroTitle)
      const solutions = page.locator('#solutions [data-solution-card]')
      await expect(solutions).toHaveCount(industry.solutions.length)
      for (const [i, solution] of industry.solutions.entries()) {
        await expect(solutions.nth(i).getByRole('heading', { level: 3 })).toHaveText(solution.title)
        await expect(solutions.nth(i).getByRole('listitem')).toHaveText(solution.features)
      }
      const stories = page.locator('[data-success-story]')
      await expect(stories).toHaveCount(industry.successStories.length)
      for (const [i, story] of industry.successStories.entries()) {
        await expect(stories.nth(i)).toContainText(story.result.value)
        await expect(stories.nth(i)).toContainText(story.result.label)
        await expect(stories.nth(i).getByRole('heading', { level: 3 })).toHaveText(story.title)
      }

      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(main.getByRole('link', { name: 'Estimate Project' })).toHaveAttribute(
        'href',
        '/contact',
      )
      expect(await scrollY(page)).toBe(0)
      await main.getByRole('link', { name: 'View Solutions' }).click()
      await expect(page.locator('#solutions')).toBeInViewport()
      await expect.poll(() => scrollY(page)).toBeGreaterThan(200)
    })
  }

  test('industries: Get Started and Estimate Project open the contact page', async ({ page }) => {
    await visit(page, sectorPath('utilities'))
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await visit(page, sectorPath('healthcare-pharmacy'))
    await page.getByRole('main').getByRole('link', { name: 'Estimate Project' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('industries: a sector page links to every other sector', async ({ page }) => {
    await visit(page, sectorPath('telecommunications'))
    const others = page.getByRole('navigation', { name: 'Other sectors' })
    await expect(others.getByRole('link')).toHaveText(
      industries.filter((i) => i.id !== 'telecommunications').map((i) => i.name),
    )
    await others.getByRole('link', { name: 'Utilities' }).click()
    await expect(page).toHaveURL(/\/industries\/utilities$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      industries.find((i) => i.id === 'utilities')!.heroTitle,
    )
  })

  test('industries: an unknown sector shows the not-found page', async ({ page }) => {
    const response = await page.goto('/industries/mining')
    expect(response?.status()).toBe(404)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  })
})

test.describe('sector fields', () => {
  for (const width of [375, 1280]) {
    test(`industries: at ${width} px each opening's field keeps its words readable, on one or two lines and inside the drawing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      // At least 12 px at 1280 and 11 px on a phone (ART-DIRECTION: hide the detail, never shrink it).
      const least = width >= 1024 ? 12 : 11
      for (const industry of industries) {
        await visit(page, sectorPath(industry.id))
        const field = page.locator('[data-sector-field]')
        await expect(field).toHaveCount(1)
        // One image to assistive technology, named; its drawing is hidden.
        await expect(field).toHaveAttribute('role', 'img')
        expect((await field.getAttribute('aria-label'))?.length).toBeGreaterThan(40)
        for (const svg of await field.locator('svg').all())
          await expect(svg).toHaveAttribute('aria-hidden', 'true')
        const problems = await field.evaluate((root, least) => {
          const found: string[] = []
          for (const label of root.querySelectorAll<HTMLElement>('[data-field-stage] > span')) {
            const stage = label.parentElement!.getBoundingClientRect()
            if (getComputedStyle(label).display === 'none') continue
            const box = label.getBoundingClientRect()
            if (
              box.left < stage.left - 1 ||
              box.right > stage.right + 1 ||
              box.top < stage.top - 1 ||
              box.bottom > stage.bottom + 1
            )
              found.push(`${label.textContent} runs off the drawing`)
          }
          for (const el of root.querySelectorAll<HTMLElement>('p, span, li, b')) {
            if (!el.offsetParent || !el.textContent?.trim()) continue
            const style = getComputedStyle(el)
            if (parseFloat(style.fontSize) < least)
              found.push(`${el.textContent} below ${least} px`)
            // No label breaks into three lines (beside empty room or anywhere else).
            const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
            if (style.display !== 'flex' && el.getBoundingClientRect().height > lineHeight * 2.5)
              found.push(`${el.textContent} runs to three lines or more`)
            if (el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline')
              found.push(`${el.textContent} overflows`)
          }
          return found
        }, least)
        expect(problems, industry.id).toEqual([])
      }
    })
  }
})

/**
 * The sector pages' opening (round 8): not a window beside the words but a field. Light, the title
 * and the actions first, then the sector's operating layer drawn on the light ground across the
 * viewport's whole width (no navy, no window chrome), its live figure set large, all starting in
 * the first screen; from 768 px the two client stories named as links under it. The results are
 * said once: no success story's figure in the opening's words.
 */
test.describe('sector openings', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 800],
  ] as const) {
    test(`industries: at ${width} px each sector page opens light on a full-width field with its live figure set large, in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      for (const industry of industries) {
        await visit(page, sectorPath(industry.id))
        const opening = page.locator('main > [aria-labelledby="page-title"]')
        await expect(opening).toHaveAttribute('data-opening', 'field')
        const light = async (el: Locator) => {
          const background = await el.evaluate((e) => getComputedStyle(e).backgroundColor)
          const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number)
          return r + g + b
        }
        expect(await light(opening), `${industry.id} opens light`).toBeGreaterThan(600)
        const field = opening.locator('[data-sector-field]')
        expect(await light(field), `${industry.id}: the field is light`).toBeGreaterThan(600)
        const title = (await page.locator('#page-title').boundingBox())!
        const ground = (await field.boundingBox())!
        expect(title.y + title.height).toBeLessThan(height)
        // Under the title, from edge to edge of the viewport, starting in the first screen.
        expect(ground.y).toBeGreaterThan(title.y + title.height)
        expect(ground.y).toBeLessThan(height - 160)
        expect(ground.x).toBeLessThanOrEqual(0)
        expect(ground.x + ground.width).toBeGreaterThanOrEqual(width - 1)
        // No window: nothing in the opening on a navy ground, no title bar of three dots.
        const dark = await opening.evaluate(
          (root) =>
            [...root.querySelectorAll<HTMLElement>('*')].filter((el) => {
              const [r = 255, g = 255, b = 255, a = 1] = (
                getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []
              ).map(Number)
              return a > 0.5 && r + g + b < 200 && el.getBoundingClientRect().width > 200
            }).length,
        )
        expect(dark, `${industry.id}: no navy panel in the opening`).toBe(0)
        // The live figure, set large, in the first screen.
        const live = field.locator('[data-field-live] .value')
        const size = await live.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
        expect(size).toBeGreaterThanOrEqual(40)
        const liveBox = (await live.boundingBox())!
        expect(liveBox.y + liveBox.height).toBeLessThan(width >= 1024 ? height : height + 200)
        // From 768 px, the two client stories named as links under the field.
        if (width >= 768) {
          const stories = opening.getByRole('list', { name: copy.resultsPointer }).getByRole('link')
          await expect(stories).toHaveText(industry.successStories.map((s) => s.title))
        }
        // The words name the stories; their figures are said once, in the stories.
        const words = (await page.locator('#page-title').locator('..').innerText()).replace(
          /\s+/g,
          ' ',
        )
        for (const story of industry.successStories)
          expect(words, `${industry.id}: ${story.result.value} in the opening`).not.toContain(
            story.result.value,
          )
      }
    })
  }
})
