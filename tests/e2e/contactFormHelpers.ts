import { existsSync, readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { inquiryFilePath } from '../../scripts/server/inquiryCollector'
import type { StoredInquiry } from '../../scripts/server/inquiryStore'
import { fieldCopy, ndaLabels } from '../../src/features/contact/contactCopy'
import type { InquiryPayload } from '../../src/features/contact/inquirySchema'
import { throttle } from '../support/throttle'
import { expect, holdScripts } from './fixtures'

/** Helpers shared by the contact specs: the form's controls as a visitor finds them, by label. */

export const INQUIRY_URL = '**/api/inquiry'

/** A complete, valid inquiry with an address unique to this test run. */
export function sampleInquiry(overrides: Partial<InquiryPayload> = {}): InquiryPayload {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return {
    firstName: 'Amina',
    lastName: 'Mwakyusa',
    email: `amina.${unique}@e2e.test`,
    phone: '+255 712 345 678',
    company: 'Pwani Logistics',
    employeeCount: '51-200',
    helpWith: 'Data Analytics',
    hearAbout: 'Referral',
    projectDescription: 'We want to forecast parcel volumes for our depots in Dar es Salaam.',
    needsNDA: 'yes',
    agreeMarketing: true,
    ...overrides,
  }
}

export function controls(page: Page) {
  const form = page.getByRole('form', { name: 'Request a free project estimate' })
  const nda = form.getByRole('group', { name: fieldCopy.needsNDA.label })
  return {
    form,
    firstName: form.getByLabel(fieldCopy.firstName.label),
    lastName: form.getByLabel(fieldCopy.lastName.label),
    email: form.getByLabel(fieldCopy.email.label),
    phone: form.getByLabel(fieldCopy.phone.label),
    company: form.getByLabel(fieldCopy.company.label),
    employeeCount: form.getByLabel(fieldCopy.employeeCount.label),
    helpWith: form.getByLabel(fieldCopy.helpWith.label),
    hearAbout: form.getByLabel(fieldCopy.hearAbout.label),
    projectDescription: form.getByLabel(fieldCopy.projectDescription.label),
    nda,
    ndaYes: nda.getByRole('radio', { name: ndaLabels.yes }),
    ndaNo: nda.getByRole('radio', { name: ndaLabels.no }),
    agreeMarketing: form.getByRole('checkbox', { name: fieldCopy.agreeMarketing.label }),
    submit: form.getByRole('button', { name: /Submit inquiry|Submitting\.\.\./ }),
  }
}

/** An inquiry as a visitor may leave it: any choice may still be unmade. */
export type FilledInquiry = {
  [K in keyof InquiryPayload]: InquiryPayload[K] extends string
    ? InquiryPayload[K] | ''
    : InquiryPayload[K]
}

export async function fillInquiry(page: Page, inquiry: FilledInquiry): Promise<void> {
  const c = controls(page)
  await c.firstName.fill(inquiry.firstName)
  await c.lastName.fill(inquiry.lastName)
  await c.email.fill(inquiry.email)
  await c.phone.fill(inquiry.phone)
  await c.company.fill(inquiry.company)
  await c.employeeCount.selectOption(inquiry.employeeCount)
  await c.helpWith.selectOption(inquiry.helpWith)
  await c.hearAbout.selectOption(inquiry.hearAbout)
  await c.projectDescription.fill(inquiry.projectDescription)
  if (inquiry.needsNDA === 'yes') await c.ndaYes.check()
  if (inquiry.needsNDA === 'no') await c.ndaNo.check()
  await c.agreeMarketing.setChecked(inquiry.agreeMarketing)
}

/** Every control still shows the given values (nothing was lost). */
export async function expectInquiryShown(page: Page, inquiry: FilledInquiry): Promise<void> {
  const c = controls(page)
  const text: [Locator, string][] = [
    [c.firstName, inquiry.firstName],
    [c.lastName, inquiry.lastName],
    [c.email, inquiry.email],
    [c.phone, inquiry.phone],
    [c.company, inquiry.company],
    [c.employeeCount, inquiry.employeeCount],
    [c.helpWith, inquiry.helpWith],
    [c.hearAbout, inquiry.hearAbout],
    [c.projectDescription, inquiry.projectDescription],
  ]
  for (const [control, value] of text) await expect(control).toHaveValue(value)
  await expect(c.ndaYes).toBeChecked({ checked: inquiry.needsNDA === 'yes' })
  await expect(c.ndaNo).toBeChecked({ checked: inquiry.needsNDA === 'no' })
  await expect(c.agreeMarketing).toBeChecked({ checked: inquiry.agreeMarketing })
}

export async function expectFormEmpty(page: Page): Promise<void> {
  const c = controls(page)
  for (const control of [
    c.firstName,
    c.lastName,
    c.email,
    c.phone,
    c.company,
    c.employeeCount,
    c.helpWith,
    c.hearAbout,
    c.projectDescription,
  ]) {
    await expect(control).toHaveValue('')
  }
  await expect(c.ndaYes).not.toBeChecked()
  await expect(c.ndaNo).not.toBeChecked()
  await expect(c.agreeMarketing).not.toBeChecked()
}

/** Lines the local collector stored for an e-mail address (the server shares this process's env). */
export function storedInquiries(email: string): StoredInquiry[] {
  const file = inquiryFilePath()
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(email))
    .map((line) => JSON.parse(line) as StoredInquiry)
}

