import type { APIRequestContext } from '@playwright/test'
import { site } from '../../src/config/site'
import { fieldCopy, nextSteps } from '../../src/features/contact/contactCopy'
import { DRAFT_STORAGE_KEY } from '../../src/features/contact/inquiryDraft'
import { bookingOffer, inquirySentHero, waysOn } from '../../src/features/contact/inquirySentCopy'
import {
  DESCRIPTION_MIN_LENGTH,
  inquiryFieldNames,
  ndaOptions,
} from '../../src/features/contact/inquiryFields'
import { inquiryMessages, inquirySchema } from '../../src/features/contact/inquirySchema'
import { routeTable } from '../../src/routes/table'
import { expectNoAxeViolations } from './checks/axe'
import { entryAssets } from '../../scripts/build/deferEntry'
import { expect, prerenderedHtml, test, visit } from './fixtures'
import {
  bookingDialog,
  controls,
  expectFormEmpty,
  fillInquiry,
  sampleInquiry,
  storedInquiries,
  toasts,
} from './contactFormHelpers'

// Several page loads and round trips per test; the shared CI machine can be slow.
test.describe.configure({ timeout: 60_000 })

test.describe('contact page', () => {
  test('contact: the raw HTML already holds the heading, the form labels and the contact strip', async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, '/contact')
    expect(html).toMatch(/<h1[^>]*>Talk to our development team<\/h1>/)
    for (const { label } of Object.values(fieldCopy)) {
      expect(html, label).toContain(label.replace(/'/g, '&#x27;'))
    }
    expect(html).toContain('placeholder="+255 712 345 678"')
    expect(html).toContain(`href="mailto:${site.email}"`)
    expect(html).toContain(site.phone)
    expect(html).toContain('Global AI')
    // The booking calendar's address is never shown.
    expect(html).not.toContain(site.bookingUrl)
  })

  test('contact: shows e-mail, phone, city and Global AI from the site config, with terms and privacy links; required fields carry an asterisk and the phone a Tanzanian placeholder', async ({
    page,
  }) => {
    await visit(page, '/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to our development team')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: site.email }).first()).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    const strip = page.locator('#reach-us')
    await expect(strip.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(strip.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      site.phoneHref,
    )
    const entries = strip.getByRole('listitem')
    await expect(entries.getByText(site.city, { exact: true })).toBeVisible()
    await expect(entries.getByText('Global AI')).toBeVisible()
    // The opening shows what happens after an inquiry, as numbered steps under the title.
    const next = page.getByRole('region', { name: 'What happens next' })
    await expect(next.getByRole('listitem')).toHaveCount(nextSteps.steps.length)
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    // Required fields carry an asterisk and the phone a Tanzanian placeholder.
    const c = controls(page)
    for (const required of [
      c.firstName,
      c.lastName,
      c.email,
      c.phone,
      c.helpWith,
      c.hearAbout,
      c.projectDescription,
    ]) {
      await expect(required).toHaveAttribute('required', '')
      const id = await required.getAttribute('id')
      await expect(page.locator(`label[for="${id}"]`)).toContainText('*')
    }
    await expect(c.nda).toContainText('*')
    for (const optional of [c.company, c.employeeCount]) {
      const id = await optional.getAttribute('id')
      await expect(page.locator(`label[for="${id}"]`)).not.toContainText('*')
    }
    await expect(c.phone).toHaveAttribute('placeholder', /^\+255 7\d{2} \d{3} \d{3}$/)
    await expect(c.employeeCount.locator('option')).toHaveText([
      'Select number of employees',
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-500 employees',
      '500+ employees',
    ])
    await expect(c.agreeMarketing).not.toBeChecked()
  })
})

test('contact (375 px): the form starts on the first screen; what happens next follows the form, shown once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await visit(page, '/contact')
  const first = (await controls(page).firstName.boundingBox())!
  expect(first.y + first.height).toBeLessThan(812)
  const next = page.getByRole('region', { name: 'What happens next' })
  await expect(next).toHaveCount(1)
  await expect(next.getByRole('listitem')).toHaveCount(nextSteps.steps.length)
  const form = (await page.locator('form').first().boundingBox())!
  expect((await next.boundingBox())!.y).toBeGreaterThan(form.y + form.height)
})

