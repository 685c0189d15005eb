import { allConcretePaths, routeTable } from '../../src/routes/table'
import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

/**
 * With `prefers-reduced-motion: reduce` the site holds still: count-up figures show their final
 * value at once, no CSS animation or transition runs (fades, slide-ins, dialog pop-ins), in-page
 * links jump instead of scrolling smoothly, and no video is requested or autoplayed.
 */
test.use({ reducedMotion: 'reduce' })

const routes = allConcretePaths(routeTable).filter((p) => p !== '/404')

/** Elements whose CSS animation or transition would still take visible time. */
function movingElements(): string[] {
  const seconds = (value: string) =>
    Math.max(
      0,
      ...value.split(',').map((v) => {
        const n = parseFloat(v)
        return v.trim().endsWith('ms') ? n / 1000 : n
      }),
    )
  const moving: string[] = []
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      el.className && typeof el.className === 'string'
        ? `.${el.className.split(' ').join('.')}`
        : ''
    }`
  for (const el of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(el, pseudo)
      const animated =
        style.animationName !== 'none' &&
        seconds(style.animationDuration) + seconds(style.animationDelay) > 0.001
      const transitioned = seconds(style.transitionDuration) > 0.001
      if (animated)
        moving.push(
          `${describe(el)}${pseudo ?? ''} animation ${style.animationName} ${style.animationDuration}`,
        )
      if (transitioned)
        moving.push(
          `${describe(el)}${pseudo ?? ''} transition ${style.transitionProperty} ${style.transitionDuration}`,
        )
    }
  }
  for (const a of document.getAnimations()) {
    if (a.playState === 'running' && Number(a.effect?.getComputedTiming().activeDuration ?? 0) > 1)
      moving.push(`running animation ${(a as CSSAnimation).animationName ?? a.id}`)
  }
  return moving
}

/**
 * Clicks an in-page link and reads where its section is in the same task, before the browser
 * could run a single frame of a smooth scroll: a jump has already landed, a smooth scroll has not.
 */
async function clickAndMeasure(
  link: Locator,
): Promise<{ id: string; before: number; top: number; atBottom: boolean; viewport: number }> {
  return link.evaluate((a: HTMLAnchorElement) => {
    const id = decodeURIComponent(a.hash.slice(1))
    const target = () => document.getElementById(id)?.getBoundingClientRect().top ?? -1
    const before = target()
    a.click()
    const bottom = document.documentElement.scrollHeight - window.innerHeight
    return {
      id,
      before,
      top: target(),
      atBottom: Math.abs(window.scrollY - bottom) < 2,
      viewport: window.innerHeight,
    }
  })
}

/** The first in-page section link of the route (if any) lands on its section with no smooth scroll. */
async function expectSectionLinkJumps(page: Page, route: string): Promise<void> {
  const links = page.locator('main a[href^="#"]:visible')
  if ((await links.count()) === 0) return
  const { id, before, top, atBottom, viewport } = await clickAndMeasure(links.first())
  expect(top, `${route}: #${id} is on screen right after the click`).toBeGreaterThanOrEqual(0)
  // In the top part of the window (below the fixed header), unless the page cannot scroll that far.
  if (!atBottom && before > viewport / 2)
    expect(top, `${route}: #${id} is at the top right after the click`).toBeLessThan(viewport / 2)
}

test.describe('reduced motion', () => {
  for (const route of routes) {
    test(`${route}: nothing animates, section links jump, no video is requested`, async ({
      page,
    }) => {
      const media: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'media' || /\.(mp4|webm|m3u8|mov)(\?|$)/i.test(r.url()))
          media.push(r.url())
      })
      await visit(page, route)
      expect(await page.evaluate(movingElements), `moving elements on ${route}`).toEqual([])
      await expect(
        page.locator('video[autoplay], video:not([preload="none"]):not([preload="metadata"])'),
      ).toHaveCount(0)
      await expectSectionLinkJumps(page, route)
      // Scroll through the page so anything started on scroll (counters, lazy media) has its chance.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForTimeout(300)
      expect(
        await page.evaluate(movingElements),
        `moving elements on ${route} after scrolling`,
      ).toEqual([])
      expect(media, `media requested on ${route}`).toEqual([])
    })
  }

  test('count-up figures show their final value immediately, including while scrolling into view', async ({
    page,
  }) => {
    await visit(page, '/')
    const counters = page.locator('[data-count-target]')
    const count = await counters.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const counter = counters.nth(i)
      await counter.scrollIntoViewIfNeeded()
      // Read in the same frame as the scroll: no intermediate value may ever be shown.
      const [target, shown] = await counter.evaluate((el) => [
        el.getAttribute('data-count-target'),
        el.querySelector('[aria-hidden="true"]')?.textContent ?? el.textContent,
      ])
      expect(shown, `counter ${i} on /`).toBe(target)
    }
    await page.waitForTimeout(300)
    const all = await counters.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('data-count-target'),
        el.querySelector('[aria-hidden="true"]')?.textContent ?? el.textContent,
      ]),
    )
    for (const [target, shown] of all) expect(shown).toBe(target)
  })

  test('Scroll to Explore jumps to the section at once, without smooth scrolling', async ({
    page,
  }) => {
    await visit(page, '/')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
    const { top, before } = await clickAndMeasure(
      page.getByRole('link', { name: 'Scroll to Explore' }),
    )
    expect(before).toBeGreaterThan(300)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(160)
  })
})
