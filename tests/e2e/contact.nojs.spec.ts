import { maxLengths, ndaOptions } from '../../src/features/contact/inquiryFields'
import { expect, test } from './fixtures'
import {
  controls,
  fillInquiry,
  sampleInquiry,
  storedInquiries,
  urlLeaks,
} from './contactFormHelpers'

/**
 * The inquiry form with JavaScript off (issue 12): a real form that POSTs to the collector, which
 * answers with the confirmation page; the browser's own constraints refuse obviously bad input.
 */

test('contact (no JavaScript): Enter posts the inquiry, lands on the confirmation page and stores it once', async ({
  page,
}) => {
  const inquiry = sampleInquiry()
  const navigations: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`)
  })
  await page.goto('/contact')
  await fillInquiry(page, inquiry)
  await controls(page).email.press('Enter')

  await page.waitForURL('**/contact/thank-you')
  expect(new URL(page.url()).search).toBe('')
  expect(urlLeaks(navigations, inquiry)).toEqual([])
  expect(navigations.filter((n) => n.startsWith('POST '))).toHaveLength(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const stored = storedInquiries(inquiry.email)
  expect(stored).toHaveLength(1)
  // Exactly the JSON a scripted submit sends, the ticked checkbox included.
  expect(stored[0]?.inquiry).toEqual(inquiry)
})

test('contact (no JavaScript): the browser refuses obviously bad input; the corrected form is posted once', async ({
  page,
}) => {
  const inquiry = sampleInquiry({ needsNDA: 'no', agreeMarketing: false })
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })
  await page.goto('/contact')
  const c = controls(page)
  await fillInquiry(page, {
    ...inquiry,
    email: 'not-an-address',
    projectDescription: '123456789',
    needsNDA: '',
  })
  const invalid = c.form.locator(':invalid:not(form)')
  await expect(c.form.locator('input[name="email"]:invalid')).toHaveCount(1)
  await expect(c.form.locator('textarea[name="projectDescription"]:invalid')).toHaveCount(1)
  // A required radio group left empty: every one of its radios is invalid.
  await expect(c.form.locator('input[name="needsNDA"]:invalid')).toHaveCount(ndaOptions.length)
  await c.firstName.press('Enter')
  await expect(page).toHaveURL(/\/contact$/)

  await c.email.fill(inquiry.email)
  await c.projectDescription.fill(inquiry.projectDescription)
  await c.ndaNo.check()
  await expect(invalid).toHaveCount(0)
  await c.firstName.press('Enter')
  await page.waitForURL('**/contact/thank-you')
  // The refused first attempt sent nothing.
  expect(posts).toHaveLength(1)
  expect(storedInquiries(inquiry.email).map((s) => s.inquiry)).toEqual([inquiry])
})

test('contact (no JavaScript): a description as long as the field allows, with line breaks, is accepted (the browser posts them as CRLF)', async ({
  page,
}) => {
  const max = maxLengths.projectDescription
  const paragraphs = Array.from({ length: 20 }, (_, i) => `Paragraph ${i + 1}.`)
  const filler = max - paragraphs.join('\n').length
  const projectDescription = [`${paragraphs[0]}${'x'.repeat(filler)}`, ...paragraphs.slice(1)].join(
    '\n',
  )
  expect(projectDescription).toHaveLength(max)
  const inquiry = sampleInquiry({ projectDescription })
  await page.goto('/contact')
  await fillInquiry(page, inquiry)
  await expect(controls(page).projectDescription).toHaveValue(projectDescription)
  await controls(page).email.press('Enter')
  await page.waitForURL('**/contact/thank-you')
  expect(storedInquiries(inquiry.email).map((s) => s.inquiry.projectDescription)).toEqual([
    projectDescription,
  ])
})
