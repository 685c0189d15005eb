import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * A full keyboard walk through a page: each Tab stop must be visible, show a focus indicator and
 * not be hidden under the fixed header (WCAG 2.4.7, 2.4.11).
 */
interface FocusStop {
  label: string
  visible: boolean
  indicator: boolean
  obscured: boolean
}

declare global {
  interface Window {
    __focusStops?: (FocusStop | null)[]
    __focusStop?: () => FocusStop | null
  }
}

/**
 * Installs, in the page, a recorder that describes the focused element each time Tab is pressed,
 * before focus moves on: that is the stop the previous Tab reached, already scrolled into view.
 * Recording in the page saves a round trip per stop.
 */
function installRecorder(): void {
  /** Describes the focused element: what it is, and whether a sighted keyboard user can see it. */
  const focusStop = (): FocusStop | null => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
    const href = el.getAttribute('href')
    const label = `<${el.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}> ${name.slice(0, 40)}`
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    const visible = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden'
    const drawsRing = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
    // The ring may be drawn by the element, by its ::before/::after (the stretched card link), or
    // by an ancestor's :focus-within outline.
    let ancestorRing = false
    for (let p = el.parentElement, depth = 0; p && depth < 3; p = p.parentElement, depth++) {
      const ps = getComputedStyle(p)
      if (ps.outlineStyle !== 'none' && parseFloat(ps.outlineWidth) > 0) ancestorRing = true
    }
    const indicator =
      drawsRing(style) ||
      drawsRing(getComputedStyle(el, '::before')) ||
      drawsRing(getComputedStyle(el, '::after')) ||
      ancestorRing
    // Entirely hidden under the fixed header: its whole box is within the header's band and what
    // is painted at its centre belongs to the header.
    const header = document.querySelector('header')
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    const obscured = Boolean(
      header && !header.contains(el) && rect.bottom <= headerBottom && hit && header.contains(hit),
    )
    return { label, visible, indicator, obscured }
  }
  window.__focusStop = focusStop
  if (window.__focusStops) return
  window.__focusStops = []
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Tab') window.__focusStops?.push(focusStop())
    },
    true,
  )
}

/** The stops reached so far: each Tab's record is taken at the next Tab, the last one now. */
function reachedStops(): (FocusStop | null)[] {
  const recorded = window.__focusStops ?? []
  return [...recorded.slice(1), window.__focusStop?.() ?? null]
}

/**
 * Tabs through the whole page once from where focus is now (until focus wraps or leaves), checking
 * every stop; returns how many stops there were. Ends with nothing focused.
 */
export async function expectVisibleFocusStops(
  page: Page,
  where: string,
  maxStops = 200,
): Promise<number> {
  await page.evaluate(installRecorder)
  // Focus scrolls its element into view smoothly (html:focus-within): a stop measured mid-scroll
  // could still be under the header it is about to clear. Jump instead, so each stop is measured
  // where focusing it leaves it.
  await page.evaluate(() => {
    window.__focusStops = []
    document.documentElement.style.scrollBehavior = 'auto'
  })
  const batch = 8
  let stops: FocusStop[] = []
  for (let pressed = 0; pressed < maxStops;) {
    for (let i = 0; i < batch && pressed < maxStops; i++, pressed++)
      await page.keyboard.press('Tab')
    const reached = await page.evaluate(reachedStops)
    // The walk ends where focus leaves the page or comes back to the first stop.
    const end = reached.findIndex((s, i) => !s || (i > 0 && s.label === reached[0]?.label))
    stops = (end === -1 ? reached : reached.slice(0, end)) as FocusStop[]
    if (end !== -1) break
  }
  // Leave nothing focused: the last Tabs may have come round to the header, whose dropdowns open
  // on focus.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    document.documentElement.style.removeProperty('scroll-behavior')
  })
  const problems: string[] = []
  for (const stop of stops) {
    if (!stop.visible) problems.push(`${stop.label}: focused but not visible`)
    else if (!stop.indicator) problems.push(`${stop.label}: no visible focus indicator`)
    if (stop.obscured) problems.push(`${stop.label}: hidden under the fixed header when focused`)
  }
  expect(problems, `keyboard focus problems on ${where}`).toEqual([])
  return stops.length
}
