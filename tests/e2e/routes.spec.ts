import type { Page } from '@playwright/test'
import { allConcretePaths, findRoute, routeTable } from '../../src/routes/table'
import { expectNoAxeViolations } from './checks/axe'
import { bandsWithoutDivider } from './checks/bands'
import { scrollThrough, watchCsp } from './checks/csp'
import { expectDesignRules } from './checks/designRules'
import { expectVisibleFocusStops } from './checks/focusWalk'
import { eagerImagesBelowFold, layoutShift, watchLayoutShift } from './checks/layoutShift'
import { expectPhoneHeight } from './checks/pageHeight'
import { expectSectionLinkJumps, movingElements } from './checks/reducedMotion'
import { afterNextFrames, expect, mainNav, test, visit, ready } from './fixtures'

/**
 * Every route of the table, as visitors get it from the static host, in one page visit per route
 * and width (the checks below run in sequence on the same page):
 * - 1280 px: the prerendered HTML holds the shell; the page hydrates under the build's own
 *   Content-Security-Policy with no violation (also while scrolled through); one h1, the
 *   landmarks, its title and canonical URL; no layout shift while loading and no eager image
 *   below the fold; the design rules of checks/designRules.ts on the pages built around them; then
 *   the accessibility and keyboard gates below.
 * - 375 px, with `prefers-reduced-motion: reduce`: no CSS animation or transition runs, before and
 *   after scrolling through; the first in-page section link jumps to its section; no video is
 *   requested or autoplayed; the page is no taller than its phone limit (checks/pageHeight.ts,
 *   measured in a 375 × 812 window); the design rules of checks/designRules.ts on the pages built
 *   around them; then the accessibility and keyboard gates below.
 * - Both widths: axe-core (WCAG 2.2 A/AA plus the best-practice rules Lighthouse scores) with
 *   every disclosure closed, then open, then with the header dropdowns, the mobile menu and the
 *   dialogs open where the route has them; a full Tab walk in which each stop is visible, shows a
 *   focus indicator and is not hidden under the fixed header (WCAG 2.4.7, 2.4.11).
 * Any failure names the route, the width and the state.
 */
const pages = allConcretePaths(routeTable).filter((p) => p !== '/404')

const VIEWPORTS = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 375, height: 740 },
} as const
type Width = keyof typeof VIEWPORTS

/** A state the page can be put in and taken out of again, audited with axe while it holds. */
interface OpenState {
  name: string
  routes: string[]
  widths: Width[]
  open: (page: Page) => Promise<void>
  close: (page: Page) => Promise<void>
}

