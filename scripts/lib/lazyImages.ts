import type { Page } from '@playwright/test'

/**
 * Loads the page's lazy images, as a visitor scrolling down would meet them. A full-page screenshot
 * does not scroll, so without this every image below the first screen shows as an empty box (in
 * `npm run shots` and in the review's before/after pictures alike).
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
    for (const img of lazy) img.loading = 'eager'
    // decode() settles once the image has loaded (or failed): a broken one still shows as broken.
    await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)))
  })
}
