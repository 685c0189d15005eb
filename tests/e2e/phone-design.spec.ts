import type { Page } from '@playwright/test'
import { theme } from '../../src/theme/tokens'
import { solutionCards, solutions } from '../../src/features/home/homeCopy'
import { expectReachable } from './checks/hitTest'
import { expect, test, visit } from './fixtures'

/**
 * Design rules of the fix list (issue 22), checked on the pages built around them at a phone, a
 * tablet and a laptop width. Each failure names the route, the width and what breaks the rule.
 */
const PAGES = [
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
const WIDTHS = [375, 820, 1280] as const

/** `#rrggbb` as the `rgb(r, g, b)` computed styles report. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
}

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

for (const path of PAGES) {
  for (const width of WIDTHS) {
    test(`design rules: ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, path)
      await page.evaluate(() => document.fonts.ready)
      const where = `${path} @${width}px`

      expect(
        await unequalTileRows(page),
        `${where}: stat tiles of one row share one height`,
      ).toEqual([])
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
    })
  }
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('footer: the long link groups are closed rows that a tap opens; the footer stays short', async ({
    page,
  }) => {
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')
    const height = await footer.evaluate((el) => el.getBoundingClientRect().height)
    // Two phone screens at most (it was about 1,100 px with every group open).
    expect(height, 'footer height at 375 px').toBeLessThanOrEqual(812)
    const groups = footer.locator('details')
    expect(await groups.count()).toBeGreaterThan(0)
    for (const group of await groups.all()) {
      const summary = group.locator('summary')
      const firstLink = group.getByRole('link').first()
      await expect(firstLink).toBeHidden()
      await summary.scrollIntoViewIfNeeded()
      // A finger on the row's centre meets the summary, not something laid over it.
      const hit = await summary.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return Boolean(at && el.contains(at))
      })
      expect(hit, 'the group row is tappable').toBe(true)
      await summary.click()
      await expect(firstLink).toBeVisible()
    }
  })

  test('footer: every link is a tap target at least 44 px tall', async ({ page }) => {
    await visit(page, '/')
    await page
      .locator('body footer details')
      .evaluateAll((groups) => groups.forEach((g) => ((g as HTMLDetailsElement).open = true)))
    const short = await page.locator('body footer a').evaluateAll((links) =>
      links
        .map((a) => ({
          text: a.textContent?.trim() || a.getAttribute('aria-label'),
          h: a.getBoundingClientRect().height,
        }))
        .filter((l) => l.h < 44)
        .map((l) => `${l.text}: ${l.h.toFixed(1)} px`),
    )
    expect(short).toEqual([])
  })

  test('home solutions: every card shows its sentence and its button, a tap target a finger meets', async ({
    page,
  }) => {
    await visit(page, '/')
    const cards = page.locator(`#${solutions.id} article`)
    await expect(cards).toHaveCount(solutionCards.length)
    for (const [i, card] of solutionCards.entries()) {
      await expect(cards.nth(i).getByText(card.description, { exact: true })).toBeVisible()
      const action = cards.nth(i).getByRole('link', { name: card.cta })
      await expect(action).toBeVisible()
      const box = await action.boundingBox()
      expect(box?.height ?? 0, `${card.cta} tap height`).toBeGreaterThanOrEqual(44)
      await action.scrollIntoViewIfNeeded()
      await expectReachable(action, `home solution ${i + 1} @375px`)
    }
  })

  test('swipe rows: each scrolls sideways, snaps, and a keyboard can reach it; home has at most one', async ({
    page,
  }) => {
    // Home keeps at most one (its lists have phone compositions of their own, critique 3); the
    // tool grid and the clients' quotes are rows.
    for (const [path, min, max] of [
      ['/', 0, 1],
      ['/mlops-devops', 1, Infinity],
      ['/clients', 1, Infinity],
    ] as const) {
      await visit(page, path)
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => getComputedStyle(el).scrollSnapType.startsWith('x'))
          .map((el) => ({
            name: el.getAttribute('aria-label') ?? el.closest('section')?.id ?? '',
            scrolls: el.scrollWidth > el.clientWidth,
            reachable:
              el.tabIndex >= 0 || Boolean(el.querySelector('a[href], button, [tabindex="0"]')),
          })),
      )
      expect(rows.length, `${path}: swipe rows`).toBeGreaterThanOrEqual(min)
      expect(rows.length, `${path}: swipe rows`).toBeLessThanOrEqual(max)
      for (const row of rows)
        expect(row, `${path}: ${row.name}`).toMatchObject({ scrolls: true, reachable: true })
    }
  })
})

test('clients: a "+N" tag chip never sits alone on its line', async ({ page }) => {
  for (const width of [320, 375, 414, 820, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await visit(page, '/clients')
    const lone = await page.locator('[data-more-tags]').evaluateAll((chips) =>
      chips
        .filter((chip) => {
          const item = chip.closest('li')
          const before = item?.previousElementSibling?.firstElementChild
          if (!before) return true
          return Math.abs(before.getBoundingClientRect().top - chip.getBoundingClientRect().top) > 2
        })
        .map((chip) => chip.closest('[data-client-card]')?.getAttribute('data-client-card')),
    )
    expect(lone, `${width} px: cards whose +N chip starts a line`).toEqual([])
  }
})

test('focus ring: brand teal, the light teal on navy', async ({ page }) => {
  await visit(page, '/')
  const ringOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        ;(el as HTMLElement).focus({ focusVisible: true } as FocusOptions)
        return getComputedStyle(el).outlineColor
      })
  await page.keyboard.press('Tab') // keyboard modality, so :focus-visible matches programmatic focus
  expect(await ringOf('#why-us ~ section a[href="/quantum-analytics"]')).toBe(
    rgb(theme.color.focus),
  )
  expect(await ringOf('#on-premises a[href="/contact"]')).toBe(rgb(theme.color.focusOnDark))
  expect(await ringOf('body footer nav a')).toBe(rgb(theme.color.focusOnDark))
  expect(await ringOf('section[aria-labelledby="home-title"] a')).toBe(rgb(theme.color.focusOnDark))
})
