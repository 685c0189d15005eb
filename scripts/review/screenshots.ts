/**
 * Screenshots of pages of two builds, for the review: each build served by the site's own static
 * server on a free port, each page opened in Playwright's Chromium at each width with reduced motion,
 * as a visitor meets it (the site script has run, the islands on the first screen have hydrated,
 * the fonts are in), then taken as the full page; the first screen is its top, `heightFor(width)`
 * pixels (Chromium's full-page capture keeps the viewport's layout: the same pixels).
 */
import { mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../tests/support/chromium'
import { createSiteServer } from '../server/siteServer'
import { loadLazyImages } from '../lib/lazyImages'

export type Side = 'base' | 'head'
export type Frame = 'first' | 'full'

export interface ShotJob {
  path: string
  sides: Side[]
}

/** Where the screenshots of a page go, under the report's folder: `shots/<slug>/`. */
export const shotFolder = (page: string) =>
  path.join(
    'shots',
    page === '/' ? 'home' : page.slice(1).replace(/\/$/, '-index').replace(/\//g, '__'),
  )

/** A screenshot's file, relative to the report's folder. */
export const shotFile = (page: string, width: number, side: Side | 'diff', frame: Frame) =>
  path.join(shotFolder(page), `${width}-${side}-${frame}.png`)

/** A typical screen height for each width: phone, laptop. */
export const heightFor = (width: number) => (width < 600 ? 812 : 800)

async function serve(root: string) {
  const server = createSiteServer({ root })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Waits as a visitor would: the site script has run, the islands in view have hydrated. */
async function settle(page: Page): Promise<string | undefined> {
  let problem: string | undefined
  try {
    await page.locator('html[data-enhanced="true"]').waitFor({ state: 'attached', timeout: 10_000 })
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('is-land')].every((island) => {
          const box = island.getBoundingClientRect()
          return box.top >= innerHeight || box.bottom <= 0 || island.hasAttribute('ready')
        }),
      undefined,
      { timeout: 10_000 },
    )
  } catch {
    problem = 'the site script or an island did not start within 10 s'
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await loadLazyImages(page)
  return problem
}

export interface ScreenshotOptions {
  jobs: ShotJob[]
  roots: Record<Side, string>
  /** The report's folder: the files go to `shots/` in it. */
  outDir: string
  widths: number[]
  /** Pages shot at once. */
  concurrency?: number
  log?: (line: string) => void
}

/** Takes every screenshot of `jobs`; answers the problems met (a page that did not settle). */
export async function takeScreenshots({
  jobs,
  roots,
  outDir,
  widths,
  concurrency = 2,
  log = () => undefined,
}: ScreenshotOptions): Promise<string[]> {
  const problems: string[] = []
  if (jobs.length === 0) return problems
  const servers = { base: await serve(roots.base), head: await serve(roots.head) }
  const executablePath = findChromium()
  let browser: Browser | undefined
  const contexts = new Map<string, Promise<BrowserContext>>()
  try {
    browser = await chromium.launch({
      args: chromiumArgs,
      ...(executablePath ? { executablePath } : {}),
    })
    const contextFor = (side: Side, width: number): Promise<BrowserContext> => {
      const key = `${side} ${width}`
      let context = contexts.get(key)
      if (!context) {
        context = browser!
          .newContext({
            viewport: { width, height: heightFor(width) },
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            hasTouch: width < 600,
          })
          .then(async (created) => {
            // Nothing beyond this machine: external hosts (hero video, placeholders) answer empty.
            const origin = servers[side].origin
            await created.route(
              (url) => url.origin !== origin,
              (route) => route.fulfill({ status: 204, body: '' }),
            )
            return created
          })
        contexts.set(key, context)
      }
      return context
    }

    const tasks = jobs.flatMap((job) =>
      widths.flatMap((width) => job.sides.map((side) => ({ page: job.path, width, side }))),
    )
    let next = 0
    const lane = async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!
        const context = await contextFor(task.side, task.width)
        const page = await context.newPage()
        try {
          await page.goto(servers[task.side].origin + task.page, { waitUntil: 'load' })
          const problem = await settle(page)
          if (problem) problems.push(`${task.page} (${task.side}, ${task.width} px): ${problem}`)
          mkdirSync(path.join(outDir, shotFolder(task.page)), { recursive: true })
          // The full page only: its first screen is its top (the same pixels), cut out later.
          await page.screenshot({
            path: path.join(outDir, shotFile(task.page, task.width, task.side, 'full')),
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
          })
        } finally {
          await page.close()
        }
        log(`  ${task.page} ${task.side} ${task.width} px`)
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane))
  } finally {
    for (const context of contexts.values()) await (await context).close().catch(() => undefined)
    await browser?.close()
    servers.base.server.close()
    servers.head.server.close()
  }
  return problems
}