export function toasts(page: Page) {
  return {
    // includeHidden: while the booking dialog is open, everything outside it is aria-hidden.
    success: page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'Information successfully submitted!' }),
    failure: page
      .getByRole('alert', { includeHidden: true })
      .filter({ hasText: 'Submission Failed' }),
    later: page.getByRole('alert', { includeHidden: true }).filter({ hasText: 'Thank you!' }),
  }
}

export function bookingDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Information Successfully Submitted!' })
}

/** The URLs that contain any text of the inquiry (as typed, or encoded as a form or a URL would). */
export function urlLeaks(urls: readonly string[], inquiry: InquiryPayload): string[] {
  const texts = [
    inquiry.firstName,
    inquiry.lastName,
    inquiry.email,
    inquiry.phone,
    inquiry.company,
    inquiry.projectDescription,
  ].filter((t) => t.length > 0)
  const forms = texts.flatMap((t) => [
    t,
    encodeURIComponent(t),
    new URLSearchParams({ v: t }).toString().slice(2),
  ])
  return urls.filter((url) => forms.some((f) => url.includes(f)))
}

/** True once React has hydrated the inquiry form's island. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.querySelector('is-land[data-island="contact-form"]')?.hasAttribute('ready') ?? false,
  )
}

/**
 * Opens /contact and returns as soon as the form's fields exist, with the page's scripts held back
 * until `release()`: whatever the test does first certainly happens before hydration, however fast
 * or loaded the machine. `throttled` applies the slow-4G phone profile (tests/support/throttle.ts),
 * on which hydration otherwise comes 4-8 s after the fields appear (a key press takes about 0.1 s).
 */
export async function openBeforeHydration(
  page: Page,
  { throttled = false }: { throttled?: boolean } = {},
): Promise<{ release: () => void }> {
  const { release } = await holdScripts(page)
  if (throttled) await throttle(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  await controls(page).firstName.waitFor({ state: 'visible' })
  return { release }
}

/** What `watchSuccessSequence` saw. */
export interface SuccessSequence {
  /** 'toast' (the success toast appeared), 'dialog' (the booking dialog), 'toast gone'. */
  events: string[]
  /** Toasts on screen at once, at most. */
  mostToasts: number
  /** Whether any part of a toast was ever above the open dialog's backdrop. */
  toastOverDialog: boolean
}

/**
 * Starts watching, in the page, how success is said: when the success toast and the booking dialog
 * appear and leave, how many toasts are on screen at once, and whether a toast is ever on top of the
 * open dialog's backdrop (hit-tested at its centre). Returns a reader of what it saw.
 */
export async function watchSuccessSequence(page: Page): Promise<() => Promise<SuccessSequence>> {
  await page.evaluate(() => {
    const seen: SuccessSequence = { events: [], mostToasts: 0, toastOverDialog: false }
    ;(window as unknown as { successSequence: SuccessSequence }).successSequence = seen
    const check = () => {
      const shown = [...document.querySelectorAll('[role="alert"]')].filter((el) =>
        el.closest('[aria-label="Notifications"]'),
      )
      seen.mostToasts = Math.max(seen.mostToasts, shown.length)
      const success = shown.find((el) =>
        el.textContent?.includes('Information successfully submitted!'),
      )
      const dialog = document.querySelector('[role="dialog"]')
      const last = (event: string) => seen.events.includes(event)
      if (success && !last('toast')) seen.events.push('toast')
      if (dialog && !last('dialog')) seen.events.push('dialog')
      if (!success && last('toast') && !last('toast gone')) seen.events.push('toast gone')
      if (dialog) {
        for (const toast of shown) {
          const box = toast.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          if (hit && toast.contains(hit)) seen.toastOverDialog = true
        }
      }
    }
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { successSequence: SuccessSequence }).successSequence)
}
