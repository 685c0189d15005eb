/**
 * Screenshots of every route of the built site, for looking at what we build.
 *   npm run shots [-- --dir dist] [--out shots] [--only /about,/blog] [--widths 375,1280]
 *
 * Serves `dist/` with the site's own static server on a free port, opens each concrete path of the
 * route table (every article and research page too) in Playwright's Chromium with reduced motion, and
 * writes, per width, the first screen and the full page into `shots/` (git-ignored), plus an
 * `index.html` contact sheet to compare widths side by side. Each page is taken as a visitor meets
 * it: the site script has run and every island has hydrated (each is scrolled into view first).
 *
 * Then the states a design review judges (`--states none` skips them): the small-screen menu and a
 * dropdown open, each dialog open, and the inquiry form after an empty submit, after a successful
 * one (toast and booking dialog) and after "No, maybe later". Every file's height is printed in the
 * contact sheet, so a phone page that grew is seen at once.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { allConcretePaths, routeTable } from '../src/routes/table'
import { chromiumArgs, findChromium } from '../tests/support/chromium'
import { fieldCopy } from '../src/features/contact/contactCopy'
import type { InquiryField } from '../src/features/contact/inquiryFields'
import { escapeMarkup } from './lib/html'
import { createSiteServer } from './server/siteServer'
import { loadLazyImages } from './lib/lazyImages'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'shots' },
    only: { type: 'string' },
    widths: { type: 'string', default: '375,820,1280' },
    states: { type: 'string', default: 'all' },
  },
})
const dir = path.resolve(values.dir)
const out = path.resolve(values.out)
const only = values.only?.split(',').filter(Boolean)
const widths = values.widths.split(',').map(Number)

/** A typical screen height for each width: phone, tablet portrait, laptop. */
const heightFor = (width: number) => (width < 600 ? 812 : width < 1000 ? 1180 : 800)

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build in ${path.relative(process.cwd(), dir)}/: run \`npm run build\` first.`)
  process.exit(1)
}

