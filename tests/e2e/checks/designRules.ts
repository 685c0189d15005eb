import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * Design rules of the fix list (issue 22), checked on the pages built around them at a phone, a
 * tablet and a laptop width: at 375 and 1280 px in routes.spec.ts (the route's visit at that
 * width), at 820 px in phone-design.spec.ts. Each failure names the route, the width and what breaks
 * the rule.
 */
export const DESIGN_RULE_PAGES = [
  '/',
  '/mlops',
  '/mlops-devops',
  '/quantum-genai',
  '/quantum-analytics',
  '/quantum-annotate',
  '/ai-studio',
  '/business-analysis',
  '/try-now',
  '/clients',
  // The stories' diagrams: a tall drawing on phones, its words at least 11 px.
  '/stories/credit-scoring-case-study',
]

/** Stat tiles whose tops line up (one row) but whose heights differ. */
function unequalTileRows(page: Page) {
  return page.evaluate(() => {
    const rows = new Map<string, { height: number; text: string }[]>()
    for (const tile of document.querySelectorAll<HTMLElement>('main [data-stat-tile]')) {
      const box = tile.getBoundingClientRect()
      if (box.height === 0) continue
      const grid = tile.closest('section')?.id ?? ''
      const key = `${grid}@${Math.round(box.top + window.scrollY)}`
      rows.set(key, [
        ...(rows.get(key) ?? []),
        { height: Math.round(box.height), text: tile.textContent ?? '' },
      ])
    }
    return [...rows.entries()]
      .filter(([, tiles]) => new Set(tiles.map((t) => t.height)).size > 1)
      .map(([row, tiles]) => `${row}: ${tiles.map((t) => `${t.text} ${t.height}px`).join(', ')}`)
  })
}

/**
 * Headings broken inside a compound word: a hyphen (or non-breaking hyphen) between two letters
 * whose sides land on different lines, or a '+' that starts a line.
 */
function brokenHeadings(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const lineOf = (node: Text, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      const rects = [...range.getClientRects()].filter((r) => r.width > 0)
      return rects.map((r) => Math.round(r.top))
    }
    for (const heading of document.querySelectorAll<HTMLElement>('main :is(h1, h2, h3)')) {
      if (heading.getBoundingClientRect().height === 0) continue
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
        const text = node.data
        for (const match of text.matchAll(/[\p{L}\p{N}][-\u2011][\p{L}\p{N}]/gu)) {
          const tops = new Set(lineOf(node, match.index, match.index + 3))
          if (tops.size > 1) problems.push(`"${heading.textContent}" breaks at "${match[0]}"`)
        }
        for (const match of text.matchAll(/\S\s\+/g)) {
          const tops = new Set(lineOf(node, match.index, match.index + 3))
          if (tops.size > 1) problems.push(`"${heading.textContent}" starts a line with "+"`)
        }
      }
    }
    return problems
  })
}

/** Text drawn in an illustration (any inline SVG) below `min` px. */
function smallIllustrationText(page: Page, min: number) {
  return page.evaluate((min) => {
    const small: string[] = []
    for (const text of document.querySelectorAll<SVGTextElement>('main svg text')) {
      const box = text.getBoundingClientRect()
      if (box.width === 0 || getComputedStyle(text).display === 'none') continue
      const matrix = text.getScreenCTM()
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1
      const px = parseFloat(getComputedStyle(text).fontSize) * scale
      if (px < min - 0.05) small.push(`"${text.textContent}" ${px.toFixed(1)} px`)
    }
    return small
  }, min)
}

/**
 * The design rules on the page as it is now (ready, fonts loaded, nothing opened), at the page's
 * current width: stat tiles of one row share one height, headings keep compound words whole,
 * illustration text is at least 11 px below 768 px, and nothing sticks out sideways. Does nothing
 * on a path outside DESIGN_RULE_PAGES.
 */
export async function expectDesignRules(page: Page, path: string): Promise<void> {
  if (!DESIGN_RULE_PAGES.includes(path)) return
  const width = page.viewportSize()?.width ?? 1280
  await page.evaluate(() => document.fonts.ready)
  const where = `${path} @${width}px`
  expect(await unequalTileRows(page), `${where}: stat tiles of one row share one height`).toEqual(
    [],
  )
  expect(await brokenHeadings(page), `${where}: headings keep compound words whole`).toEqual([])
  if (width < 768) {
    expect(
      await smallIllustrationText(page, 11),
      `${where}: illustration text is at least 11 px`,
    ).toEqual([])
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: nothing sticks out sideways`,
  ).toBeLessThanOrEqual(width)
}
