import { site } from '../../src/config/site'
import { formFooter } from '../../src/features/contact/contactCopy'
import { DRAFT_STORAGE_KEY } from '../../src/features/contact/inquiryDraft'
import { inquiryFieldNames } from '../../src/features/contact/inquiryFields'
import { SUBMIT_TIMEOUT_MS } from '../../src/features/contact/submitInquiry'
import { expect, test, visit, ready } from './fixtures'
import {
  INQUIRY_URL,
  bookingDialog,
  controls,
  expectFormEmpty,
  expectInquiryShown,
  fillInquiry,
  isHydrated,
  openBeforeHydration,
  sampleInquiry,
  storedInquiries,
  toasts,
  watchSuccessSequence,
} from './contactFormHelpers'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// Several page loads and round trips per test; the shared CI machine can be slow.
test.describe.configure({ timeout: 60_000 })

test.describe('contact form: success against the local collector', () => {
  test('contact: a valid inquiry reaches the collector file as exactly the spec JSON', async ({
    page,
  }) => {
    const inquiry = sampleInquiry({ company: '  Pwani Logistics  ' })
    await visit(page, '/contact')
    const seen = await watchSuccessSequence(page)
    await fillInquiry(page, inquiry)
    const c = controls(page)
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/inquiry') && r.method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith('/api/inquiry')),
      c.submit.click(),
    ])
    const expected = { ...inquiry, company: 'Pwani Logistics' }
    expect(request.headers()['content-type']).toBe('application/json')
    // The local collector (same origin) gets the attempt's idempotency key; the body stays exactly
    // the inquiry's fields in form order, nothing added (docs/INQUIRY-FORM.md, "Fields").
    expect(request.headers()['idempotency-key']).toMatch(UUID)
    expect(Object.keys(request.postDataJSON())).toEqual([...inquiryFieldNames])
    expect(request.postDataJSON()).toEqual(expected)
    expect(response.status()).toBe(201)

    await expect(bookingDialog(page)).toBeVisible()
    // The success toast said it first (contact-reliability.spec.ts checks the sequence).
    expect((await seen()).events).toContain('toast')
    const stored = storedInquiries(inquiry.email)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.inquiry).toEqual(expected)
    expect(Date.parse(stored[0]?.receivedAt ?? '')).not.toBeNaN()
  })

  test("contact: 'Yes, book now' opens the booking calendar in a new tab without an opener and closes", async ({
    page,
    context,
  }) => {
    await context.route(`${site.bookingUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Calendar</title>' }),
    )
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    const dialog = bookingDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('book')
    await expect(dialog).not.toContainText(site.bookingUrl)

    const [calendar] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Yes, book now' }).click(),
    ])
    await calendar.waitForURL(site.bookingUrl)
    expect(await calendar.evaluate(() => window.opener)).toBeNull()
    await expect(dialog).toBeHidden()
    await expect(toasts(page).later).toHaveCount(0)
    await expectFormEmpty(page)
  })

  for (const width of [1280, 820, 375]) {
    test(`contact: 'No, maybe later' closes the dialog and thanks the visitor where they can see it (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await visit(page, '/contact')
      const inquiry = sampleInquiry()
      await fillInquiry(page, inquiry)
      await controls(page).submit.click()
      const dialog = bookingDialog(page)
      await dialog.getByRole('button', { name: 'No, maybe later' }).click()
      await expect(dialog).toBeHidden()
      // The emptied form says what was sent, and to which address the reply will come.
      const recap = page.getByRole('status').filter({ hasText: inquiry.email })
      await expect(recap).toContainText(inquiry.firstName)
      await expect(recap.getByRole('link')).toHaveAttribute('href', '/contact/thank-you')
      const toast = toasts(page).later
      await expect(toast).toContainText(
        "We'll be in touch soon. You can always book a meeting later.",
      )
      await expect(controls(page).submit).toBeFocused()
      // On screen and on top: what is at the toast's centre is the toast, once it has slid in.
      await expect
        .poll(() =>
          toast.evaluate((el) => {
            const box = el.getBoundingClientRect()
            const onScreen =
              box.left >= 0 &&
              box.top >= 0 &&
              box.right <= window.innerWidth &&
              box.bottom <= window.innerHeight
            const hit = document.elementFromPoint(
              box.left + box.width / 2,
              box.top + box.height / 2,
            )
            return onScreen && Boolean(hit && el.contains(hit))
          }),
        )
        .toBe(true)
      // It covers none of the form: the end of the form (the consent note under the button) is on
      // screen and clear of it: what is at the ends and middle of each of the note's lines is the
      // note itself.
      const note = controls(page).form.locator('p', { hasText: 'By submitting' })
      await expect
        .poll(() =>
          note.evaluate((el) => {
            const covered: string[] = []
            const range = document.createRange()
            range.selectNodeContents(el)
            const lines = [...range.getClientRects()]
            if (!lines.some((l) => l.bottom <= window.innerHeight)) return ['off screen']
            for (const line of lines)
              for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2])
                for (const y of [line.top + 2, line.bottom - 2]) {
                  if (y < 0 || y > window.innerHeight) continue
                  const hit = document.elementFromPoint(x, y)
                  if (!hit || !el.contains(hit)) covered.push(`${Math.round(x)},${Math.round(y)}`)
                }
            return covered
          }),
        )
        .toEqual([])
      // Its close button is a comfortable target.
      const close = (await toast.getByRole('button', { includeHidden: true }).boundingBox())!
      expect(close.width).toBeGreaterThanOrEqual(44)
      expect(close.height).toBeGreaterThanOrEqual(44)
    })
  }

  test('contact: Escape dismisses the booking dialog without a further toast', async ({ page }) => {
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bookingDialog(page)).toBeHidden()
    await expect(toasts(page).later).toHaveCount(0)
  })

  test('contact: a double click sends one request while the button shows Submitting...', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    let posts = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(INQUIRY_URL, async (route) => {
      posts++
      await held
      await route.continue()
    })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    await c.submit.dblclick()
    await expect(c.submit).toBeDisabled()
    await expect(c.submit).toHaveText('Submitting...')
    await c.submit.click({ force: true })
    await c.form.evaluate((form) => (form as HTMLFormElement).requestSubmit())
    release()
    await expect(bookingDialog(page)).toBeVisible()
    expect(posts).toBe(1)
    expect(storedInquiries(inquiry.email)).toHaveLength(1)
    await page.keyboard.press('Escape')
    await expect(c.submit).toHaveText('Submit inquiry')
  })

  test('contact: a filled honeypot is treated as a bot and sends nothing', async ({ page }) => {
    let posts = 0
    page.on('request', (r) => r.method() === 'POST' && posts++)
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    const trap = page.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await trap.fill('https://spam.example', { force: true })
    await controls(page).submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    expect(posts).toBe(0)
  })
})

