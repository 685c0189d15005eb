import type { Page } from '@playwright/test'
import { layoutShift, watchLayoutShift } from './checks/layoutShift'
import { expect, test, visit } from './fixtures'

/**
 * Every product page shows its own picture of what the product does in the hero: beside the text on
 * wide screens (on either side) or across the page under the title, under the buttons on phones (or
 * above the title where the phone opening leads with it), every drawn word inside the picture and
 * big enough to read, nothing moving the page, and no two pages alike.
 */
const productPages = [
  '/ai-studio',
  '/mlops',
  '/mlops-devops',
  '/quantum-genai',
  '/quantum-analytics',
  '/quantum-annotate',
  '/business-analysis',
  '/try-now',
]

/**
 * Pages whose phone opening leads with the picture, flush under the header, and hangs the words
 * below it (/mlops-devops, so that it does not look like the Quantum openings, words first).
 */
const pictureFirstOnPhones = new Set(['/mlops-devops'])

/**
 * Pages whose picture runs across the content width under the title, not beside it (round 8: no
 * text-beside-a-window for these): /mlops's road on its navy band, /mlops-devops's run sheet.
 */
const acrossUnderTitle = new Set(['/mlops', '/mlops-devops'])

const heroVisual = (page: Page) =>
  page.locator('section[aria-labelledby="page-title"] [data-product-visual]')

/**
 * Words of a picture drawn in HTML (not an SVG canvas) set below `min` px. An SVG canvas scales its
 * words with it; its phone drawing keeps them large (primitives.tsx).
 */
function smallWords(root: Element, min: number): string[] {
  if (root instanceof SVGSVGElement) return []
  return [...root.querySelectorAll<HTMLElement>('*')]
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
    .filter((el) => el.getClientRects().length > 0)
    .filter((el) => parseFloat(getComputedStyle(el).fontSize) < min)
    .map((el) => `${el.textContent?.trim()} (${getComputedStyle(el).fontSize})`)
}

/**
 * Drawn words whose box leaves the picture (by more than half a pixel). The drawing a canvas does
 * not show (the wide one on a phone, the phone one on wide screens: display: none) has no box, so
 * it is not counted.
 */
function wordsOutside(svg: Element): string[] {
  const frame = svg.getBoundingClientRect()
  return [...svg.querySelectorAll('text')]
    .filter((t) => t.getClientRects().length > 0 && t.getBoundingClientRect().width > 0)
    .filter((t) => {
      const r = t.getBoundingClientRect()
      return (
        r.left < frame.left - 0.5 ||
        r.right > frame.right + 0.5 ||
        r.top < frame.top - 0.5 ||
        r.bottom > frame.bottom + 0.5
      )
    })
    .map((t) => t.textContent ?? '')
}

test.describe('product page visuals', () => {
  test('each product page has one named hero picture of its own, light and drawn inline', async ({
    page,
  }) => {
    const labels = new Set<string>()
    for (const path of productPages) {
      await visit(page, path)
      const visual = heroVisual(page)
      await expect(visual, path).toHaveCount(1)
      await expect(visual).toHaveAttribute('role', 'img')
      const label = (await visual.getAttribute('aria-label')) ?? ''
      expect(label.length, `${path} names its picture`).toBeGreaterThan(20)
      labels.add(label)
      // Inline drawing only: no image requests, and a few kilobytes of markup (two drawings: the
      // wide one and the phone one).
      await expect(visual.locator('image, img, foreignObject')).toHaveCount(0)
      const size = await visual.evaluate((el) => el.outerHTML.length)
      expect(size, `${path} picture markup (characters)`).toBeLessThan(20_000)
      // Text inside the picture is set in the page's font, not a system face.
      const [drawn, body] = await visual.evaluate((el) => [
        getComputedStyle(el.querySelector('text') ?? el).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ])
      expect(drawn, `${path} picture font`).toBe(body)
    }
    expect(labels.size, 'every page has a different picture').toBe(productPages.length)
  })

  test.describe('at 1280px', () => {
    test.use({ viewport: { width: 1280, height: 800 } })
    test('the picture fills one side of the hero beside the text, every word inside it', async ({
      page,
    }) => {
      for (const path of productPages) {
        await visit(page, path)
        const title = await page.locator('h1').boundingBox()
        const box = await heroVisual(page).boundingBox()
        if (!title || !box) throw new Error(`${path}: no title or picture box`)
        expect(box.x, `${path}: picture inside the page`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${path}: picture inside the page`).toBeLessThanOrEqual(1280)
        if (acrossUnderTitle.has(path)) {
          // Under the title, across the content width, starting in the first screen.
          expect(box.y, `${path}: picture under the title`).toBeGreaterThan(title.y + title.height)
          expect(box.width, `${path}: picture across the page`).toBeGreaterThan(1280 * 0.75)
          expect(box.y, `${path}: picture starts in the first screen`).toBeLessThan(600)
        } else {
          // Beside the title, on its right; never over it.
          const beside = box.x > title.x + title.width || box.x + box.width < title.x
          expect(beside, `${path}: picture beside the title`).toBe(true)
          expect(box.width, `${path}: picture width`).toBeGreaterThan(400)
          // Above the fold, level with the text.
          expect(box.y + box.height, `${path}: picture above the fold`).toBeLessThan(800)
        }
        expect(await heroVisual(page).evaluate(wordsOutside), `${path}: words outside`).toEqual([])
        expect(
          await heroVisual(page).evaluate(smallWords, 12),
          `${path}: words under 12 px`,
        ).toEqual([])
      }
    })
  })

  test.describe('at 375px', () => {
    test.use({ viewport: { width: 375, height: 740 } })
    test('the picture follows the buttons (or leads the opening) at full width, every word inside it, without moving the page', async ({
      page,
    }) => {
      await watchLayoutShift(page)
      for (const path of productPages) {
        await visit(page, path)
        const hero = page.locator('section[aria-labelledby="page-title"]')
        // The opening's last link before the picture (links may follow it: /try-now's choices).
        const lastButton = await hero.evaluate((el) => {
          const picture = el.querySelector('[data-product-visual]')!
          const before = [...el.querySelectorAll('a')].filter(
            (a) => a.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING,
          )
          const r = before.at(-1)?.getBoundingClientRect()
          return r ? { y: r.y, height: r.height } : null
        })
        const box = await heroVisual(page).boundingBox()
        if (!lastButton || !box) throw new Error(`${path}: no button or picture box`)
        if (pictureFirstOnPhones.has(path)) {
          const title = await page.locator('h1').boundingBox()
          expect(box.y + box.height, `${path}: picture above the title`).toBeLessThanOrEqual(
            title!.y,
          )
        } else {
          expect(box.y, `${path}: picture below the buttons`).toBeGreaterThanOrEqual(
            lastButton.y + lastButton.height,
          )
        }
        expect(box.x, `${path}: picture left edge`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${path}: picture right edge`).toBeLessThanOrEqual(375)
        expect(box.width, `${path}: picture width`).toBeGreaterThan(300)
        // Never taller than most of a phone screen.
        expect(box.height, `${path}: picture height`).toBeLessThan(740 * 0.7)
        expect(await heroVisual(page).evaluate(wordsOutside), `${path}: words outside`).toEqual([])
        expect(
          await heroVisual(page).evaluate(smallWords, 11),
          `${path}: words under 11 px`,
        ).toEqual([])
        await page.evaluate(() => document.fonts.ready)
        expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.01)
      }
    })
  })
})
