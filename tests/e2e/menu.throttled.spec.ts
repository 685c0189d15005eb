import { throttle } from '../support/throttle'
import { expectReachable } from './checks/hitTest'
import { expect, holdScripts, mainNav, test, ready } from './fixtures'

/**
 * A mid-range phone on slow 4G (CDP: 562.5 ms latency, 1.47 Mbit/s, CPU 4× slower): the site script
 * runs a second or more after the first paint. The menu must work in that time, and keep working after.
 */
test('the small-screen menu opens, is reachable and closes before the site script, and still works after', async ({
  page,
}) => {
  await throttle(page)
  // The site script is small and the tap itself starts it: hold it back until the tap is done.
  const { release } = await holdScripts(page)
  await page.goto('/industries', { waitUntil: 'commit' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  await toggle.click()
  const enhancedAtTap = await page.evaluate(() => document.documentElement.dataset.enhanced)
  expect(enhancedAtTap, 'the tap came before the site script ran').toBeUndefined()
  const menu = mainNav(page)
  await expect(menu).toBeVisible()
  const links = menu.getByRole('link')
  const results = await expectReachable(links, '/industries throttled, before the site script', 10)
  test.info().annotations.push({
    type: 'throttled menu',
    description: `${results.length} items reachable before the site script`,
  })
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(menu).toBeHidden()
  release()

  // The site script takes over without closing or breaking anything.
  await ready(page, { timeout: 60_000 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu).toBeVisible()
  await expect(links.first()).toBeFocused()
  await menu.getByRole('link', { name: 'Research' }).click()
  await expect(page).toHaveURL(/\/research$/)
  await expect(menu).toBeHidden()
})

test('a menu opened before the site script stays open, with its state, when the script runs', async ({
  page,
}) => {
  await throttle(page)
  const { release } = await holdScripts(page)
  await page.goto('/about', { waitUntil: 'commit' })
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  await toggle.click()
  await expect(mainNav(page)).toBeVisible()
  release()
  await ready(page, { timeout: 60_000 })
  await expect(mainNav(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(mainNav(page)).toBeHidden()
})
