import { allConcretePaths, findRoute, routeTable } from '../../src/routes/table'
import { expect, test, visit } from './fixtures'

/**
 * Phones get their own composition, not the desktop page stacked (issue 22): at 375 px no page may
 * be taller than its limit, measured as `document.documentElement.scrollHeight` once the page is
 * ready (site script run, islands hydrated, web fonts loaded).
 *
 * The limits, in one place:
 * - home: 8,000 px;
 * - articles (`/blog/{slug}`, the featured `/stories/{slug}`) and legal text (`/privacy`,
 *   `/terms`): no limit, a reader came for the whole text;
 * - every other route: 6,500 px.
 */
const PHONE_WIDTH = 375
const HOME_LIMIT = 8_000
const PAGE_LIMIT = 6_500
/** Route-table patterns whose pages are long text by nature. */
const EXCEPTED_ROUTES = new Set(['/blog/:slug', '/stories/:slug', '/privacy', '/terms'])

/** The height limit of a concrete path at 375 px, or null when the page is excepted. */
function phoneHeightLimit(path: string): number | null {
  const route = findRoute(path, routeTable)
  if (route && EXCEPTED_ROUTES.has(route.path)) return null
  return path === '/' ? HOME_LIMIT : PAGE_LIMIT
}

const measured = allConcretePaths(routeTable).filter((p) => phoneHeightLimit(p) !== null)

test.describe('page height at 375 px', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 812 }, reducedMotion: 'reduce' })

  for (const path of measured) {
    const limit = phoneHeightLimit(path) as number
    test(`${path} is at most ${limit.toLocaleString('en')} px tall on a phone`, async ({
      page,
    }) => {
      await visit(page, path)
      const height = await page.evaluate(async () => {
        await document.fonts.ready
        return document.documentElement.scrollHeight
      })
      expect(height, `${path}: document height at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(limit)
    })
  }
})

/**
 * A tablet shows every card whole: no list on these pages is a sideways row there (a row cut its
 * third card at the screen's edge with nothing saying that it scrolled). The phone keeps its swipe
 * rows, so a tablet page may be taller than the phone's, but not by more than a quarter (a tablet
 * page much taller than the phone's is the phone's stack in two columns with a card left alone on
 * each last row).
 */
const TABLET_PAGES = [
  '/',
  '/ai-studio',
  '/quantum-analytics',
  '/quantum-genai',
  '/quantum-annotate',
  '/mlops',
  '/mlops-devops',
  '/business-analysis',
  '/try-now',
  '/clients',
]
const TABLET_WIDTH = 820
const TABLET_OVER_PHONE = 1.25

test.describe(`page height and whole cards at ${TABLET_WIDTH} px`, () => {
  test.use({ reducedMotion: 'reduce' })
  for (const path of TABLET_PAGES) {
    test(`${path}: no sideways row, and at most a quarter taller than at ${PHONE_WIDTH} px`, async ({
      page,
    }) => {
      const heightAt = async (width: number) => {
        await page.setViewportSize({ width, height: 900 })
        await visit(page, path)
        return page.evaluate(async () => {
          await document.fonts.ready
          return document.documentElement.scrollHeight
        })
      }
      const phone = await heightAt(PHONE_WIDTH)
      const tablet = await heightAt(TABLET_WIDTH)
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => getComputedStyle(el).scrollSnapType.startsWith('x'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.getAttribute('aria-label') ?? el.closest('section')?.id ?? el.tagName),
      )
      expect(rows, `${path}: rows that cut cards at ${TABLET_WIDTH} px`).toEqual([])
      expect(
        tablet,
        `${path}: height at ${TABLET_WIDTH} px (${PHONE_WIDTH} px: ${phone})`,
      ).toBeLessThanOrEqual(Math.round(phone * TABLET_OVER_PHONE))
    })
  }
})
