import type { Page } from '@playwright/test'
import { DRAFT_STORAGE_KEY } from '../../src/features/contact/inquiryDraft'
import { theme } from '../../src/theme/tokens'
import { expect, ready, test, visit } from './fixtures'
import {
  INQUIRY_URL,
  bookingDialog,
  controls,
  expectInquiryShown,
  fillInquiry,
  isHydrated,
  sampleInquiry,
  toasts,
  watchSuccessSequence,
} from './contactFormHelpers'

/**
 * The contact form's side of issue 24 and of the design review (issue 22): the draft is kept by the
 * site script from the first keystroke, before React arrives; success is said once at a time, in the
 * brand's colours; a refusal the visitor can act on (too many inquiries, a reused retry mark) is
 * said in words.
 */

test.describe.configure({ timeout: 60_000 })

/**
 * Holds back the islands runtime (src/islands/client.tsx, in the `islands-<hash>.js` chunk): the site
 * script runs, React never arrives until `release()`.
 */
async function holdIslands(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The islands runtime with React (scripts/build/siteScriptBundle.ts names its chunk).
  await page.route(/\/assets\/islands-[\w-]{8}\.js$/, async (route) => {
    await held
    await route.continue().catch(() => undefined) // the page may have been reloaded meanwhile
  })
  return { release }
}

const storedDraft = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_STORAGE_KEY)

test.describe('contact form: the draft before React arrives', () => {
  test('contact: typing before hydration is saved from the first keystroke and put back after a reload, before and after hydration', async ({
    page,
  }) => {
    const inquiry = sampleInquiry({ needsNDA: 'no', agreeMarketing: false })
    const { release } = await holdIslands(page)
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    const c = controls(page)
    await c.firstName.pressSequentially('N')
    await expect.poll(() => storedDraft(page)).toContain('"firstName":"N"')
    await fillInquiry(page, inquiry)
    await expect.poll(() => storedDraft(page)).toContain(inquiry.projectDescription)
    expect(await isHydrated(page), 'React has not arrived').toBe(false)

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true')
    await expectInquiryShown(page, inquiry)
    expect(await isHydrated(page), 'restored before hydration').toBe(false)

    release()
    await ready(page)
    await expectInquiryShown(page, inquiry)
    await expect(page.getByRole('status').filter({ hasText: 'We restored' })).toBeVisible()
    // Once hydrated, the form keeps saving.
    await c.company.fill('Pwani Logistics Ltd')
    await expect.poll(() => storedDraft(page)).toContain('Pwani Logistics Ltd')
  })
})

test.describe('contact form: success is said once at a time', () => {
  test('contact: the success toast comes first, then the booking dialog, over which no toast shows', async ({
    page,
  }) => {
    await visit(page, '/contact')
    const seen = await watchSuccessSequence(page)
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    await expect.poll(async () => (await seen()).events).toEqual(['toast', 'dialog', 'toast gone'])
    await expect(bookingDialog(page)).toBeVisible()
    const { mostToasts, toastOverDialog } = await seen()
    expect(mostToasts).toBe(1)
    expect(toastOverDialog, 'a toast above the open dialog').toBe(false)

    await bookingDialog(page).getByRole('button', { name: 'No, maybe later' }).click()
    await expect(toasts(page).later).toBeVisible()
  })
})

test.describe('contact form: one toast at a time', () => {
  test.use({ allowConsoleErrors: [/status of 500/] })

  test('contact: a new toast replaces the one on screen; toasts never stack', async ({ page }) => {
    let attempt = 0
    await page.route(INQUIRY_URL, (route) =>
      ++attempt <= 3 ? route.fulfill({ status: 500 }) : route.continue(),
    )
    await visit(page, '/contact')
    const seen = await watchSuccessSequence(page)
    await fillInquiry(page, sampleInquiry())
    const c = controls(page)
    for (let i = 1; i <= 3; i++) {
      await c.submit.click()
      await expect.poll(() => attempt).toBe(i)
      await expect(c.submit).toBeEnabled()
    }
    await expect(toasts(page).failure).toHaveCount(1)
    await c.submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    await expect(toasts(page).failure).toHaveCount(0)
    expect((await seen()).mostToasts).toBe(1)
  })
})

test.describe('contact form: toasts in the brand’s colours', () => {
  test.use({ allowConsoleErrors: [/status of 500/] })

  test('contact: toasts wear the brand’s colours and icons, not the library’s', async ({
    page,
  }) => {
    await page.route(INQUIRY_URL, (route) => route.fulfill({ status: 500 }))
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    const failure = toasts(page).failure
    await expect(failure).toBeVisible()
    const rgb = (hex: string) => {
      const n = parseInt(hex.slice(1), 16)
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
    }
    const looks = await failure.evaluate((toast) => {
      const icon = toast.querySelector('svg')
      const style = getComputedStyle(toast)
      return {
        icon: icon ? getComputedStyle(icon).stroke : '',
        background: style.backgroundColor,
        text: style.color,
        accent: style.borderLeftColor,
      }
    })
    expect(looks.background).toBe(rgb(theme.color.surface))
    expect(looks.text).toBe(rgb(theme.color.text))
    expect(looks.accent).toBe(rgb(theme.color.danger))
    // The icon (lucide, as everywhere on the site) draws in the brand's danger colour.
    expect(looks.icon).toBe(rgb(theme.color.danger))
  })
})

test.describe('contact form: refusals said in words', () => {
  test.use({ allowConsoleErrors: [/status of 42[29]/] })

  test('contact: too many inquiries at once: the toast says when to try again, and every value stays', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    await page.route(INQUIRY_URL, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
        body: '{"ok":false,"error":"rate-limited"}',
      }),
    )
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await controls(page).submit.click()
    await expect(toasts(page).failure).toContainText('30 seconds')
    await expectInquiryShown(page, inquiry)
  })

  test('contact: a retry mark reused for a different inquiry: the toast says to submit again, and the next attempt has a new key', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    const keys: (string | undefined)[] = []
    await page.route(INQUIRY_URL, (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      return keys.length === 1
        ? route.fulfill({ status: 422, contentType: 'application/json', body: '{"ok":false}' })
        : route.continue()
    })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    // The test's own actions: a refused attempt, then the one that goes through.
    const attempts = 2
    await c.submit.click()
    await expect(toasts(page).failure).toContainText(/submit it again/i)
    await expectInquiryShown(page, inquiry)
    await c.submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    expect(keys).toHaveLength(attempts)
    expect(keys[1]).not.toBe(keys[0])
  })
})

test.describe('contact form: toasts with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('contact: with reduced motion a toast still stays its time (its timer is not motion)', async ({
    page,
  }) => {
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    await bookingDialog(page).getByRole('button', { name: 'No, maybe later' }).click()
    const later = toasts(page).later
    await expect(later).toBeVisible()
    // Still there a good while later (it closes after 5 s; it used to close at once).
    await page.waitForTimeout(1_500)
    await expect(later).toBeVisible({ timeout: 0 })
  })
})
