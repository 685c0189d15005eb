import type { Browser, Page } from '@playwright/test'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { expect, test, ready } from './fixtures'

/**
 * Without JavaScript a visitor (feed reader, link preview, crawler, reader mode, or a browser whose
 * script failed) reads the prerendered HTML only. For every concrete route of the route table (every
 * article and research page included), the visible text of `<main>` with JavaScript off must hold at
 * least 95% of the words of the same `<main>` once the page has hydrated: no content behind a
 * fallback, a loader or a script. Routes are checked in groups, each group in one JS page (the
 * fixture fails on hydration warnings) and one JS-less page; the ratio of every route is printed.
 */
const MIN_RATIO = 0.95
const GROUP_SIZE = 10

const paths = allConcretePaths(routeTable)
const groups = Array.from({ length: Math.ceil(paths.length / GROUP_SIZE) }, (_, i) =>
  paths.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
)

/** The words of a text, lower-cased, without punctuation around them. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
}

/** The share of `reference`'s words (counted with repeats) that `text` also has. */
function wordCoverage(text: string, reference: string): number {
  const ref = words(reference)
  if (ref.length === 0) return 1
  const available = new Map<string, number>()
  for (const w of words(text)) available.set(w, (available.get(w) ?? 0) + 1)
  let found = 0
  for (const w of ref) {
    const left = available.get(w) ?? 0
    if (left > 0) {
      found++
      available.set(w, left - 1)
    }
  }
  return found / ref.length
}

const mainText = (page: Page) => page.locator('main').innerText()

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//
/** React warnings that mean the prerendered HTML and the client disagree (as in fixtures.ts). */
const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #(418|423|425)/i

/**
 * A browser context for the comparison. Text is all it reads: images, media and fonts are not
 * fetched (faster), and the machine has no network, so external requests are answered at once.
 */
async function textContext(browser: Browser, baseURL: string | undefined, javaScript: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    baseURL,
    viewport: { width: 1280, height: 720 },
  })
  await context.route('**/*', (route) => {
    const request = route.request()
    if (!LOCAL.test(request.url())) return route.fulfill({ status: 204, body: '' })
    if (['image', 'media', 'font'].includes(request.resourceType())) return route.abort()
    return route.continue()
  })
  return context
}

/** Console errors, uncaught errors and hydration warnings of a JS page (the not-found page's 404 aside). */
function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (msg) => {
    const text = msg.text()
    if (msg.type() !== 'error' && !(msg.type() === 'warning' && HYDRATION.test(text))) return
    if (/status of 404/.test(text) && msg.location().url === page.url()) return
    if (/net::ERR_FAILED|ERR_BLOCKED/.test(text)) return
    errors.push(`${page.url()}: [${msg.type()}] ${text}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: [pageerror] ${error.message}`))
}

/** Pages compared at the same time within a group. */
const PARALLEL = 3

test.describe('text without JavaScript', () => {
  test('the route table has the routes this spec groups', () => {
    expect(groups.flat()).toEqual(paths)
    expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThan(0)
    expect(paths.filter((p) => p.startsWith('/research/')).length).toBeGreaterThan(0)
  })

  for (const [i, group] of groups.entries()) {
    test(`text-nojs: <main> holds ≥ ${MIN_RATIO * 100}% of its hydrated text without JavaScript, group ${i + 1}: ${group.join(', ')}`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.slow() // a group of pages, each loaded twice
      const scripted = await textContext(browser, baseURL, true)
      const plain = await textContext(browser, baseURL, false)
      const ratios = new Map<string, string>()
      const low: string[] = []
      const errors: string[] = []
      const queue = [...group]
      const lane = async () => {
        const js = await scripted.newPage()
        watchErrors(js, errors)
        const noJs = await plain.newPage()
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await noJs.goto(path, { waitUntil: 'domcontentloaded' })
          const withoutJs = await mainText(noJs)
          await js.goto(path)
          // Longer than the suite's 7 s: a group hydrates several pages at once.
          await ready(js, {
            timeout: 20_000,
          })
          const hydrated = await mainText(js)
          const ratio = wordCoverage(withoutJs, hydrated)
          const line = `${ratio.toFixed(3)}  ${path}  (${words(withoutJs).length} / ${words(hydrated).length} words)`
          ratios.set(path, line)
          console.log(`text-nojs ${line}`)
          if (ratio < MIN_RATIO) low.push(line)
        }
      }
      try {
        await Promise.all(Array.from({ length: Math.min(PARALLEL, group.length) }, lane))
      } finally {
        await scripted.close()
        await plain.close()
      }
      await testInfo.attach('no-js text ratios', {
        body: group.map((p) => ratios.get(p)).join('\n'),
        contentType: 'text/plain',
      })
      expect(errors, 'console errors or hydration warnings').toEqual([])
      expect(low, 'routes whose <main> shows too little text without JavaScript').toEqual([])
    })
  }
})
