import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { htmlFiles } from '../../scripts/build/cspHashes'
import { FORM_THANK_YOU_PATH, INQUIRY_PATH } from '../../scripts/server/inquiryCollector'
import { fieldName } from '../../src/features/contact/contactCopy'
import { researchHero } from '../../src/features/research/researchCopy'
import { watchCsp } from './checks/csp'
import { bookingDialog, controls, fillInquiry, sampleInquiry } from './contactFormHelpers'
import { expect, test, visit, ready } from './fixtures'

/**
 * Real Chromium on the local server, which sends the build's own security headers (the same
 * `_headers` the hosts get): nothing may trip the Content-Security-Policy. (Every route of the table
 * is loaded and scrolled through under the policy in routes.spec.ts.)
 */
const dist = path.resolve(process.env.E2E_DIST ?? 'dist')

test.describe('security: pages run under the Content-Security-Policy', () => {
  test('the not-found page hydrates with no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page)
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'")
    await ready(page)
    expect(await violations()).toEqual([])
  })

  test('client-side navigation between pages causes no CSP violation', async ({ page }) => {
    const violations = await watchCsp(page)
    await visit(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Estimate Project' }).first().click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test.describe('security: the policy is enforced, not just sent', () => {
  test.use({ allowConsoleErrors: [/Content Security Policy/] })

  test('an inline script the build did not hash is blocked (the policy is enforced)', async ({
    page,
  }) => {
    await visit(page, '/about')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      const blocked = new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true })
        setTimeout(() => resolve(false), 1000)
      })
      document.body.append(script)
      return {
        blocked: await blocked,
        ran: (window as { __injected?: boolean }).__injected === true,
      }
    })
    expect(ran).toEqual({ blocked: true, ran: false })
  })
})

test.describe('security: the inquiry flow under the CSP', () => {
  test('submitting a valid inquiry reaches the success dialog with no CSP violation', async ({
    page,
  }) => {
    const violations = await watchCsp(page)
    await visit(page, '/contact')
    await fillInquiry(page, sampleInquiry())
    await controls(page).submit.click()
    await expect(bookingDialog(page)).toBeVisible()
    await expect(
      page.getByRole('dialog', { name: 'Information Successfully Submitted!' }),
    ).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test.describe('security: malformed URLs get the not-found page, never a crash', () => {
  const malformed = [
    ['bad percent-encoding', '/%E0%A4%A'],
    ['a lone percent sign', '/about%'],
    ['an encoded path traversal', '/..%2f..%2fetc/passwd'],
    ['a very long path', `/${'a'.repeat(5000)}`],
  ] as const

  for (const [what, url] of malformed) {
    test(`${what} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await ready(page)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
    })
  }

  test('/research/%00 is answered with the not-found page and never crashes the app', async ({
    page,
    request,
  }) => {
    const served = await request.get('/research/%00')
    expect(served.status()).toBe(404)
    expect(await served.text()).toContain('Oops! Page not found')
    await page.goto('/research/%00')
    await ready(page)
    // Unknown research names lead to the research list.
    await expect(page).toHaveURL(/\/research$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(researchHero.title)
  })

  test('methods other than GET and HEAD are refused outside the inquiry collector', async ({
    request,
  }) => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await request.fetch('/about', { method })
      expect(res.status(), method).toBe(405)
      expect(res.headers()['content-security-policy']).toBeTruthy()
    }
  })
})

test.describe('security: links that open a new tab', () => {
  test('every target="_blank" link in every prerendered page has rel="noopener noreferrer"', () => {
    let count = 0
    for (const file of htmlFiles(dist)) {
      const html = readFileSync(path.join(dist, file), 'utf8')
      for (const tag of html.match(/<a\b[^>]*target="_blank"[^>]*>/g) ?? []) {
        count++
        const rel = /\brel="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? []
        expect(rel, `${file}: ${tag}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
      }
    }
    expect(count).toBeGreaterThan(0)
  })

  test('links added after hydration (dialogs, menus) keep rel="noopener noreferrer" too', async ({
    page,
  }) => {
    await visit(page, '/')
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''))
    expect(rels.length).toBeGreaterThan(0)
    for (const rel of rels)
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
  })
})

test.describe('security: the inquiry collector from a browser', () => {
  test.use({ allowConsoleErrors: [/status of 400/] })

  /** Adds a plain form posting to the collector (what the page offers without JavaScript). */
  async function postNativeForm(page: Page, fields: Record<string, string>) {
    await page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = action
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input')
          input.type = 'hidden'
          input.name = name
          input.value = value
          form.append(input)
        }
        document.body.append(form)
        form.submit()
      },
      { action: INQUIRY_PATH, fields },
    )
  }

  test('a form posted without JavaScript with mistakes gets a readable page, CSP-clean', async ({
    page,
  }) => {
    const violations = await watchCsp(page)
    await visit(page, '/about')
    const answer = page.waitForResponse((r) => r.url().endsWith(INQUIRY_PATH))
    await postNativeForm(page, { firstName: 'Neema', email: 'not-an-address' })
    expect((await answer).status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: fieldName('email') })).toBeVisible()
    await expect(page.getByRole('link', { name: /contact form/i })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(await page.locator('script').count()).toBe(0)
    expect(await violations()).toEqual([])
  })

  test('a valid form posted without JavaScript is answered 303 to the thank-you page', async ({
    page,
  }) => {
    await visit(page, '/about')
    const answer = page.waitForResponse((r) => r.url().endsWith(INQUIRY_PATH))
    await postNativeForm(page, {
      firstName: 'Neema',
      lastName: 'Kimaro',
      email: 'neema@example.com',
      phone: '+255 754 000 111',
      helpWith: 'Rapid Prototyping',
      hearAbout: 'Referral',
      projectDescription: 'A native form post from the security suite.',
      needsNDA: 'no',
      agreeMarketing: 'true',
    })
    const response = await answer
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe(FORM_THANK_YOU_PATH)
    await expect(page).toHaveURL(new RegExp(`${FORM_THANK_YOU_PATH}$`))
  })

  test('the scripted form’s same-origin POST with an Idempotency-Key needs no preflight', async ({
    page,
  }) => {
    const methods: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(INQUIRY_PATH)) methods.push(r.method())
    })
    await visit(page, '/contact')
    const answers = await page.evaluate(async (endpoint) => {
      const key = crypto.randomUUID()
      const body = JSON.stringify({
        firstName: 'Neema',
        lastName: 'Kimaro',
        email: 'neema@example.com',
        phone: '+255 754 000 111',
        company: '',
        employeeCount: '',
        helpWith: 'Rapid Prototyping',
        hearAbout: 'Referral',
        projectDescription: 'A scripted retry from the security suite.',
        needsNDA: 'no',
        agreeMarketing: false,
      })
      const send = () =>
        fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body,
        }).then(async (r) => ({ status: r.status, id: ((await r.json()) as { id?: string }).id }))
      return [await send(), await send()]
    }, INQUIRY_PATH)
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    expect(answers[1]?.id).toBe(answers[0]?.id)
    expect(methods).toEqual(['POST', 'POST'])
  })

  test('another site’s Origin is refused with 403 JSON', async ({ request }) => {
    const res = await request.post(INQUIRY_PATH, {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: '{}',
    })
    expect(res.status()).toBe(403)
    expect(res.headers()['content-type']).toContain('application/json')
  })
})
