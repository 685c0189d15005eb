/**
 * Screenshots of every route of the built site, for looking at what we build.
 *   npm run shots [-- --dir dist] [--out shots] [--only /about,/blog] [--widths 375,1280]
 *
 * Serves `dist/` with the site's own static server on a free port, opens each concrete path of the
 * route table (every article and research page too) in Playwright's Chromium with reduced motion, and
 * writes, per width, the first screen and the full page into `shots/` (git-ignored), plus an
 * `index.html` contact sheet to compare widths side by side.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { allConcretePaths, routeTable } from '../src/routes/table'
import { chromiumArgs, findChromium } from '../tests/support/chromium'
import { escapeMarkup } from './lib/html'
import { createSiteServer } from './server/siteServer'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'shots' },
    only: { type: 'string' },
    widths: { type: 'string', default: '375,820,1280' },
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
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: heightFor(width) },
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    })
    // No network beyond this machine: external hosts (hero video, placeholders) answer empty at once.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 204, body: '' }),
    )
    const page = await context.newPage()
    for (const p of paths) {
      await page.goto(origin + p, { waitUntil: 'load' })
      await page
        .locator('html[data-hydrated="true"]')
        .waitFor({ timeout: 10_000 })
        .catch(() => console.warn(`  ${p} @${width}: not hydrated after 10 s`))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const base = path.join(out, `${slugOf(p)}--${width}`)
      await page.screenshot({ path: `${base}-first.png`, animations: 'disabled', caret: 'hide' })
      await page.screenshot({
        path: `${base}-full.png`,
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      })
    }
    await context.close()
    console.log(`✓ ${paths.length} pages at ${width} px`)
  }
} finally {
  await browser.close()
  server.close()
}

const rows = paths
  .map((p) => {
    const cells = widths
      .map((w) => {
        const base = `${slugOf(p)}--${w}`
        return `<figure><a href="${base}-full.png"><img src="${base}-first.png" loading="lazy" alt="${escapeMarkup(p)} at ${w} px"></a><figcaption>${w} px · <a href="${base}-full.png">full page</a></figcaption></figure>`
      })
      .join('')
    return `<section><h2>${escapeMarkup(p)}</h2><div class="row">${cells}</div></section>`
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
console.log(
  `Wrote ${paths.length * widths.length * 2} screenshots and ${path.relative(process.cwd(), out)}/index.html in ${Math.round((Date.now() - started) / 1000)} s`,
)
