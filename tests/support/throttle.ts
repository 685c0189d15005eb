import type { Page } from '@playwright/test'

/**
 * The throttled phone profile every visitor-facing figure is measured with: slow 4G (562.5 ms
 * latency, 1.47 Mbit/s down, 675 kbit/s up) and a CPU slowed four times, applied through CDP.
 */
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuRate: 4,
} as const

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latency,
    downloadThroughput: SLOW_4G.downloadThroughput,
    uploadThroughput: SLOW_4G.uploadThroughput,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuRate })
}

/**
 * The phone the throttled benchmark loads pages on (Lighthouse's mobile screen, see
 * docs/PERFORMANCE.md): pass to `browser.newContext()`. The `throttled` e2e project keeps Playwright's Pixel 7.
 */
export const THROTTLED_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const
