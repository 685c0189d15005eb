import type { Page } from '@playwright/test'
import { expectReachable, HIT_TEST_WIDTHS, usesSmallScreenMenu } from './checks/hitTest'
import { bookingDialog, controls, fillInquiry, sampleInquiry } from './contactFormHelpers'
import { expect, mainNav, test, visit } from './fixtures'

/**
 * What a finger meets: every opened menu, dropdown and dialog, at 375, 820 and 1280 px, is hit-tested
 * item by item (`document.elementFromPoint` at each item's centre, without scrolling). The small-screen
 * menu once passed every `toBeVisible` check while a finger could reach 1 of its 10 items.
 *
 * One page visit per journey: the page is loaded at the first width and the window resized to the
 * next in turn (the header, menu and dialogs are laid out by CSS alone, no script reads the width).
 */
const [first] = HIT_TEST_WIDTHS
const widths = HIT_TEST_WIDTHS.map((v) => v.width).join(', ')

test.use({ viewport: first })

/** Runs `check` at each hit-test width in turn, on the same page, naming the width. */
async function atEachWidth(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const viewport of HIT_TEST_WIDTHS) {
    await page.setViewportSize(viewport)
    await test.step(`at ${viewport.width}px`, () => check(viewport.width))
  }
}

test(`header: every item of the opened navigation is reachable at ${widths}px`, async ({
  page,
}) => {
  test.slow() // three widths in turn
  await visit(page, '/about')
  await atEachWidth(page, async (width) => {
    const where = `/about @${width}px`
    if (usesSmallScreenMenu(page)) {
      const toggle = page.getByRole('button', { name: 'Menu' })
      await expectReachable(toggle, `${where}, menu toggle`)
      await toggle.click()
      const menu = mainNav(page)
      await expect(menu).toBeVisible()
      const items = menu.getByRole('link')
      // The whole menu fits on the first screen of a phone or tablet.
      const results = await expectReachable(items, `${where}, menu open`, await items.count())
      test.info().annotations.push({
        type: 'hit-test',
        description: `${where} menu: ${results.length}/${await items.count()} reachable`,
      })
      // The toggle, now "Close", stays reachable above the menu and closes it.
      const close = page.getByRole('button', { name: 'Close' })
      await expectReachable(close, `${where}, close toggle`)
      await close.click()
      await expect(menu).toBeHidden()
      return
    }
    // The pointer away from the header first (it may rest where the last width had a control).
    const viewport = page.viewportSize()!
    await page.mouse.move(viewport.width / 2, viewport.height - 10)
    for (const name of ['Industries', 'Company'])
      await expect(mainNav(page).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    for (const name of ['Industries', 'Company']) {
      const trigger = mainNav(page).getByRole('button', { name })
      await trigger.hover()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
      const entries = panel.getByRole('link')
      const results = await expectReachable(
        entries,
        `${where}, ${name} open`,
        await entries.count(),
      )
      test.info().annotations.push({
        type: 'hit-test',
        description: `${where} ${name}: ${results.length}/${await entries.count()} reachable`,
      })
      await page.mouse.move(viewport.width / 2, viewport.height - 10)
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    }
    // The other header items are not covered by anything either.
    await expectReachable(mainNav(page).getByRole('link'), `${where}, header links`, 3)
  })
})

const dialogs = [
  { route: '/', opener: /^Read More/, name: 'home post dialog' },
  { route: '/blog', opener: /^Read More/, name: 'blog post dialog' },
  { route: '/clients', opener: /^Read Case Study/, name: 'client dialog' },
]
for (const { route, opener, name } of dialogs) {
  test(`${name}: its controls are reachable at ${widths}px`, async ({ page }) => {
    test.slow() // three widths in turn
    await visit(page, route)
    await atEachWidth(page, async (width) => {
      await page.getByRole('main').getByRole('link', { name: opener }).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const where = `${route} @${width}px, ${name}`
      await expectReachable(dialog.getByRole('button', { name: /close/i }), `${where}, close`)
      // The title is on the first screen, not under the header or off-screen.
      await expectReachable(dialog.getByRole('heading').first(), `${where}, title`)
      await expectReachable(dialog.locator('a, button'), `${where}, controls`)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    })
  })
}

test(`booking dialog after an inquiry: its choices are reachable at ${widths}px`, async ({
  page,
}) => {
  test.slow() // the form filled, then three widths in turn
  await visit(page, '/contact')
  await fillInquiry(page, sampleInquiry())
  await controls(page).submit.click()
  const dialog = bookingDialog(page)
  await expect(dialog).toBeVisible()
  // The dialog stays open while the window takes each width.
  await atEachWidth(page, async (width) => {
    await expect(dialog).toBeVisible()
    const where = `/contact @${width}px, booking dialog`
    await expectReachable(dialog.getByRole('heading').first(), `${where}, title`)
    await expectReachable(dialog.getByRole('button'), `${where}, choices`, 2)
  })
})
