import type { Page } from '@playwright/test'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { companyEntries, industryEntries } from '../../src/layout/navigation'
import { expect, mainNav, test, visit } from './fixtures'

/**
 * Keyboard-only journeys through the site shell: the skip link, the header dropdowns, the mobile
 * menu, and on every route a full Tab walk in which each stop is visible, shows a focus indicator
 * and is not hidden under the fixed header (WCAG 2.4.7, 2.4.11).
 */
const routes = allConcretePaths(routeTable).filter((p) => p !== '/404')

interface FocusStop {
  label: string
  visible: boolean
  indicator: boolean
  obscured: boolean
}

/** Describes the focused element: what it is, and whether a sighted keyboard user can see it. */
function focusStop(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body) return null
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ')
  const label = `<${el.tagName.toLowerCase()}${el.getAttribute('href') ? ` href="${el.getAttribute('href')}"` : ''}> ${name.slice(0, 40)}`
  const rect = el.getBoundingClientRect()
  const style = getComputedStyle(el)
  const visible = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden'
  const drawsRing = (s: CSSStyleDeclaration) =>
    (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
  // The ring may be drawn by the element, by its ::before/::after (the stretched card link), or by
  // an ancestor's :focus-within outline.
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

/** Tabs through the whole page once (until focus wraps or leaves), checking every stop. */
async function tabThrough(page: Page, where: string, maxStops = 200): Promise<number> {
  const problems: string[] = []
  const seen: string[] = []
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(focusStop)
    if (!stop) break
    if (i > 0 && stop.label === seen[0]) break
    seen.push(stop.label)
    if (!stop.visible) problems.push(`${stop.label}: focused but not visible`)
    else if (!stop.indicator) problems.push(`${stop.label}: no visible focus indicator`)
    if (stop.obscured) problems.push(`${stop.label}: hidden under the fixed header when focused`)
  }
  expect(problems, `keyboard focus problems on ${where}`).toEqual([])
  return seen.length
}

test.describe('keyboard: the shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Tab starts at the skip link, then the brand, then the main navigation in order', async ({
    page,
  }) => {
    await visit(page, '/about')
    const order = [
      page.getByRole('link', { name: 'Skip to content' }),
      page.getByRole('banner').getByRole('link', { name: 'Msingi AI' }),
      mainNav(page).getByRole('link', { name: 'Products&Services' }),
      mainNav(page).getByRole('button', { name: 'Industries' }),
    ]
    for (const target of order) {
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
    }
  })

  test('the skip link moves focus into main, so the next Tab continues in the page', async ({
    page,
  }) => {
    await visit(page, '/about')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')))
    expect(inMain).toBe(true)
  })

  test('Industries: Enter opens, arrows walk every sector, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Industries' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    for (const entry of industryEntries) {
      await page.keyboard.press('ArrowDown')
      await expect(mainNav(page).getByRole('link', { name: new RegExp(entry.name) })).toBeFocused()
    }
    await page.keyboard.press('ArrowUp')
    await expect(
      mainNav(page).getByRole('link', {
        name: new RegExp(industryEntries[industryEntries.length - 2]?.name ?? ''),
      }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('a dropdown closes when focus tabs out of it', async ({ page }) => {
    await visit(page, '/about')
    const company = mainNav(page).getByRole('button', { name: 'company' })
    await company.focus()
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    for (let i = 0; i < companyEntries.length; i++) await page.keyboard.press('Tab')
    await expect(
      mainNav(page).getByRole('link', {
        name: new RegExp(companyEntries[companyEntries.length - 1]?.name ?? ''),
      }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Estimate Project' })).toBeFocused()
    await expect(company).toHaveAttribute('aria-expanded', 'false')
  })

  test('Enter on a dropdown entry navigates there and focus is not lost', async ({ page }) => {
    await visit(page, '/')
    const company = mainNav(page).getByRole('button', { name: 'company' })
    await company.focus()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: /About Us/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(company).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  })
})

test.describe('keyboard: the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Space opens it, focus lands on the first item, Tab reaches Estimate Project, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Space')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link').first()).toBeFocused()
    const estimate = menu.getByRole('link', { name: 'Estimate Project' })
    const links = await menu.getByRole('link').count()
    for (let i = 1; i < links; i++) await page.keyboard.press('Tab')
    await expect(estimate).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  test('Enter on a menu item navigates and closes the menu', async ({ page }) => {
    await visit(page, '/')
    await page.getByRole('button', { name: 'Menu' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await menu.getByRole('link', { name: 'About Us' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`keyboard: every focus stop at ${viewport.width}px`, () => {
    test.use({ viewport })
    for (const route of routes) {
      test(`${route}: each Tab stop is visible, outlined and not under the header`, async ({
        page,
      }) => {
        await visit(page, route)
        const stops = await tabThrough(page, `${route} @${viewport.width}px`)
        expect(stops).toBeGreaterThan(3)
      })
    }
  })
}
