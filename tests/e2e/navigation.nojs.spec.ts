import { allNavPaths, footerGroups, mainNav as headerItems } from '../../src/layout/navigation'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { expectReachable } from './checks/hitTest'
import type { Page } from '@playwright/test'
import { expect, mainNav, test } from './fixtures'

/**
 * With JavaScript off (a script error, a blocked CDN, reader modes, the seconds before hydration on
 * a slow phone), every route's navigation still works: the header's dropdowns open on hover and
 * focus in CSS, the small-screen menu is a `popover` the browser opens and closes itself, and every
 * link is a plain link to a prerendered page.
 */
const routes = allConcretePaths(routeTable)
const dropdownItems = headerItems.filter((item) => item.dropdown)

/** Routes in groups, each group walked in one page (a fresh page per route costs more than the walk). */
const GROUP_SIZE = 6
const groups = Array.from({ length: Math.ceil(routes.length / GROUP_SIZE) }, (_, i) =>
  routes.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
)

async function walkNavigation(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(path)
  await expect(page.locator('html')).not.toHaveAttribute('data-enhanced', 'true')
  const where = `${path} without JS`

  // Desktop: every dropdown opens on hover and its entries can be tapped.
  for (const item of dropdownItems) {
    const trigger = mainNav(page).getByRole('button', { name: item.name })
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()
    await trigger.hover()
    await expect(panel).toBeVisible()
    await expectReachable(
      panel.getByRole('link'),
      `${where} @1280px, ${item.name} open`,
      item.dropdown?.length,
    )
    await page.mouse.move(640, 790)
    await expect(panel).toBeHidden()
  }
  // …and opens for the keyboard too.
  const trigger = mainNav(page).getByRole('button', { name: dropdownItems[0]!.name })
  await trigger.focus()
  await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible()

  // Footer: every page group is linked.
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
  for (const group of footerGroups)
    for (const link of group.links)
      await expect(footer.locator(`a[href="${link.path}"]`).first()).toBeAttached()

  // Small screens: the menu toggle opens the menu, every item is reachable, Escape closes it.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = mainNav(page)
  await expect(menu).toBeVisible()
  const links = menu.getByRole('link')
  await expectReachable(links, `${where} @375px, menu open`, await links.count())
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
}

test.describe('no JavaScript: navigation on every route', () => {
  for (const group of groups) {
    test(`${group.join(', ')}: header, small-screen menu and footer work without JavaScript`, async ({
      page,
    }) => {
      test.slow() // several routes in one test
      for (const path of group) await walkNavigation(page, path)
    })
  }

  test('links lead to prerendered pages: the menu, a dropdown entry and the footer navigate', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await mainNav(page).getByRole('link', { name: 'Research' }).click()
    await expect(page).toHaveURL(/\/research$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(mainNav(page)).toBeHidden()

    await page.setViewportSize({ width: 1280, height: 800 })
    const industries = headerItems.find((i) => i.name === 'Industries')!
    await mainNav(page).getByRole('button', { name: industries.name }).hover()
    const sector = industries.dropdown![2]!
    await mainNav(page)
      .getByRole('link', { name: new RegExp(sector.name) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${sector.path}$`))

    await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click()
    await expect(page).toHaveURL(/\/glossary$/)
    expect(allNavPaths()).toContain('/glossary')
  })
})
