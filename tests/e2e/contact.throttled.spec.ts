import { DRAFT_STORAGE_KEY } from '../../src/features/contact/inquiryDraft'
import { expect, test, ready } from './fixtures'
import {
  controls,
  expectInquiryShown,
  fillInquiry,
  isHydrated,
  openBeforeHydration,
  sampleInquiry,
  storedInquiries,
  urlLeaks,
} from './contactFormHelpers'

/**
 * The contact form on a mid-range phone on slow 4G (issue 12): for seconds after the HTML arrives
 * React has not hydrated, and the visitor may already be typing. Nothing typed then may be lost,
 * and Enter then must post the inquiry (never put it into the address).
 */

test('contact (throttled): every character typed before hydration is kept afterwards', async ({
  page,
}) => {
  const inquiry = sampleInquiry()
  const { release } = await openBeforeHydration(page, { throttled: true })
  const c = controls(page)
  const typed: [typeof c.firstName, string][] = [
    [c.firstName, inquiry.firstName],
    [c.lastName, inquiry.lastName],
    [c.email, inquiry.email],
    [c.phone, inquiry.phone],
    [c.projectDescription, inquiry.projectDescription],
  ]
  for (const [field, text] of typed) await field.pressSequentially(text)
  await c.helpWith.selectOption(inquiry.helpWith)
  await c.ndaYes.check()
  // The point of the test: all of it happened while the page was still plain HTML.
  expect(await isHydrated(page), 'typing finished before hydration').toBe(false)

  release()
  await ready(page, { timeout: 60_000 })
  // A change after hydration re-renders the whole form: nothing typed earlier may fall back to empty.
  await c.company.pressSequentially(inquiry.company)

  const characters = typed.reduce((n, [, text]) => n + text.length, 0)
  let kept = 0
  for (const [field, text] of typed) {
    const value = await field.inputValue()
    if (value === text) kept += text.length
  }
  test.info().annotations.push({
    type: 'figures',
    description: `${kept} of ${characters} characters typed before hydration kept`,
  })
  expect(kept).toBe(characters)
  await expectInquiryShown(page, {
    ...inquiry,
    employeeCount: '',
    hearAbout: '',
    agreeMarketing: false,
  })
  // The form's own state holds it too (the counter reads it), and the draft saves it.
  await expect(page.getByTestId('projectDescription-counter')).toContainText(
    `${inquiry.projectDescription.length} / `,
  )
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_STORAGE_KEY))
    .toContain(inquiry.email)
})

test('contact (throttled): Enter before hydration posts the inquiry once and never puts it in the address', async ({
  page,
}) => {
  const inquiry = sampleInquiry()
  const urls: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest()) urls.push(`${r.method()} ${r.url()}`)
  })
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url())
  })
  const { release } = await openBeforeHydration(page, { throttled: true })
  await fillInquiry(page, inquiry)
  expect(await isHydrated(page), 'filled in before hydration').toBe(false)
  await controls(page).phone.press('Enter')
  release()

  await page.waitForURL('**/contact/thank-you', { timeout: 60_000 })
  expect(new URL(page.url()).search).toBe('')
  test.info().annotations.push({ type: 'figures', description: `URLs seen: ${urls.join(' | ')}` })
  expect(urls.filter((u) => u.startsWith('GET ') && u.includes('?'))).toEqual([])
  expect(urlLeaks(urls, inquiry)).toEqual([])
  expect(urls).toContainEqual(expect.stringMatching(/^POST .*\/api\/inquiry$/))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => storedInquiries(inquiry.email).length).toBe(1)
  expect(storedInquiries(inquiry.email)[0]?.inquiry).toEqual(inquiry)
})
