import type { Locator, Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

/**
 * Keyboard-only journeys through the pages' interactive parts: the post and client dialogs (focus
 * moves in, stays trapped, and returns to the opener), the FAQ accordion (one item open at a time,
 * collapsible) and the inquiry form (every stop labelled, in reading order). A journey whose trigger
 * is missing fails.
 */

/** The journey's trigger must be on the page: a missing one fails the journey. */
async function requireTrigger(trigger: Locator, journey: string): Promise<void> {
  await expect(trigger, `${journey}: trigger on the page`).toBeVisible()
}

function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector)
}

const dialogJourneys = [
  { route: '/', name: 'home post dialog', trigger: /^Read More/ },
  { route: '/blog', name: 'blog post dialog', trigger: /^Read More/ },
  { route: '/clients', name: 'client dialog', trigger: /^Read Case Study/ },
]

for (const { route, name, trigger } of dialogJourneys) {
  test(`keyboard: ${route} ${name} opens with Enter, traps focus, closes with Escape and returns focus`, async ({
    page,
  }) => {
    await visit(page, route)
    // The opener is a link to the item's page; once the island has hydrated it opens the dialog.
    const opener = page.getByRole('main').getByRole('link', { name: trigger }).first()
    await requireTrigger(opener, `${route} ${name}`)
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect.poll(() => focusInside(page, '[role="dialog"]')).toBe(true)

    // Focus cycles inside the dialog, forwards and backwards.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(page, '[role="dialog"]'), `Tab ${i + 1} stays in the dialog`).toBe(
        true,
      )
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(page, '[role="dialog"]'), `Shift+Tab ${i + 1}`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // Enter opens it again (a link answers Enter, not Space), and the close button (reached by
    // keyboard) also returns focus.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    const close = dialog.getByRole('button', { name: /close/i }).first()
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
}

test('keyboard: FAQ accordion opens one item at a time with Enter and collapses with Space', async ({
  page,
}) => {
  await visit(page, '/faq')
  const questions = page.locator('main details > summary')
  await requireTrigger(questions.first(), '/faq accordion')
  const first = questions.nth(0)
  const second = questions.nth(1)
  const details = (q: Locator) => q.locator('xpath=..')
  const answer = (q: Locator) => details(q).locator('summary + *')

  await first.focus()
  await page.keyboard.press('Enter')
  await expect(details(first)).toHaveAttribute('open')
  await expect(answer(first)).toBeVisible()

  // Tab on to the next question (past any link inside the open answer).
  for (let i = 0; i < 10 && !(await second.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details(second)).toHaveAttribute('open')
  await expect(details(first)).not.toHaveAttribute('open')
  await expect(answer(first)).toBeHidden()

  await page.keyboard.press('Space')
  await expect(details(second)).not.toHaveAttribute('open')
  await expect(answer(second)).toBeHidden()
})

test('keyboard: every stop in the inquiry form is labelled and Tab follows the reading order', async ({
  page,
}) => {
  await visit(page, '/contact')
  const form = page.getByRole('form').first()
  await requireTrigger(form, '/contact inquiry form')
  const firstField = form.locator('input:not([type="hidden"]), select, textarea').first()
  await firstField.focus()

  const stops: { label: string; name: string; top: number; left: number }[] = []
  for (let i = 0; i < 40; i++) {
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || !el.closest('form')) return null
      const control = el as HTMLInputElement
      const labelled =
        (control.labels?.length ?? 0) > 0 ||
        Boolean(el.getAttribute('aria-label')) ||
        Boolean(el.getAttribute('aria-labelledby')) ||
        (el.tagName === 'BUTTON' && Boolean(el.textContent?.trim()))
      const rect = el.getBoundingClientRect()
      return {
        label: `<${el.tagName.toLowerCase()} name="${control.name ?? ''}">`,
        name: labelled ? 'ok' : '',
        top: rect.top + window.scrollY,
        left: rect.left,
        submit: el.getAttribute('type') === 'submit',
      }
    })
    if (!stop) break
    stops.push(stop)
    if (stop.submit) break
    await page.keyboard.press('Tab')
  }

  expect(stops.length, 'Tab reaches the submit button through the form').toBeGreaterThan(8)
  expect(
    stops.filter((s) => s.name !== 'ok').map((s) => s.label),
    'form controls without a label',
  ).toEqual([])
  // Reading order: each stop is below, or on the same row and to the right of, the previous one.
  const outOfOrder = stops.filter((s, i) => {
    const prev = stops[i - 1]
    if (!prev) return false
    return s.top < prev.top - 8 && !(Math.abs(s.top - prev.top) <= 8 && s.left > prev.left)
  })
  expect(
    outOfOrder.map((s) => s.label),
    'stops that jump back up the form',
  ).toEqual([])
})
