import type { Page } from '@playwright/test'
import { cardFeatures } from '../../src/features/industries/industry'
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

test.describe('sector screens', () => {
  for (const width of [375, 1280]) {
    test(`industries: at ${width} px each opening's screen keeps its words readable and inside their boxes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const industry of industries) {
        await visit(page, sectorPath(industry.id))
        const screen = page.locator('[data-sector-screen]')
        await expect(screen).toHaveCount(1)
        // One image to assistive technology, named; its drawing is hidden.
        await expect(screen).toHaveAttribute('role', 'img')
        expect((await screen.getAttribute('aria-label'))?.length).toBeGreaterThan(40)
        // Its drawings are hidden (a screen may be a table alone, with no drawing).
        for (const svg of await screen.locator('svg').all())
          await expect(svg).toHaveAttribute('aria-hidden', 'true')
        const problems = await screen.evaluate((root) => {
          const found: string[] = []
          for (const label of root.querySelectorAll<HTMLElement>('[data-screen-canvas] > span')) {
            const canvas = label.parentElement!.getBoundingClientRect()
            const style = getComputedStyle(label)
            if (style.display === 'none') continue
            if (parseFloat(style.fontSize) < 11) found.push(`${label.textContent} below 11 px`)
            const box = label.getBoundingClientRect()
            if (
              box.left < canvas.left - 1 ||
              box.right > canvas.right + 1 ||
              box.top < canvas.top - 1 ||
              box.bottom > canvas.bottom + 1
            )
              found.push(`${label.textContent} runs off the drawing`)
          }
          // Every word of the panel at 11 px or more, no figure wider than its tile.
          for (const el of root.querySelectorAll<HTMLElement>('p, span, li, dt, dd, b')) {
            if (el.offsetParent && parseFloat(getComputedStyle(el).fontSize) < 11)
              found.push(`${el.textContent} below 11 px`)
          }
          // No figure wider than its tile, no table cell wider than its column.
          for (const el of root.querySelectorAll<HTMLElement>('dd, .row > span')) {
            if (el.offsetParent && el.scrollWidth > el.clientWidth + 1)
              found.push(`${el.textContent} overflows`)
          }
          return found
        })
        expect(problems, industry.id).toEqual([])
      }
    })
  }
})

/**
 * The sector pages' opening: light, not the navy banner; the words and the actions first, the
 * sector's screen as a whole window on a ground that runs to the viewport's right edge (the window
 * framed inside it, never cut by the edge), and on a phone both the title and the screen in the
 * first screen. The results are said once: no success story's figure in the opening's words.
 */
test.describe('sector openings', () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 800],
  ] as const) {
    test(`industries: at ${width} px each sector page opens light with its whole screen on a ground running to the edge, in the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height })
      for (const industry of industries) {
        await visit(page, sectorPath(industry.id))
        const opening = page.locator('main > [aria-labelledby="page-title"]')
        await expect(opening).toHaveAttribute('data-opening', 'sector')
        const background = await opening.evaluate((el) => getComputedStyle(el).backgroundColor)
        const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number)
        expect(r + g + b, `${industry.id} opens light`).toBeGreaterThan(600)
        const title = (await page.locator('#page-title').boundingBox())!
        const screen = (await opening.locator('[data-sector-screen]').boundingBox())!
        expect(title.y + title.height).toBeLessThan(height)
        // The screen shows at least 160 px of itself in the first screen…
        expect(screen.y).toBeLessThan(height - 160)
        // …whole: its right edge inside the viewport, with ground beside it…
        expect(screen.x + screen.width).toBeLessThanOrEqual(width - 16)
        if (width >= 1024) expect(screen.x).toBeGreaterThan(title.x + title.width - 1)
        // …and the ground runs on to the viewport's right edge.
        const ground = (await opening.locator('[data-sector-screen]').locator('..').boundingBox())!
        expect(Math.abs(ground.x + ground.width - width)).toBeLessThanOrEqual(2)
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
