import { expect, type Locator, type Page } from '@playwright/test'

/** What a finger meets at the centre of each element, without scrolling. */
export interface HitResult {
  label: string
  /** The element is what `document.elementFromPoint` returns at its centre (or contains it). */
  reachable: boolean
  /** What is there instead, when it is not. */
  covered: string | null
}

/**
 * Hit-tests every element of `targets` whose centre lies in the first screenful: the element must
 * be the topmost thing at its centre. Playwright's `toBeVisible` says yes to an element clipped to
 * nothing by an overflow box or covered by another; this asks the browser what a tap would hit.
 * Returns the results, one per element in the first screenful (the rest are not counted).
 */
async function hitTest(targets: Locator): Promise<HitResult[]> {
  const results = await targets.evaluateAll((elements) => {
    const describe = (el: Element | null): string =>
      el
        ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
            el.className && typeof el.className === 'string'
              ? `.${el.className.split(' ').join('.')}`
              : ''
          }> "${(el.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing'
    return elements.flatMap((el) => {
      const box = el.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (y < 0 || y >= window.innerHeight) return []
      const label = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
      const inside = x >= 0 && x < window.innerWidth && box.width > 0 && box.height > 0
      const hit = inside ? document.elementFromPoint(x, y) : null
      const reachable = Boolean(hit && (hit === el || el.contains(hit)))
      return [{ label, reachable, covered: reachable ? null : describe(hit) }]
    })
  })
  return results
}

/**
 * Asserts that every element of `targets` in the first screenful is reachable by a finger, and that
 * there is at least `atLeast` of them. `where` names the page, width and state in a failure.
 */
export async function expectReachable(
  targets: Locator,
  where: string,
  atLeast = 1,
): Promise<HitResult[]> {
  const results = await hitTest(targets)
  expect(results.length, `elements in the first screenful, ${where}`).toBeGreaterThanOrEqual(
    atLeast,
  )
  expect(
    results.filter((r) => !r.reachable),
    `elements a finger cannot reach, ${where}`,
  ).toEqual([])
  return results
}

/** The viewport sizes every menu, dropdown and dialog is hit-tested at. */
export const HIT_TEST_WIDTHS = [
  { width: 375, height: 740 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
] as const

/** Whether a viewport shows the small-screen menu rather than the desktop navigation. */
export function usesSmallScreenMenu(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024
}