test.describe('contact form: failures keep every value', () => {
  // The browser itself logs failed requests to the console. (One pattern: Playwright reads a
  // two-element array here as [value, options].)
  test.use({ allowConsoleErrors: [/status of 500|net::ERR_FAILED/] })

  test('contact: HTTP 500 shows the failure toast and keeps every value', async ({ page }) => {
    const inquiry = sampleInquiry()
    await page.route(INQUIRY_URL, (route) => route.fulfill({ status: 500, body: 'down' }))
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await controls(page).submit.click()
    await expect(toasts(page).failure).toContainText(
      'Unable to submit your information. Please check your connection and try again.',
    )
    await expect(bookingDialog(page)).toHaveCount(0)
    await expectInquiryShown(page, inquiry)
    await expect(controls(page).submit).toBeEnabled()
    await expect(controls(page).submit).toBeFocused()
    expect(storedInquiries(inquiry.email)).toHaveLength(0)
  })

  test('contact: an aborted request shows the failure toast and keeps every value', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    await page.route(INQUIRY_URL, (route) => route.abort('failed'))
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await controls(page).submit.click()
    await expect(toasts(page).failure).toBeVisible()
    await expectInquiryShown(page, inquiry)
  })

  test(`contact: a request unanswered for ${SUBMIT_TIMEOUT_MS / 1000} s shows the failure toast and keeps every value`, async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    await page.clock.install()
    let requested = false
    // Never answered: the form must give up on its own.
    await page.route(INQUIRY_URL, () => {
      requested = true
    })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    // Stop the page's clock so only the test moves time (a slow machine must not race the timer).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await c.submit.click()
    await expect(c.submit).toHaveText('Submitting...')
    await expect.poll(() => requested).toBe(true)
    await page.clock.fastForward(SUBMIT_TIMEOUT_MS - 1000)
    await expect(c.submit).toHaveText('Submitting...')
    await expect(toasts(page).failure).toHaveCount(0)
    await page.clock.fastForward(1000)
    await page.clock.resume()
    await expect(toasts(page).failure).toBeVisible()
    await expect(c.submit).toHaveText('Submit inquiry')
    await expectInquiryShown(page, inquiry)
  })

  test('contact: after a failure the same values can be sent again, and the success replaces the failure toast', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    let attempt = 0
    await page.route(INQUIRY_URL, (route) =>
      ++attempt <= 2 ? route.fulfill({ status: 500 }) : route.continue(),
    )
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    const t = toasts(page)
    const seen = await watchSuccessSequence(page)
    await c.submit.click()
    await expect(t.failure).toHaveCount(1)
    await expect(c.submit).toBeEnabled()
    await c.submit.click()
    await expect.poll(() => attempt).toBe(2)
    await expect(c.submit).toBeEnabled()
    // Hold the failure toast's timer (it pauses while the window is out of focus), so only the
    // form can close it before it would expire on its own.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')))
    await c.submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    await expect(t.failure).toHaveCount(0)
    // One toast at a time: the second failure replaced the first, the success replaced it.
    expect((await seen()).mostToasts).toBe(1)
    expect((await seen()).events).toContain('toast')
    await expect.poll(() => storedInquiries(inquiry.email).length).toBe(1)
  })

  test('contact: a retry after a timeout sends the same idempotency key, and the collector stores the inquiry once', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    await page.clock.install()
    const keys: (string | undefined)[] = []
    // The test's own actions: the attempt that times out, then its retry.
    const attempts = 2
    let first = true
    await page.route(INQUIRY_URL, async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      if (!first) return route.continue()
      first = false
      // The collector stores it, but the answer never reaches the form before its timeout.
      await route.fetch()
    })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await c.submit.click()
    await expect.poll(() => storedInquiries(inquiry.email).length).toBe(1)
    await page.clock.fastForward(SUBMIT_TIMEOUT_MS)
    await page.clock.resume()
    await expect(toasts(page).failure).toBeVisible()

    await c.submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    expect(keys).toHaveLength(attempts)
    expect(keys[0]).toMatch(UUID)
    expect(keys[1]).toBe(keys[0])
    expect(storedInquiries(inquiry.email)).toHaveLength(1)
  })

  test('contact: a new idempotency key after an edit, after an answer from the endpoint and after a success', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    const sent: { key: string | undefined; body: unknown }[] = []
    const answers: ('network' | 500 | 'collector')[] = ['network', 'network', 500, 'collector']
    await page.route(INQUIRY_URL, async (route) => {
      sent.push({
        key: route.request().headers()['idempotency-key'],
        body: route.request().postDataJSON(),
      })
      const answer = answers.shift() ?? 'collector'
      if (answer === 'network') return route.abort('failed')
      if (answer === 500) return route.fulfill({ status: 500 })
      return route.continue()
    })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    const c = controls(page)
    const attempted = async (n: number) => {
      await expect.poll(() => sent.length).toBe(n)
      await expect(c.submit).toBeEnabled()
    }
    await c.submit.click() // network failure
    await attempted(1)
    await c.submit.click() // the same attempt again: network failure
    await attempted(2)
    await c.company.fill('Pwani Logistics Ltd')
    await c.submit.click() // edited: a new attempt, answered 500
    await attempted(3)
    await c.submit.click() // the endpoint answered: a new attempt, stored
    await expect(bookingDialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await fillInquiry(page, inquiry)
    await c.submit.click() // after a success: a new attempt
    await expect.poll(() => sent.length).toBe(5)

    const keys = sent.map((s) => s.key)
    for (const key of keys) expect(key).toMatch(UUID)
    expect(keys[1]).toBe(keys[0])
    expect(new Set([keys[0], keys[2], keys[3], keys[4]]).size).toBe(4)
    for (const { body } of sent) expect(Object.keys(body as object)).toEqual([...inquiryFieldNames])
  })
})

