import type { Locator } from '@playwright/test'

/**
 * Words shown in an opening whose computed size is under `min` px (CSS px; the opening's pictures
 * are HTML, or inline SVG without words, so the computed size is the size on screen). Returns
 * "text (size)" for each, empty when every word is large enough.
 */
export function smallText(root: Locator, min: number): Promise<string[]> {
  return root.evaluate((el, min) => {
    return [...el.querySelectorAll<HTMLElement>('*')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).display !== 'none')
      .filter((e) => !e.closest('.visually-hidden'))
      .filter((e) => parseFloat(getComputedStyle(e).fontSize) < min - 0.05)
      .map((e) => `${e.textContent?.trim()} (${getComputedStyle(e).fontSize})`)
  }, min)
}

/** Lines a text element takes (its height over its line height), for labels that must not wrap to three. */
export function linesOf(el: Locator): Promise<number> {
  return el.evaluate((e) => {
    const style = getComputedStyle(e)
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2
    return Math.round(e.getBoundingClientRect().height / line)
  })
}