// Every route, plus an address that does not exist (the host answers with 404.html).
const paths = [...allConcretePaths(routeTable), '/no-such-page'].filter(
  (p) => !only || only.includes(p),
)
const slugOf = (p: string) => (p === '/' ? 'home' : p.slice(1).replace(/\//g, '__'))

// The success states post real inquiries: keep them out of the project's data/ folder, in a
// scratch folder removed when the run ends (unless the caller chose the folder).
const scratchInquiries = process.env.INQUIRY_DATA_DIR
  ? undefined
  : mkdtempSync(path.join(tmpdir(), 'shots-inquiries-'))
process.env.INQUIRY_DATA_DIR ??= scratchInquiries
const server = createSiteServer({ root: dir })
await new Promise<void>((resolve, reject) => {
  server.once('error', reject)
  server.listen(0, '127.0.0.1', resolve)
})
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

if (!only) rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

const executablePath = findChromium()
const browser = await chromium.launch({
  args: chromiumArgs,
  ...(executablePath ? { executablePath } : {}),
})
const started = Date.now()
const heights = new Map<string, number>()

/** Waits as a visitor would: the site script has run and each island hydrated after scrolling to it. */
async function settle(page: Page, where: string): Promise<void> {
  try {
    await page.locator('html[data-enhanced="true"]').waitFor({ timeout: 10_000 })
    const islands = page.locator('is-land')
    for (let i = 0; i < (await islands.count()); i++) {
      await islands.nth(i).scrollIntoViewIfNeeded()
      await page.locator('is-land[ready]').nth(i).waitFor({ state: 'attached', timeout: 10_000 })
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  } catch {
    console.warn(`  ${where}: the site script or an island did not start within 10 s`)
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await loadLazyImages(page)
}

async function shoot(page: Page, base: string, fullPage = true, animations = true): Promise<void> {
  // Playwright's `animations: 'disabled'` fast-forwards finite animations to their end; a toast's
  // timer is one (react-toastify closes it when its progress animation ends), so a state with a
  // toast is shot with its animations left running.
  const options = { animations: animations ? 'disabled' : 'allow', caret: 'hide' } as const
  await page.screenshot({ path: `${base}-first.png`, ...options })
  if (fullPage) await page.screenshot({ path: `${base}-full.png`, fullPage: true, ...options })
  heights.set(path.basename(base), await page.evaluate(() => document.documentElement.scrollHeight))
}

/** The states a review looks at besides the pages themselves: name, route, how to get there. */
const states: {
  name: string
  route: string
  open: (page: Page) => Promise<unknown>
  /** The state shows a toast: shot with animations running (see `shoot`). */
  toast?: boolean
}[] = [
  {
    name: 'menu-open',
    route: '/',
    open: async (page) => {
      const toggle = page.getByRole('button', { name: 'Menu' })
      if (await toggle.isVisible()) await toggle.click()
      else
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Industries' })
          .hover()
    },
  },
  ...[
    { name: 'home-dialog', route: '/', opener: /^Read More/ },
    { name: 'blog-dialog', route: '/blog', opener: /^Read More/ },
    { name: 'clients-dialog', route: '/clients', opener: /^Read Case Study/ },
  ].map(({ name, route, opener }) => ({
    name,
    route,
    open: async (page: Page) => {
      await page
        .getByRole('main')
        .getByRole(/* link or button */ 'button', { name: opener })
        .or(page.getByRole('main').getByRole('link', { name: opener }))
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(600) // the article body arrives after the dialog opens
    },
  })),
  {
    name: 'contact-empty-submit',
    route: '/contact',
    open: async (page) => {
      await page.getByRole('button', { name: /Submit inquiry/ }).click()
      await page
        .getByRole('alert')
        .first()
        .waitFor()
        .catch(() => undefined)
    },
  },
  {
    name: 'contact-success',
    route: '/contact',
    open: async (page) => {
      await fillSampleInquiry(page)
      await page.getByRole('button', { name: /Submit inquiry/ }).click()
      await page.getByRole('dialog').waitFor()
      await page.waitForTimeout(400)
    },
  },
  {
    name: 'contact-later',
    route: '/contact',
    toast: true,
    open: async (page) => {
      await fillSampleInquiry(page)
      await page.getByRole('button', { name: /Submit inquiry/ }).click()
      await page.getByRole('button', { name: 'No, maybe later' }).click()
      // The thanks waits until the success toast has left (one toast at a time), then slides in.
      const thanks = page.getByRole('alert').filter({ hasText: 'Thank you!' })
      await thanks.waitFor()
      // It slides in from the edge (react-toastify's Slide, about 750 ms): wait until all of it is on
      // screen, or the shot catches it outside the viewport.
      const width = page.viewportSize()?.width ?? 0
      for (let tries = 0; tries < 50; tries++) {
        const box = await thanks.boundingBox()
        if (box && box.x >= 0 && box.x + box.width <= width) break
        await page.waitForTimeout(50)
      }
      await page.waitForTimeout(200)
    },
  },
]

/** The states of the routes being taken (all of them without `--only`). */
const selectedStates = states.filter((s) => !only || only.includes(s.route))

async function fillSampleInquiry(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Request a free project estimate' })
  const text: [InquiryField, string][] = [
    ['firstName', 'Amina'],
    ['lastName', 'Mwakyusa'],
    ['email', 'amina@shots.example'],
    ['phone', '+255 712 345 678'],
    ['company', 'Pwani Logistics'],
    ['projectDescription', 'We want to forecast parcel volumes for our depots.'],
  ]
  for (const [field, value] of text) await form.getByLabel(fieldCopy[field].label).fill(value)
  for (const select of await form.locator('select').all()) {
    const value = await select.locator('option').last().getAttribute('value')
    if (value) await select.selectOption(value)
  }
  await form.getByRole('radio').first().check()
}

try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: heightFor(width) },
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
      hasTouch: width < 600,
    })
    // No network beyond this machine: external hosts (hero video, placeholders) answer empty at once.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    )
    const page = await context.newPage()
    for (const p of paths) {
      await page.goto(origin + p, { waitUntil: 'load' })
      await settle(page, `${p} @${width}`)
      await shoot(page, path.join(out, `${slugOf(p)}--${width}`))
    }
    if (values.states !== 'none') {
      for (const state of selectedStates) {
        await page.goto(origin + state.route, { waitUntil: 'load' })
        await settle(page, `${state.name} @${width}`)
        try {
          await state.open(page)
          await shoot(page, path.join(out, `state-${state.name}--${width}`), false, !state.toast)
        } catch (error) {
          console.warn(
            `  state ${state.name} @${width}: ${(error as Error).message.split('\n')[0]}`,
          )
        }
      }
    }
    await context.close()
    console.log(`✓ ${paths.length} pages at ${width} px`)
  }
} finally {
  await browser.close()
  server.close()
  if (scratchInquiries) rmSync(scratchInquiries, { recursive: true, force: true })
}

const cell = (base: string, w: number) => {
  const full = existsSync(path.join(out, `${base}-full.png`))
  const height = heights.get(base)
  const target = full ? `${base}-full.png` : `${base}-first.png`
  return `<figure><a href="${target}"><img src="${base}-first.png" loading="lazy" alt="${escapeMarkup(base)}"></a><figcaption>${w} px${height ? ` · ${height} px tall` : ''}${full ? ` · <a href="${target}">full page</a>` : ''}</figcaption></figure>`
}
const rows = [
  ...paths.map((p) => ({ title: p, slug: slugOf(p) })),
  ...(values.states !== 'none'
    ? selectedStates.map((s) => ({
        title: `state: ${s.name} (${s.route})`,
        slug: `state-${s.name}`,
      }))
    : []),
]
  .map(({ title, slug }) => {
    const cells = widths
      .filter((w) => existsSync(path.join(out, `${slug}--${w}-first.png`)))
      .map((w) => cell(`${slug}--${w}`, w))
      .join('')
    return `<section><h2>${escapeMarkup(title)}</h2><div class="row">${cells}</div></section>`
  })
  .join('\n')
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem;background:#eee}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0}img{display:block;height:320px;width:auto;border:1px solid #999;background:#fff}
figcaption{margin-top:.25rem;color:#444}</style>
<h1>${paths.length} pages × ${widths.join(', ')} px</h1>
<p>First screen shown; click for the full page. Built from ${escapeMarkup(path.relative(process.cwd(), dir) || '.')}/.</p>
${rows}
</html>\n`,
)
writeFileSync(path.join(out, 'heights.json'), JSON.stringify(Object.fromEntries(heights), null, 2))
console.log(
  `Wrote ${heights.size} screenshots' worth of pages and states, and ${path.relative(process.cwd(), out)}/index.html in ${Math.round((Date.now() - started) / 1000)} s`,
)