test.describe('contact form: the draft is never lost', () => {
  test.use({ allowConsoleErrors: [/status of 503/] })

  test('contact: a reload mid-typing restores the draft', async ({ page }) => {
    const inquiry = sampleInquiry({ needsNDA: 'no', agreeMarketing: false })
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await page.reload()
    await ready(page)
    await expectInquiryShown(page, inquiry)
    await expect(page.getByRole('status').filter({ hasText: 'We restored' })).toBeVisible()
  })

  test('contact: leaving the page by accident and coming back restores the draft', async ({
    page,
  }) => {
    const inquiry = sampleInquiry()
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/contact$/)
    await ready(page)
    await expectInquiryShown(page, inquiry)
  })

  test('contact: what the visitor types before hydration beats an older draft, which fills the rest', async ({
    page,
  }) => {
    const draft = sampleInquiry({ agreeMarketing: false })
    await visit(page, '/contact')
    await fillInquiry(page, draft)
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_STORAGE_KEY))
      .toContain(draft.projectDescription)

    const { release } = await openBeforeHydration(page)
    const c = controls(page)
    await c.firstName.pressSequentially('Neema')
    await c.ndaNo.check()
    expect(await isHydrated(page)).toBe(false)
    release()
    await ready(page)
    await expectInquiryShown(page, { ...draft, firstName: 'Neema', needsNDA: 'no' })
    await expect(page.getByRole('status')).toHaveText(formFooter.restored)
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_STORAGE_KEY))
      .toContain('Neema')
  })

  test('contact: the honeypot is never stored with the draft', async ({ page }) => {
    await visit(page, '/contact')
    await page.locator('input[name="website"]').fill('bot-value', { force: true })
    await controls(page).firstName.fill('Amina')
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY))
      .toContain('Amina')
    const stored = await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)
    expect(stored).not.toContain('bot-value')
    expect(Object.keys(JSON.parse(stored ?? '{}')).sort()).toEqual([...inquiryFieldNames].sort())
  })

  test('contact: a failed submit keeps the draft; a successful one clears it', async ({ page }) => {
    const inquiry = sampleInquiry()
    let fail = true
    await page.route(INQUIRY_URL, (route) =>
      fail ? route.fulfill({ status: 503 }) : route.continue(),
    )
    await visit(page, '/contact')
    await fillInquiry(page, inquiry)
    await controls(page).submit.click()
    await expect(toasts(page).failure).toBeVisible()
    await page.reload()
    await expectInquiryShown(page, inquiry)

    fail = false
    await controls(page).submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY)).toBeNull()
    await page.reload()
    await ready(page)
    await expectFormEmpty(page)
  })
})
