import type { Page } from '@playwright/test'

/**
 * Bands of one colour that meet without a divider (issue 22): the page's sections and the footer,
 * top to bottom. Two bands are "of one colour" when both are dark (light text: navy, the teal band,
 * the footer) or both light with the same background (a gradient counts as its last stop). A
 * divider is a top or bottom border, the kanga border (pindo) a closing dark band draws along its
 * foot (`::after` with a background image), or the running head a section opens on (its hairline,
 * drawn as the head's `::after`, near the band's top). Returns "A meets B" for each pair without one.
 */
export function bandsWithoutDivider(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bands = [
      ...document.querySelectorAll<HTMLElement>('main > section, main > * > section'),
      document.querySelector<HTMLElement>('body > footer, body footer'),
    ].filter((el): el is HTMLElement => Boolean(el && el.getBoundingClientRect().height > 0))
    const isDark = (el: HTMLElement) => {
      const [r, g, b] = (getComputedStyle(el).color.match(/\d+/g) ?? []).map(Number)
      return (r! + g! + b!) / 3 > 160
    }
    const background = (el: HTMLElement) => {
      const style = getComputedStyle(el)
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return style.backgroundColor
      const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g)
      return stops?.[stops.length - 1] ?? style.backgroundColor
    }
    const runningHead = (band: HTMLElement) => {
      const head = band.querySelector<HTMLElement>(':scope > * > [data-running-head]')
      if (!head || head.getBoundingClientRect().height === 0) return false
      const rule = getComputedStyle(head, '::after')
      const offset = head.getBoundingClientRect().top - band.getBoundingClientRect().top
      return parseFloat(rule.borderTopWidth) > 0 && offset < 80
    }
    const divided = (above: HTMLElement, below: HTMLElement) => {
      const foot = getComputedStyle(above, '::after')
      return (
        parseFloat(getComputedStyle(below).borderTopWidth) > 0 ||
        parseFloat(getComputedStyle(above).borderBottomWidth) > 0 ||
        (foot.content !== 'none' && foot.backgroundImage.includes('url(')) ||
        runningHead(below)
      )
    }
    const problems: string[] = []
    for (let i = 1; i < bands.length; i++) {
      const [above, below] = [bands[i - 1]!, bands[i]!]
      const gap = below.getBoundingClientRect().top - above.getBoundingClientRect().bottom
      if (Math.abs(gap) > 1) continue
      const same =
        isDark(above) && isDark(below)
          ? true
          : !isDark(above) && !isDark(below) && background(above) === background(below)
      if (same && !divided(above, below))
        problems.push(`${above.id || above.tagName} meets ${below.id || below.tagName}`)
    }
    return problems
  })
}
