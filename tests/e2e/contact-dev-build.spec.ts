import { expect, test, ready } from './fixtures'
import {
  controls,
  expectInquiryShown,
  fillInquiry,
  isHydrated,
  openBeforeHydration,
  sampleInquiry,
} from './contactFormHelpers'

/**
 * Against the React development build (dist-dev/), which reports every hydration mismatch: taking
 * over what the visitor typed before hydration must not cause one (the fixture fails the test on any
 * hydration warning or console error).
 */
test('contact (development build): values entered before hydration are kept without a hydration warning', async ({
  page,
}) => {
  const inquiry = sampleInquiry()
  const { release } = await openBeforeHydration(page)
  await fillInquiry(page, inquiry)
  expect(await isHydrated(page)).toBe(false)
  release()
  await ready(page, { timeout: 20_000 })
  await controls(page).company.fill(`${inquiry.company} Ltd`)
  await expectInquiryShown(page, { ...inquiry, company: `${inquiry.company} Ltd` })
  await expect(page.getByTestId('projectDescription-counter')).toContainText(
    `${inquiry.projectDescription.length} / `,
  )
})
