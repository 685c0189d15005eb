import { companyEntries, industryEntries } from '../../src/layout/navigation'
import { expect, mainNav, test, visit } from './fixtures'

/**
 * Keyboard-only journeys through the site shell: the skip link, the header dropdowns and the mobile
 * menu. (The full Tab walk of every route, at 1280 and 375 px, is in routes.spec.ts.)
 */
test.describe('keyboard: the shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('Tab starts at the skip link, then the brand, then the main navigation in order', async ({
    page,
  }) => {
    await visit(page, '/about')
    const order = [
      page.getByRole('link', { name: 'Skip to content' }),
      page.getByRole('banner').getByRole('link', { name: 'Msingi AI' }),
      mainNav(page).getByRole('link', { name: 'Products & Services' }),
      mainNav(page).getByRole('button', { name: 'Industries' }),
    ]
    for (const target of order) {
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
    }
  })

  test('the skip link moves focus into main, so the next Tab continues in the page', async ({
    page,
  }) => {
    await visit(page, '/about')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')))
    expect(inMain).toBe(true)
  })

  test('Industries: Enter opens, arrows walk every sector, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Industries' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    for (const entry of industryEntries) {
      await page.keyboard.press('ArrowDown')
      await expect(mainNav(page).getByRole('link', { name: new RegExp(entry.name) })).toBeFocused()
    }
    await page.keyboard.press('ArrowUp')
    await expect(
      mainNav(page).getByRole('link', {
        name: new RegExp(industryEntries[industryEntries.length - 2]?.name ?? ''),
      }),
    ).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('a dropdown closes when focus tabs out of it', async ({ page }) => {
    await visit(page, '/about')
    const company = mainNav(page).getByRole('button', { name: 'Company' })
    await company.focus()
    await expect(company).toHaveAttribute('aria-expanded', 'true')
    for (let i = 0; i < companyEntries.length; i++) await page.keyboard.press('Tab')
    await expect(
      mainNav(page).getByRole('link', {
        name: new RegExp(companyEntries[companyEntries.length - 1]?.name ?? ''),
      }),
    ).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(mainNav(page).getByRole('link', { name: 'Estimate Project' })).toBeFocused()
    await expect(company).toHaveAttribute('aria-expanded', 'false')
  })

  test('Enter on a dropdown entry navigates there and focus is not lost', async ({ page }) => {
    await visit(page, '/')
    const company = mainNav(page).getByRole('button', { name: 'Company' })
    await company.focus()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: /About Us/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(company).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  })
})

test.describe('keyboard: the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Space opens it, focus lands on the first item, Tab reaches Estimate Project, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Space')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link').first()).toBeFocused()
    const estimate = menu.getByRole('link', { name: 'Estimate Project' })
    const links = await menu.getByRole('link').count()
    for (let i = 1; i < links; i++) await page.keyboard.press('Tab')
    await expect(estimate).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  test('Enter on a menu item navigates and closes the menu', async ({ page }) => {
    await visit(page, '/')
    await page.getByRole('button', { name: 'Menu' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('navigation', { name: 'Main' })
    // The menu moves focus to its first link when it has opened (on the popover's toggle event, a
    // task after the key press): wait for that, as a person would see it, before moving on.
    await expect(menu.getByRole('link').first()).toBeFocused()
    await menu.getByRole('link', { name: 'About Us' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })
})