const dropdown = (name: string): OpenState => ({
  name: `${name} dropdown open`,
  routes: ['/about'],
  widths: ['desktop'],
  open: async (page) => {
    const trigger = mainNav(page).getByRole('button', { name })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  },
  close: async (page) => {
    const trigger = mainNav(page).getByRole('button', { name })
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
})

const dialog = (route: string, trigger: RegExp, name: string): OpenState => ({
  name: `${name} open`,
  routes: [route],
  widths: ['desktop', 'mobile'],
  open: async (page) => {
    const opener = page.getByRole('main').getByRole('link', { name: trigger }).first()
    await opener.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  },
  close: async (page) => {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  },
})

const OPEN_STATES: OpenState[] = [
  dropdown('Industries'),
  dropdown('Company'),
  {
    name: 'mobile menu open',
    routes: ['/'],
    widths: ['mobile'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(mainNav(page)).toBeVisible()
    },
    close: async (page) => {
      await page.keyboard.press('Escape')
      await expect(mainNav(page)).toBeHidden()
    },
  },
  dialog('/', /^Read More/, 'home post dialog'),
  dialog('/blog', /^Read More/, 'blog post dialog'),
  dialog('/clients', /^Read Case Study/, 'client dialog'),
]

/** Every open state of the list belongs to a route of the table. */
test('routes: every audited open state is on a route of the table', () => {
  for (const state of OPEN_STATES)
    for (const route of state.routes) expect(pages, state.name).toContain(route)
})

/**
 * Audits the page with every disclosure (expandables, accordion items) open: opens each closed
 * one; an accordion that keeps one item open ends with its last item open.
 */
async function auditWithDisclosuresOpen(page: Page, where: string): Promise<void> {
  // Every summary, closed or not (a locator of closed ones would shift as they open). Opening one
  // member of an exclusive group (<details name>) closes the others; each is opened in turn, so an
  // accordion ends with its last item open.
  const disclosures = page.locator('main details > summary:visible')
  let opened = 0
  for (const summary of await disclosures.all()) {
    const details = summary.locator('xpath=..')
    if ((await details.getAttribute('open')) !== null) continue
    await summary.click()
    await expect(details).toHaveAttribute('open')
    opened++
  }
  if (opened > 0) await expectNoAxeViolations(page, `${where}, disclosures open`)
}

/**
 * Audits the open states of a route at one width: every disclosure open, then each header
 * dropdown, menu or dialog the route has, opened and closed again in turn.
 */
async function auditOpenStates(page: Page, route: string, width: Width): Promise<void> {
  const where = `${route} @${VIEWPORTS[width].width}px`
  await auditWithDisclosuresOpen(page, where)
  for (const state of OPEN_STATES) {
    if (!state.routes.includes(route) || !state.widths.includes(width)) continue
    await state.open(page)
    await expectNoAxeViolations(page, `${where}, ${state.name}`)
    await state.close(page)
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test.describe('every route at 1280px', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  for (const path of pages) {
    test(`${path}: prerendered, hydrates under the CSP without layout shift, accessible and keyboard-navigable at 1280px`, async ({
      page,
      request,
    }) => {
      test.slow() // one page visit, many checks
      const cspViolations = await watchCsp(page)
      await watchLayoutShift(page)

      const served = await request.get(path)
      expect(served.status()).toBe(200)
      const html = await served.text()
      // The prerendered HTML already holds the shell and the page's own text.
      expect(html).toContain('<header')
      expect(html).toContain('<footer')
      expect(html).toMatch(/<h1[^>]*>/)

      const response = await page.goto(path)
      const csp = response?.headers()['content-security-policy'] ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      await ready(page)
      const hydratedAt = Date.now()

      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      // A figure is named by its caption (a <figcaption> directly inside it, or aria-label).
      for (const figure of await page.getByRole('figure').all())
        await expect(figure, `a figure on ${path}`).toHaveAccessibleName(/\S/)
      const entry = findRoute(path)
      expect(entry, `${path} in the route table`).toBeTruthy()
      // Parameterised routes take their title from their item (checked in their own specs).
      if (entry && !entry.path.includes(':'))
        await expect(page).toHaveTitle(new RegExp(escape(entry.title)))
      // A page kept out of search results names no canonical URL (it would ask for indexing).
      if (/<meta[^>]*name="robots"[^>]*noindex/.test(html))
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      else
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${escape(path === '/' ? '/' : path)}$`),
        )
      expect(
        await eagerImagesBelowFold(page),
        `images below the fold without loading="lazy" on ${path}`,
      ).toEqual([])
      expect(await bandsWithoutDivider(page), `bands of one colour meeting on ${path}`).toEqual([])
      await expectDesignRules(page, path)

      await page.evaluate(async () => {
        await document.fonts.ready
      })
      await expectNoAxeViolations(page, `${path} @1280px`)
      // Layout shifts are read at least 500 ms after hydration, so late ones (font swap, media
      // inserted after hydration) count; the audit above usually takes that long already.
      const waited = Date.now() - hydratedAt
      if (waited < 500) await page.waitForTimeout(500 - waited)
      expect(await layoutShift(page), `cumulative layout shift on ${path}`).toBeLessThanOrEqual(
        0.01,
      )

      // The Tab walk starts from the top of the freshly loaded page (nothing focused yet).
      const where = `${path} @1280px`
      const stops = await expectVisibleFocusStops(page, where)
      expect(stops, `Tab stops on ${where}`).toBeGreaterThan(3)
      await auditOpenStates(page, path, 'desktop')

      // Anything started on view (video, counters) runs under the policy too.
      await scrollThrough(page)
      expect(await cspViolations(), `CSP violations on ${path}`).toEqual([])
    })
  }
})

test.describe('every route at 375px, with reduced motion', () => {
  test.use({ viewport: VIEWPORTS.mobile, reducedMotion: 'reduce' })

  for (const path of pages) {
    test(`${path}: holds still with reduced motion (nothing animates, section links jump, no video), accessible and keyboard-navigable at 375px`, async ({
      page,
    }) => {
      test.slow() // one page visit, many checks
      const media: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'media' || /\.(mp4|webm|m3u8|mov)(\?|$)/i.test(r.url()))
          media.push(r.url())
      })
      await visit(page, path)
      expect(await page.evaluate(movingElements), `moving elements on ${path}`).toEqual([])
      await expect(
        page.locator('video[autoplay], video:not([preload="none"]):not([preload="metadata"])'),
      ).toHaveCount(0)
      // Measured before anything is opened or scrolled.
      await expectPhoneHeight(page, path)
      await expectDesignRules(page, path)

      await expectNoAxeViolations(page, `${path} @375px`)
      const where = `${path} @375px`
      expect(await bandsWithoutDivider(page), `bands of one colour meeting on ${where}`).toEqual([])
      const stops = await expectVisibleFocusStops(page, where)
      expect(stops, `Tab stops on ${where}`).toBeGreaterThan(3)

      // From the top of the page again: the first section link lands on its section at once.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectSectionLinkJumps(page, path)
      // Scroll through the page so anything started on scroll (counters, lazy media) has its
      // chance: observers report on the next frame, and what they start shows by the frame after.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await afterNextFrames(page)
      expect(
        await page.evaluate(movingElements),
        `moving elements on ${path} after scrolling`,
      ).toEqual([])
      expect(media, `media requested on ${path}`).toEqual([])

      await auditOpenStates(page, path, 'mobile')
    })
  }
})
