import { throttle } from '../support/throttle'
import { expectReachable } from './checks/hitTest'
import { expect, mainNav, test } from './fixtures'

/**
 * A mid-range phone on slow 4G (CDP: 562.5 ms latency, 1.47 Mbit/s, CPU 4× slower): React hydrates
 * seconds after the first paint. The menu must work in those seconds, and keep working after.
 */
test('the small-screen menu opens, is reachable and closes before hydration, and still works after', async ({
  page,
}) => {
  await throttle(page)
  await page.goto('/industries', { waitUntil: 'commit' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  await toggle.click()
  const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated)
  expect(hydratedAtTap, 'the tap came before hydration').toBeUndefined()
  const menu = mainNav(page)
  await expect(menu).toBeVisible()
  const links = menu.getByRole('link')
  const results = await expectReachable(links, '/industries throttled, before hydration', 10)
  test.info().annotations.push({
    type: 'throttled menu',
    description: `${results.length} items reachable before hydration`,
  })
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(menu).toBeHidden()

  // Hydration takes over without closing or breaking anything.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu).toBeVisible()
  await expect(links.first()).toBeFocused()
  await menu.getByRole('link', { name: 'Research' }).click()
  await expect(page).toHaveURL(/\/research$/)
  await expect(menu).toBeHidden()
})

test('a menu opened before hydration stays open, with its state, when React takes over', async ({
  page,
}) => {
  await throttle(page)
  await page.goto('/about', { waitUntil: 'commit' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  await toggle.click()
  await expect(mainNav(page)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(mainNav(page)).toBeHidden()
})
