import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * Collects Content-Security-Policy violations from the page (events) and from the console
 * (Chromium's reports); call before the first navigation. Returns a reader of what was seen.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text()))
      fromConsole.push(msg.text())
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      )
    })
  })
  return async () => [...fromConsole, ...(await page.evaluate(() => window.__cspViolations ?? []))]
}

/** Scrolls through the page so that anything loaded or started on view (video, counters) runs. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(400, window.innerHeight)
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
}
