import type { Page } from '@playwright/test'
import { findRoute, routeTable } from '../../../src/routes/table'
import { expect } from '../fixtures'

/**
 * Phones get their own composition, not the desktop page stacked (issue 22): at 375 px no page may
 * be taller than its limit, measured as `document.documentElement.scrollHeight` once the page is
 * ready (site script run, islands hydrated, web fonts loaded), in a 375 × 812 window.
 *
 * The limits, in one place:
 * - home: 8,000 px;
 * - articles (`/blog/{slug}`, the featured `/stories/{slug}`) and legal text (`/privacy`,
 *   `/terms`): no limit, a reader came for the whole text;
 * - every other route: 6,500 px.
 *
 * Checked on every route in routes.spec.ts (the 375 px visit), and on /404 in page-height.spec.ts.
 */
export const PHONE = { width: 375, height: 812 } as const
const HOME_LIMIT = 8_000
const PAGE_LIMIT = 6_500
/** Route-table patterns whose pages are long text by nature. */
const EXCEPTED_ROUTES = new Set(['/blog/:slug', '/stories/:slug', '/privacy', '/terms'])

/** The height limit of a concrete path at 375 px, or null when the page is excepted. */
export function phoneHeightLimit(path: string): number | null {
  const route = findRoute(path, routeTable)
  if (route && EXCEPTED_ROUTES.has(route.path)) return null
  return path === '/' ? HOME_LIMIT : PAGE_LIMIT
}

/** The document's height once the web fonts are in. */
export function documentHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready
    return document.documentElement.scrollHeight
  })
}

/**
 * The page is at most its limit tall in the 375 × 812 window (it is resized to it for the
 * measurement, then back to the size it had). Call on a page freshly made ready, nothing opened.
 */
export async function expectPhoneHeight(page: Page, path: string): Promise<void> {
  const limit = phoneHeightLimit(path)
  if (limit === null) return
  const before = page.viewportSize()
  const resize = !before || before.width !== PHONE.width || before.height !== PHONE.height
  if (resize) await page.setViewportSize(PHONE)
  const height = await documentHeight(page)
  if (resize && before) await page.setViewportSize(before)
  expect(height, `${path}: document height at ${PHONE.width} px`).toBeLessThanOrEqual(limit)
}
