import { expect, holdScripts, test, visit } from './fixtures'
import { cardSurface, dialogRoutes, expectFullText, itemOf, tap } from './dialogPages'

/**
 * With JavaScript the taps that lead to an item's page open its dialog instead, once the page's
 * island has hydrated, and the address follows (issue 26): the address bar shows the item's page
 * while the dialog is open, Back closes it (Forward opens it again), Escape and the close button go
 * back, and the address, shared, opens the page itself.
 */
for (const r of dialogRoutes) {
  test(`first tap: on ${r.route} every ${r.action.source.slice(1)} and a tap on a card open the dialog with the item's address; Back closes it, Forward reopens it, the address opens the page`, async ({
    page,
  }) => {
    // Each item: a dialog opened, closed by Escape (the first also by Back and Forward); slow under load.
    test.setTimeout(40_000 + r.items.length * 6_000)
    await visit(page, r.route)
    const start = page.url()
    const dialog = page.getByRole('dialog')
    const actions = page.getByRole('main').getByRole('link', { name: r.action })
    const count = await actions.count()
    expect(count).toBe(r.items.length)
    for (let i = 0; i < count; i++) {
      const action = actions.nth(i)
      const item = itemOf(r, await action.getAttribute('href'))
      await tap(page, action)
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(r.dialogTitle(item))
      await expect(page).toHaveURL(new RegExp(`${item.href}$`))
      if (i === 0) {
        await expectFullText(dialog, item)
        // Back closes it and restores the address; Forward opens it again.
        await page.goBack()
        await expect(dialog).toHaveCount(0)
        expect(page.url()).toBe(start)
        await page.goForward()
        await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(r.dialogTitle(item))
        await expect(page).toHaveURL(new RegExp(`${item.href}$`))
      }
      // Escape closes it and goes back to the list's address; focus returns to the control.
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      expect(page.url()).toBe(start)
      await expect(action).toBeFocused()
    }

    // A tap on a card (its description, or its picture where a compact card shows no description)
    // opens the same dialog; the close button closes it.
    const card = page.locator(r.cards).last()
    const title = card.getByRole('heading', { level: 3 }).getByRole('link')
    const item = itemOf(r, await title.getAttribute('href'))
    await tap(page, await cardSurface(card), title)
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(r.dialogTitle(item))
    await expect(page).toHaveURL(new RegExp(`${item.href}$`))
    await dialog.getByRole('button', { name: /^Close/ }).click()
    await expect(dialog).toHaveCount(0)
    expect(page.url()).toBe(start)

    // The dialog's address, shared, is the item's own page.
    await page.goto(item.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
    await expectFullText(page.getByRole('main'), item)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
}

test('first tap: a tap with a modifier key, or before the island has hydrated, follows the link to the page', async ({
  page,
  context,
}) => {
  const r = dialogRoutes.find((d) => d.route === '/clients')!
  await visit(page, r.route)
  const action = page.getByRole('main').getByRole('link', { name: r.action }).first()
  const item = itemOf(r, await action.getAttribute('href'))
  // Ctrl-click (a new tab): the page opens there, no dialog here.
  const opened = context.waitForEvent('page')
  await action.click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe(item.href)
  await tab.close()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Before any script has run, the link is a link.
  await holdScripts(page)
  await page.goto(r.route, { waitUntil: 'domcontentloaded' })
  await tap(page, page.getByRole('main').getByRole('link', { name: r.action }).first())
  await expect(page).toHaveURL(new RegExp(`${item.href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
})
