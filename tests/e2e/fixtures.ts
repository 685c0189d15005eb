import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { parse, serialize } from 'parse5'

export interface SiteFixtures {
  /** Messages a test expects to see as errors (matched and removed before the check). */
  allowConsoleErrors: RegExp[]
}

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//

/** React warnings that mean the prerendered HTML and the client disagree. */
const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #(418|423|425)/i

/**
 * Every test's page: external hosts are stubbed (the machine has no network; the hero video and any
 * third-party call get an empty answer instead of hanging), and the test fails on any console error,
 * uncaught page error or hydration warning it did not declare. (Tests that only read files or make
 * HTTP requests open no browser page at all.)
 */
export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, provide) => {
    const errors: string[] = []
    await page.route(
      (url) => !LOCAL.test(url.href),
      (route) => route.fulfill({ status: 204, body: '' }),
    )
    page.on('console', (msg) => {
      const text = msg.text()
      const isError = msg.type() === 'error'
      const isHydrationWarning = msg.type() === 'warning' && HYDRATION.test(text)
      if (!isError && !isHydrationWarning) return
      // The not-found page is served with status 404 on purpose.
      if (
        /Failed to load resource: the server responded with a status of 404/.test(text) &&
        msg.location().url === page.url()
      ) {
        return
      }
      errors.push(`[${msg.type()}] ${text} (${msg.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(`[pageerror] ${error.message}`))
    await provide(page)
    const unexpected = errors.filter((e) => !allowConsoleErrors.some((re) => re.test(e)))
    expect(unexpected, 'console errors or hydration warnings').toEqual([])
  },
})

export { expect }

/**
 * A page's prerendered HTML as a browser parses it, serialized again: character references are
 * decoded (React writes an apostrophe as `&#x27;`), so a test can look for text with only `&`, `<`,
 * `>` escaped, whatever escapes the prerender chose.
 */
export async function prerenderedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.ok(), `${path} answers ${response.status()}`).toBe(true)
  return serialize(parse(await response.text()))
}

/**
 * Opens a path and waits until the page is fully interactive: its site script has run and each of
 * its islands is hydrated (see `ready`).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await ready(page)
}

/**
 * Waits until the site script has run (`<html data-enhanced>`) and every island of the page is
 * hydrated (`<is-land ready>`). Islands hydrate when they scroll into view, so each is scrolled
 * into view in turn, as a visitor heading for it would; then the page goes back to the top.
 */
export async function ready(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-enhanced', 'true', options)
  const islands = page.locator('is-land')
  const count = await islands.count()
  for (let i = 0; i < count; i++) {
    await islands.nth(i).scrollIntoViewIfNeeded()
    await expect(islands.nth(i)).toHaveAttribute('ready', '', options)
  }
  if (count > 0) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

/**
 * Holds back every script request of the page until `release()`: whatever a test does first
 * certainly happens before the site script or any island runs, however fast or loaded the machine.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await held
      await route.continue().catch(() => undefined) // the page may have navigated away meanwhile
    },
  )
  return { release }
}

/** The header's desktop navigation. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' })
}

/**
 * Waits until the page has rendered two more frames and run the tasks they queued: long enough for
 * observers and effects triggered by the last action to have shown their result, without sleeping
 * for a fixed time.
 */
export function afterNextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )
}

/**
 * A disclosure (`<details>`): its summary, found by its text, and the `<details>` itself, whose
 * `open` attribute is the state.
 */
export function disclosure(scope: Page | Locator, name: string | RegExp) {
  const summary = scope.locator('summary').filter({ hasText: name })
  return { summary, details: summary.locator('xpath=..') }
}
