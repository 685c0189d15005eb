import type { Page } from '@playwright/test'

declare global {
  interface Window {
    __cls?: number
  }
}

/** Starts summing layout shifts not caused by input; call before the first navigation. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) window.__cls = (window.__cls ?? 0) + entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The cumulative layout shift so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => window.__cls ?? 0)
}

/** Images below the fold that would load eagerly (measured with the page scrolled to the top). */
export function eagerImagesBelowFold(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((img) => img.getBoundingClientRect().top + window.scrollY > window.innerHeight)
      .filter((img) => img.loading !== 'lazy')
      .map((img) => img.getAttribute('src')),
  )
}
