import { expect, type Locator } from '@playwright/test'

/**
 * The one portrait in `holder`, scrolled into view and loaded (a decoded image, not a broken
 * icon): returns its box, so a caller can check the frame's proportions and scale.
 */
export async function loadedPortrait(holder: Locator) {
  const portrait = holder.locator('img')
  await expect(portrait).toHaveCount(1)
  await portrait.scrollIntoViewIfNeeded()
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  return (await portrait.boundingBox())!
}
