import { expect, test } from './fixtures'
import { cardSurface, dialogRoutes, expectFullText, itemOf, tap } from './dialogPages'

/**
 * Without JavaScript every "Read More" and "Read Case Study" on /, /blog and /clients, and a tap on
 * a card, lead to a page that holds the whole text (issue 26: before, some were buttons with no page
 * behind them, dead until the scripts arrived).
 */
for (const r of dialogRoutes) {
  test(`first tap, no JavaScript: every ${r.action.source.slice(1)} on ${r.route} and a tap on a card open the item's page with its full text`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + r.items.length * 6_000)
    await page.goto(r.route)
    const actions = page.getByRole('main').getByRole('link', { name: r.action })
    const count = await actions.count()
    expect(count, `${r.route}: one call to action per card`).toBe(
      await page.locator(r.cards).count(),
    )
    expect(count).toBe(r.items.length)
    for (let i = 0; i < count; i++) {
      const action = actions.nth(i)
      const item = itemOf(r, await action.getAttribute('href'))
      await tap(page, action)
      await expect(page).toHaveURL(new RegExp(`${item.href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
      await expectFullText(page.getByRole('main'), item)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${r.route === '/' ? '/' : r.route}$`))
    }

    // A tap anywhere on a card (here: its description, or its picture where a compact card shows no
    // description) follows the card's title link.
    const card = page.locator(r.cards).last()
    const title = card.getByRole('heading', { level: 3 }).getByRole('link')
    const item = itemOf(r, await title.getAttribute('href'))
    await tap(page, await cardSurface(card), title)
    await expect(page).toHaveURL(new RegExp(`${item.href}$`))
    await expectFullText(page.getByRole('main'), item)
  })
}
