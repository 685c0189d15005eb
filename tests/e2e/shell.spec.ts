import { site } from '../../src/config/site'
import { companyEntries, footerGroups, industryEntries } from '../../src/layout/navigation'
import { expect, mainNav, test, visit, ready } from './fixtures'

test.describe('header', () => {
  test('shows the brand linking home, the nav items and Estimate Project, and marks the active route', async ({
    page,
  }) => {
    await visit(page, '/about')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Msingi AI' })).toHaveAttribute('href', '/')
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Products & Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await expect(nav.getByRole('button', { name: 'Industries' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Research' })).toHaveAttribute('href', '/research')
    await expect(nav.getByRole('button', { name: 'Company' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Estimate Project' })).toHaveAttribute(
      'href',
      '/contact',
    )

    // The active route is marked.
    const company = nav.getByRole('button', { name: 'Company' })
    await expect(company).toHaveAttribute('data-active', 'true')
    await expect(nav.getByRole('button', { name: 'Industries' })).toHaveAttribute(
      'data-active',
      'false',
    )
    await company.click()
    await expect(nav.getByRole('link', { name: /About Us/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('Industries dropdown opens on hover and lists every sector with its description', async ({
    page,
  }) => {
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Industries' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    for (const entry of industryEntries) {
      const link = mainNav(page).getByRole('link', { name: new RegExp(entry.name) })
      await expect(link).toBeVisible()
      await expect(link).toContainText(entry.desc)
      await expect(link).toHaveAttribute('href', entry.path)
    }
  })

  test('a dropdown closes 120 ms after the pointer leaves, not before', async ({ page }) => {
    await page.clock.install()
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Company' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // Stop the page's clock so only runFor() moves time from here.
    await page.clock.pauseAt(Date.now() + 1000)
    await page.mouse.move(5, 400)
    await page.clock.runFor(100)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(40)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('moving from the trigger into the panel keeps the dropdown open', async ({ page }) => {
    await page.clock.install()
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Company' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.clock.pauseAt(Date.now() + 1000)
    const partnerships = mainNav(page).getByRole('link', { name: /Partnerships/ })
    await partnerships.hover()
    // Well past the 120 ms close delay.
    await page.clock.runFor(300)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(partnerships).toBeVisible()
  })

  test('company dropdown works by keyboard: focus opens, Enter keeps, Escape closes and returns focus', async ({
    page,
  }) => {
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Company' })
    await trigger.focus()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    for (const entry of companyEntries) {
      await expect(mainNav(page).getByRole('link', { name: new RegExp(entry.name) })).toContainText(
        entry.desc,
      )
    }
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: /About Us/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(mainNav(page).getByRole('link', { name: /Contact Us/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('clicking a dropdown trigger toggles it', async ({ page }) => {
    await visit(page, '/about')
    const trigger = mainNav(page).getByRole('button', { name: 'Industries' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('skip link moves focus to the main content', async ({ page }) => {
    await visit(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a toggle opens a menu with the items, About Us instead of company, and Estimate Project', async ({
    page,
  }) => {
    await visit(page, '/about')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Products & Services' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Industries', exact: true })).toBeVisible()
    for (const entry of industryEntries) {
      await expect(menu.getByRole('link', { name: entry.name })).toHaveAttribute('href', entry.path)
    }
    await expect(menu.getByRole('link', { name: 'Research' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    await expect(menu.getByRole('button', { name: 'Company' })).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Estimate Project' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(menu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  test('choosing an item navigates and closes the menu', async ({ page }) => {
    await visit(page, '/about')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test.describe('footer', () => {
  test('has the logo, location, every social link and a link to every page group', async ({
    page,
  }) => {
    await visit(page, '/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(site.locationText)).toBeVisible()
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(site.social.length)
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const nav = footer.getByRole('navigation', { name: 'Footer' })
    for (const group of footerGroups) {
      for (const link of group.links) {
        await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
          'href',
          link.path,
        )
      }
    }
    for (const path of ['/privacy', '/terms', '/faq', '/glossary']) {
      await expect(nav.locator(`a[href="${path}"]`)).toHaveCount(1)
    }
  })
})

test.describe('navigation behaviour', () => {
  test('after navigating, the page scrolls back to the top', async ({ page }) => {
    await visit(page, '/about')
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Msingi AI', exact: true })
      .click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an unknown path answers 404 with the not-found page and logs the path', async ({
    page,
  }) => {
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await ready(page)
    // The code is shown large (and again in the site map's corner).
    await expect(page.getByRole('main').getByText('404', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
    await expect.poll(() => logs.some((l) => l.includes('/no/such/page'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