test('contact (1280 px): the form is the first screen’s right-hand page, beside who reads it and what happens next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, '/contact')
  const first = (await controls(page).firstName.boundingBox())!
  expect(first.y + first.height).toBeLessThan(800 / 2)
  const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(first.x).toBeGreaterThan(h1.x + h1.width)
  const next = page.getByRole('region', { name: 'What happens next' })
  await expect(next).toHaveCount(1)
  expect((await next.boundingBox())!.x + (await next.boundingBox())!.width).toBeLessThan(first.x)
})

test.describe('the inquiry form is a real form', () => {
  test('contact: the prerendered form POSTs to the configured endpoint, validated by the browser itself', async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, '/contact')
    const form = /<form\b[^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toMatch(/\smethod="post"/)
    expect(form).toContain(` action="${site.inquiryEndpoint}"`)
    // Without JavaScript the browser's own constraints apply.
    expect(form).not.toMatch(/novalidate/i)
  })

  test('contact: fields are named by the JSON keys and carry the schema as native constraints; once hydrated the form validates itself', async ({
    page,
  }) => {
    await visit(page, '/contact')
    const c = controls(page)
    await expect(c.form).toHaveAttribute('method', 'post')
    await expect(c.form).toHaveAttribute('action', site.inquiryEndpoint)
    await expect(c.form).toHaveAttribute('novalidate', '')
    const names = await c.form.evaluate((form: HTMLFormElement) =>
      [...form.elements]
        .filter((el) => el.getAttribute('aria-hidden') !== 'true' && !el.closest('[aria-hidden]'))
        .map((el) => el.getAttribute('name'))
        .filter((name): name is string => Boolean(name)),
    )
    expect([...new Set(names)]).toEqual([...inquiryFieldNames])
    await expect(c.email).toHaveAttribute('type', 'email')
    await expect(c.projectDescription).toHaveAttribute('minlength', String(DESCRIPTION_MIN_LENGTH))
    for (const radio of [c.ndaYes, c.ndaNo]) await expect(radio).toHaveAttribute('required', '')
    await expect(c.agreeMarketing).toHaveAttribute('value', 'true')
  })
})

test.describe('inquiry confirmation page', () => {
  test('contact: /contact/thank-you confirms, offers the booking calendar in a new tab without showing its address, and ways on', async ({
    page,
    request,
  }) => {
    const html = await prerenderedHtml(request, '/contact/thank-you')
    expect(html).toMatch(/<meta\b[^>]*name="robots" content="noindex"/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/contact/thank-you')

    await visit(page, '/contact/thank-you')
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inquirySentHero.title)
    const book = main.getByRole('link', { name: new RegExp(bookingOffer.cta) })
    await expect(book).toHaveAttribute('href', site.bookingUrl)
    await expect(book).toHaveAttribute('target', '_blank')
    await expect(book).toHaveAttribute('rel', /noopener/)
    await expect(main).not.toContainText(site.bookingUrl)
    for (const way of waysOn.links) {
      await expect(main.getByRole('link', { name: new RegExp(way.label) })).toHaveAttribute(
        'href',
        way.to,
      )
    }
  })

  test('contact: the confirmation page forgets the sent inquiry’s draft', async ({ page }) => {
    await visit(page, '/contact')
    await controls(page).firstName.fill('Amina')
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY))
      .toContain('Amina')
    await visit(page, '/contact/thank-you')
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY))
      .toBeNull()
  })
})

