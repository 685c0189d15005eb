import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * Checks for `prefers-reduced-motion: reduce`: nothing animates and in-page links jump instead of
 * scrolling smoothly.
 */

/** Elements whose CSS animation or transition would still take visible time. */
export function movingElements(): string[] {
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
export async function clickAndMeasure(
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

/**
 * The first in-page section link of the route lands on its section with no smooth scroll. Routes
 * with no such link in their main content have nothing to check; a route that has one must show it.
 */
export async function expectSectionLinkJumps(page: Page, route: string): Promise<void> {
  if ((await page.locator('main a[href^="#"]').count()) === 0) return
  const links = page.locator('main a[href^="#"]:visible')
  // Folded contents (a legal page's "On this page" on a phone): opened first, as a visitor would.
  if ((await links.count()) === 0) {
    const fold = page.locator('main details:has(a[href^="#"]) > summary:visible').first()
    if ((await fold.count()) > 0) await fold.click()
  }
  await expect(links.first(), `${route}: a visible in-page link`).toBeVisible()
  const { id, before, top, atBottom, viewport } = await clickAndMeasure(links.first())
  expect(top, `${route}: #${id} is on screen right after the click`).toBeGreaterThanOrEqual(0)
  // In the top part of the window (below the fixed header), unless the page cannot scroll that far.
  if (!atBottom && before > viewport / 2)
    expect(top, `${route}: #${id} is at the top right after the click`).toBeLessThan(viewport / 2)
}
