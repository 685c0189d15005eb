import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'
import {
  INQUIRY_URL,
  bookingDialog,
  controls,
  fillInquiry,
  sampleInquiry,
} from './contactFormHelpers'

/**
 * A guard for @reach/dialog (src/ui/Dialog.tsx): version 0.18.0 declares React 16-18 and runs on
 * React 19 only through `overrides` in package.json. What the site relies on it for is checked here
 * on the booking dialog, so that an upgrade of React (or of the dialog) that breaks it fails a test
 * instead of a visitor: focus moves into the dialog and cannot leave it by Tab or Shift+Tab, the page
 * behind is hidden from assistive technology, Escape closes it, and focus goes back to where it was.
 * (keyboard-pages.spec.ts walks the post and client dialogs the same way.)
 */

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))

test('dialog guard: @reach/dialog traps focus, hides the page behind, closes on Escape and returns focus', async ({
  page,
}) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(INQUIRY_URL, async (route) => {
    await held
    await route.continue()
  })
  await visit(page, '/contact')
  await fillInquiry(page, sampleInquiry())
  const c = controls(page)
  await c.submit.click()
  await expect(c.submit).toBeDisabled()
  // Where focus is when the dialog opens: the dialog must give it back here.
  await c.email.focus()
  release()

  const dialog = bookingDialog(page)
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await expect.poll(() => focusInDialog(page), 'focus moves into the dialog').toBe(true)
  await expect(page.getByRole('main'), 'the page behind is hidden').toHaveCount(0)

  for (let i = 1; i <= 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog(page), `Tab ${i} stays in the dialog`).toBe(true)
  }
  for (let i = 1; i <= 5; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInDialog(page), `Shift+Tab ${i} stays in the dialog`).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(c.email, 'focus returns to where it was').toBeFocused()
  await expect(page.getByRole('main')).toHaveCount(1)
})