test.describe('contact form validation', () => {
  test("contact: an empty submit shows every required field's message, sends nothing and focuses the first field", async ({
    page,
  }) => {
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await visit(page, '/contact')
    const c = controls(page)
    await c.submit.click()
    for (const message of Object.values(inquiryMessages)) {
      await expect(c.form.getByText(message, { exact: true })).toBeVisible()
    }
    // Every required field of the schema is marked invalid: its one control, or, for the NDA
    // question, each of its radios.
    const required = Object.entries(inquirySchema.describe().fields)
      .filter(([, field]) => 'optional' in field && !field.optional)
      .map(([name]) => name)
    expect(required).toContain('needsNDA')
    await expect(c.form.locator('[aria-invalid="true"]')).toHaveCount(
      required.length - 1 + ndaOptions.length,
    )
    await expect(c.firstName).toBeFocused()
    await expect(c.firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(c.firstName).toHaveAccessibleDescription(inquiryMessages.firstName)
    await expect(c.ndaYes).toHaveAccessibleDescription(inquiryMessages.needsNDA)
    await expect(c.company).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
    await expectNoAxeViolations(page, '/contact, every field invalid')
  })

  test('contact: nothing is validated before the first submit, then every change revalidates', async ({
    page,
  }) => {
    await visit(page, '/contact')
    const c = controls(page)
    await c.firstName.focus()
    await c.lastName.focus() // leaving an empty required field shows nothing yet
    await c.email.fill('not-an-address')
    await c.phone.focus()
    await expect(c.form.getByText(inquiryMessages.email)).toHaveCount(0)

    await c.submit.click()
    await expect(c.form.getByText(inquiryMessages.email)).toBeVisible()
    await c.firstName.fill('A')
    await expect(c.form.getByText(inquiryMessages.firstName)).toHaveCount(0)
    await expect(c.firstName).not.toHaveAttribute('aria-invalid', 'true')
    await c.email.fill('amina@example.com')
    await expect(c.form.getByText(inquiryMessages.email)).toHaveCount(0)
    await c.firstName.fill('')
    await expect(c.form.getByText(inquiryMessages.firstName)).toBeVisible()
  })

  test('contact: focus moves to the first invalid field in form order', async ({ page }) => {
    await visit(page, '/contact')
    const c = controls(page)
    await c.firstName.fill('Amina')
    await c.lastName.fill('Mwakyusa')
    await c.submit.click()
    await expect(c.email).toBeFocused()
    await c.email.fill('amina@example.com')
    await c.phone.fill('+255 712 345 678')
    await c.helpWith.selectOption('MVP Development')
    await c.hearAbout.selectOption('Internet')
    await c.projectDescription.fill('A long enough description.')
    await c.submit.click()
    await expect(c.ndaYes).toBeFocused()
  })

  test('contact: a 9-character description fails and 10 characters pass', async ({ page }) => {
    const inquiry = sampleInquiry({ projectDescription: '123456789' })
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await visit(page, '/contact')
    const c = controls(page)
    await fillInquiry(page, inquiry)
    await expect(page.getByTestId('projectDescription-counter')).toContainText('9 / 5000')
    await c.submit.click()
    await expect(c.form.getByText(inquiryMessages.projectDescription)).toBeVisible()
    await expect(c.projectDescription).toBeFocused()
    expect(posts).toEqual([])

    await c.projectDescription.fill('1234567890')
    await expect(c.form.getByText(inquiryMessages.projectDescription)).toHaveCount(0)
    await c.submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    expect(posts).toHaveLength(1)
    await expect
      .poll(() => storedInquiries(inquiry.email).map((s) => s.inquiry.projectDescription))
      .toEqual(['1234567890'])
  })
})

test.describe('contact form by keyboard', () => {
  test('contact: the whole form can be completed and sent by keyboard alone', async ({ page }) => {
    test.slow() // many single key presses
    const inquiry = sampleInquiry()
    await visit(page, '/contact')
    const c = controls(page)
    // Tab from the top of the page to the first field.
    for (let i = 0; i < 80; i++) {
      if (await c.firstName.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(c.firstName).toBeFocused()
    const type = async (text: string) => {
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    await type(inquiry.firstName)
    await type(inquiry.lastName)
    await type(inquiry.email)
    await type(inquiry.phone)
    await type(inquiry.company)
    await expect(c.employeeCount).toBeFocused()
    await page.keyboard.press('ArrowDown') // 1-10
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown') // General AI Development
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown') // Referral
    await page.keyboard.press('Tab')
    await expect(c.projectDescription).toBeFocused()
    await type(inquiry.projectDescription)
    await expect(c.ndaYes).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(c.agreeMarketing).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(c.submit).toBeFocused()
    await page.keyboard.press('Enter')

    const dialog = bookingDialog(page)
    await expect(dialog).toBeVisible()
    const later = dialog.getByRole('button', { name: 'No, maybe later' })
    for (let i = 0; i < 5; i++) {
      if (await later.evaluate((el) => el === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(later).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(toasts(page).later).toBeVisible()
    await expect
      .poll(() => storedInquiries(inquiry.email).map((s) => s.inquiry))
      .toEqual([
        {
          ...inquiry,
          employeeCount: '1-10',
          helpWith: 'General AI Development',
          hearAbout: 'Referral',
          needsNDA: 'yes',
          agreeMarketing: true,
        },
      ])
    await expectFormEmpty(page)
  })
})

test.describe('contact page loading', () => {
  /** Text found only in each library's code. */
  const MARKERS = {
    formik: 'SUBMIT_ATTEMPT',
    yup: 'field has unspecified keys',
    '@reach/dialog': 'data-reach-dialog',
  }

  /** The scripts a page's HTML loads up front, with everything they import statically. */
  async function firstLoadScripts(request: APIRequestContext, route: string) {
    // Raw: the not-found page answers 404, and #entry-assets is JSON either way.
    const html = await (await request.get(route)).text()
    // The build moves the entry and its preloads into #entry-assets (scripts/build/deferEntry.ts).
    const assets = entryAssets(html)
    expect(assets, `${route} lists its entry assets`).toBeDefined()
    const queue = assets ? [assets.entry, ...assets.preload] : []
    const seen = new Map<string, string>()
    while (queue.length > 0) {
      const url = queue.shift() ?? ''
      if (seen.has(url)) continue
      const code = await (await request.get(url)).text()
      seen.set(url, code)
      for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
        queue.push(`/assets/${m[1]}`)
      }
    }
    return seen
  }

  test('contact: formik loads with /contact only; the rules (yup) and the dialog wait until the visitor starts on the form', async ({
    request,
    page,
  }) => {
    const contact = [...(await firstLoadScripts(request, '/contact')).values()].join('\n')
    expect(contact.includes(MARKERS.formik), 'formik on /contact').toBe(true)
    expect(contact.includes(MARKERS.yup), 'yup in the first load').toBe(false)
    expect(contact.includes(MARKERS['@reach/dialog']), '@reach/dialog in the first load').toBe(
      false,
    )
    // Starting on the form fetches them.
    const bodies: Promise<string>[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''))
    })
    await visit(page, '/contact')
    await controls(page).firstName.focus()
    await expect
      .poll(async () => (await Promise.all(bodies)).join('\n').includes(MARKERS.yup))
      .toBe(true)
    const about = [...(await firstLoadScripts(request, '/about')).values()].join('\n')
    for (const [lib, marker] of Object.entries(MARKERS)) {
      expect(about.includes(marker), `${lib} on /about`).toBe(false)
    }
    for (const route of routeTable.map((r) => r.path).filter((p) => !p.includes(':'))) {
      if (route === '/contact') continue
      const code = [...(await firstLoadScripts(request, route)).values()].join('\n')
      expect(code.includes(MARKERS.formik), `formik on ${route}`).toBe(false)
      expect(code.includes(MARKERS.yup), `yup on ${route}`).toBe(false)
    }
  })

  test('contact: visiting /about fetches none of the form libraries', async ({ page }) => {
    const bodies: Promise<string>[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''))
    })
    await visit(page, '/about')
    const code = (await Promise.all(bodies)).join('\n')
    expect(code.length).toBeGreaterThan(0)
    for (const [lib, marker] of Object.entries(MARKERS)) {
      expect(code.includes(marker), lib).toBe(false)
    }
  })
})
