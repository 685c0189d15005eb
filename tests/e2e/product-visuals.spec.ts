import type { Page } from '@playwright/test'
import { layoutShift, watchLayoutShift } from './checks/layoutShift'
import { expect, test, visit } from './fixtures'

/**
 * Every product page shows its own picture of what the product does in the hero: beside the text on
 * wide screens (on either side), or across the page under the title or over it where the opening is
 * built that way (round 8: the Quantum family, /mlops, /mlops-devops); under the buttons on phones
 * (or above the title where the phone opening leads with it), every drawn word inside the picture
 * and big enough to read, nothing moving the page, and no two pages alike.
 */
const productPages = [
  // /ai-studio and /business-analysis left the picture-beside-the-title device in round 8: the
  // studio's working board under the title, the report as a printed sheet. Their own rules are in
  // ai-studio.spec.ts and business-analysis.spec.ts.
  '/mlops',
  '/mlops-devops',
  '/quantum-genai',
  '/quantum-analytics',
  '/quantum-annotate',
  '/try-now',
]

/**
 * Pages whose phone opening leads with the picture, flush under the header, and hangs the words
 * below it (/mlops-devops, so that it does not look like the Quantum openings, words first).
 */
const pictureFirstOnPhones = new Set(['/mlops-devops', '/quantum-annotate'])

/**
 * Where the picture stands at 1280 px: beside the title (the default), across the page under the
 * title (/quantum-analytics: the forecast canvas; /mlops: the road on its navy band;
 * /mlops-devops: the run sheet), or across the whole screen over it (/quantum-annotate: the drawn
 * street).
 */
const placement: Record<string, 'under' | 'over'> = {
  '/quantum-analytics': 'under',
  '/mlops': 'under',
  '/mlops-devops': 'under',
  '/quantum-annotate': 'over',
}

const heroVisual = (page: Page) =>
  page.locator('section[aria-labelledby="page-title"] [data-product-visual]')

/** Words drawn in a picture (SVG text or HTML text) under `min` px, as shown on screen. */
function wordsUnder(root: Element, min: number): string[] {
  const small: string[] = []
  for (const el of root.querySelectorAll<Element>('*')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())
    if (!own || el.getClientRects().length === 0) continue
    const style = getComputedStyle(el)
    if (style.display === 'none' || style.visibility === 'hidden') continue
    let px = parseFloat(style.fontSize)
    if (el instanceof SVGGraphicsElement) {
      const m = el.getScreenCTM()
      px *= m ? Math.hypot(m.a, m.b) : 1
    }
    if (px < min - 0.05) small.push(`"${el.textContent?.trim()}" ${px.toFixed(1)} px`)
  }
  return small
}

/**
 * Drawn words whose box leaves the picture (by more than half a pixel). The drawing a canvas does
 * not show (the wide one on a phone, the phone one on wide screens: display: none) has no box, so
 * it is not counted.
 */
function wordsOutside(svg: Element): string[] {
  const frame = svg.getBoundingClientRect()
  // SVG text, and HTML words laid over a drawing (an element with text of its own).
  const words = [...svg.querySelectorAll('*')].filter(
    (el) =>
      el.tagName.toLowerCase() === 'text' ||
      (!(el instanceof SVGElement) &&
        [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())),
  )
  return words
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
        const where = placement[path]
        if (where === 'under') {
          // Across the page's content width under the title, starting high in the first screen.
          expect(box.y, `${path}: picture under the title`).toBeGreaterThanOrEqual(
            title.y + title.height,
          )
          expect(box.y, `${path}: picture starts in the first screen`).toBeLessThan(600)
          expect(box.width, `${path}: picture across the page`).toBeGreaterThan(1280 * 0.75)
        } else if (where === 'over') {
          // Across the whole screen, over the title, whole in the first screen.
          expect(box.y + box.height, `${path}: picture over the title`).toBeLessThanOrEqual(title.y)
          expect(box.width, `${path}: picture across the screen`).toBeGreaterThanOrEqual(1279)
          expect(box.y + box.height, `${path}: picture above the fold`).toBeLessThan(800)
        } else {
          // Beside the title, on its right; never over it.
          const beside = box.x > title.x + title.width || box.x + box.width < title.x
          expect(beside, `${path}: picture beside the title`).toBe(true)
          expect(box.width, `${path}: picture width`).toBeGreaterThan(400)
          // Above the fold, level with the text.
          expect(box.y + box.height, `${path}: picture above the fold`).toBeLessThan(800)
        }
        expect(await heroVisual(page).evaluate(wordsOutside), `${path}: words outside`).toEqual([])
        await page.evaluate(() => document.fonts.ready)
        expect(
          await heroVisual(page).evaluate(wordsUnder, 12),
          `${path}: words under 12 px at 1280`,
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
        await page.evaluate(() => document.fonts.ready)
        expect(
          await heroVisual(page).evaluate(wordsUnder, 11),
          `${path}: words under 11 px on a phone`,
        ).toEqual([])
        expect(await layoutShift(page), `${path}: layout shift`).toBeLessThanOrEqual(0.01)
      }
    })
  })
})
