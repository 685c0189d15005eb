import type { Page } from '@playwright/test'
import {
  aiStudioCta,
  aiStudioHero,
  expertise,
  reasons,
  studioBoard,
} from '../../src/features/ai-studio/aiStudioCopy'
import { linesOf, smallText } from './checks/openingText'
import { expectReachable } from './checks/hitTest'
import { expect, test, visit } from './fixtures'

const opening = (page: Page) => page.locator('main > [aria-labelledby="page-title"]')
const board = (page: Page) => opening(page).locator('[data-studio-board]')

test.describe('AI studio page', () => {
  test('ai-studio: expertise in computer vision, NLP and generative AI, reasons to choose, the 100+ projects claim, and every button leads to /contact', async ({
    page,
  }) => {
    await visit(page, '/ai-studio')
    await expect(page.locator('#expertise article h3')).toHaveText([
      'Computer Vision',
      'Natural Language Processing',
      'Generative AI',
    ])
    for (const item of expertise.items) {
      await expect(
        page.getByRole('list', { name: `${item.title}: benefits` }).getByRole('listitem'),
      ).toHaveText(item.benefits)
    }

    await expect(page.locator(`#${reasons.id} h3`)).toHaveText(reasons.items.map((r) => r.title))
    await expect(
      page.getByRole('heading', { name: '100+ Successful AI Projects Delivered' }),
    ).toBeVisible()

    const buttons = page.getByRole('main').locator('[data-button]')
    await expect(buttons).toHaveText(
      [...aiStudioHero.actions, ...aiStudioCta.actions].map((a) => a.label),
    )
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', '/contact')
    }
    await page.getByRole('link', { name: aiStudioCta.actions[0]!.label }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } })
    test('ai-studio: opens on a light working board under the title (the idea, the prototype, the product, left to right), not a window beside the title; words 12 px or more', async ({
      page,
    }) => {
      await visit(page, '/ai-studio')
      await expect(opening(page)).toHaveAttribute('data-opening', 'studio-board')
      const colour = await opening(page).evaluate((el) => getComputedStyle(el).color)
      const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number)
      expect((r! + g! + b!) / 3, 'dark text on a light ground').toBeLessThan(128)
      await expect(opening(page).locator('svg[data-product-visual]')).toHaveCount(0)

      const title = (await page.locator('h1').boundingBox())!
      const area = (await board(page).boundingBox())!
      // Under the title, across the page's width, wholly in the first screen.
      expect(area.y).toBeGreaterThanOrEqual(title.y + title.height)
      expect(area.width).toBeGreaterThan(1280 * 0.8)
      expect(area.y + area.height).toBeLessThanOrEqual(800)
      await expectReachable(opening(page).getByRole('link'), 'opening button @1280px')
      const frames = board(page).locator(':scope > li')
      await expect(frames).toHaveCount(Object.keys(studioBoard.frames).length)
      let right = 0
      for (const frame of await frames.all()) {
        const box = (await frame.boundingBox())!
        expect(box.x, 'frames left to right').toBeGreaterThanOrEqual(right)
        right = box.x + box.width
      }
      // The picture's words are page text: the detections and the Swahili message.
      for (const d of studioBoard.frames.prototype.detections)
        await expect(board(page).getByText(d.label, { exact: true })).toBeVisible()
      await expect(
        board(page).getByText(studioBoard.frames.product.message.said, { exact: true }),
      ).toBeVisible()
      expect(await smallText(opening(page), 12)).toEqual([])
      for (const note of await board(page).locator('li > p').all()) {
        expect(await linesOf(note), `${await note.textContent()}: at most two lines`).toBeLessThan(
          3,
        )
      }
    })
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })
    test('ai-studio: on a phone the board follows the button, down the page, at most 72% of the screen, words 11 px or more', async ({
      page,
    }) => {
      await visit(page, '/ai-studio')
      const button = (await opening(page).getByRole('link').first().boundingBox())!
      const area = (await board(page).boundingBox())!
      expect(area.y).toBeGreaterThanOrEqual(button.y + button.height)
      expect(area.x).toBeGreaterThanOrEqual(0)
      expect(area.x + area.width).toBeLessThanOrEqual(375)
      expect(area.height).toBeLessThanOrEqual(740 * 0.72)
      // A finger on the opening's button meets the button (the board's or sheet's parts lie clear of it).
      await expectReachable(opening(page).getByRole('link'), 'opening button @375px')
      expect(await smallText(opening(page), 11)).toEqual([])
    })
  })
})
