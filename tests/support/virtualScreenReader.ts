import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** Where the page loads the screen reader's browser bundle from (answered by the test, not the site). */
const BUNDLE_PATH = '/__virtual-screen-reader.js'

let bundle: string | undefined

/** The browser build of `@guidepup/virtual-screen-reader` (an ES module exporting `virtual`). */
function readBundle(): string {
  const require = createRequire(import.meta.url)
  const entry = require.resolve('@guidepup/virtual-screen-reader/browser.js')
  bundle ??= readFileSync(entry, 'utf8')
  return bundle
}

/**
 * Loads Guidepup's virtual screen reader into the page: it reads the accessibility
 * tree as a screen reader announces it ("article, Title", "heading, Title, level 1", landmarks by
 * role and name). The page must be opened with `bypassCSP`, since the reader arrives as a module
 * script the page's CSP does not list.
 */
export async function loadVirtualScreenReader(page: Page): Promise<void> {
  await page.route(`**${BUNDLE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readBundle() }),
  )
  await page.addScriptTag({
    type: 'module',
    content: `import { virtual } from '${BUNDLE_PATH}'; window.virtualScreenReader = virtual`,
  })
  await page.waitForFunction(() => 'virtualScreenReader' in window)
}
