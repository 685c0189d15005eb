import type { Page } from '@playwright/test'
import { faqItems } from '../../src/generated/indexes/faq'
import { expect, prerenderedHtml, test, visit } from './fixtures'

const item = (page: Page, i: number) =>
  page.locator(`[data-accordion="faq"] [data-value="item-${i}"]`)
const trigger = (page: Page, i: number) => item(page, i).locator('summary')

test.describe('FAQ', () => {
  test('faq: every question, valued item-0 onwards in order, all closed, answers in the HTML; one item open at a time, collapsible; operable by keyboard', async ({
    page,
    request,
  }) => {
    expect(faqItems.map((f) => f.value)).toEqual(faqItems.map((_, i) => `item-${i}`))
    const html = await prerenderedHtml(request, '/faq')
    for (const f of faqItems) expect(html).toContain(f.answer[0]!)
    const ld = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: Array<{ name: string }> })
      .find((d) => d['@type'] === 'FAQPage')
    expect(ld?.mainEntity?.map((q) => q.name)).toEqual(faqItems.map((f) => f.question))

    await visit(page, '/faq')
    for (let i = 0; i < faqItems.length; i++) {
      await expect(trigger(page, i)).toHaveText(faqItems[i]!.question)
      await expect(item(page, i)).not.toHaveAttribute('open')
      await expect(page.getByText(faqItems[i]!.answer[0]!)).toBeHidden()
    }

    // One item open at a time, and the open one collapses.
    const open = page.locator('[data-accordion="faq"] details[open]')
    await trigger(page, 0).click()
    await expect(item(page, 0)).toHaveAttribute('open')
    await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeVisible()
    await trigger(page, 2).click()
    await expect(item(page, 2)).toHaveAttribute('open')
    await expect(item(page, 0)).not.toHaveAttribute('open')
    await expect(page.getByText(faqItems[0]!.answer[0]!)).toBeHidden()
    await expect(open).toHaveCount(1)
    await trigger(page, 2).click()
    await expect(item(page, 2)).not.toHaveAttribute('open')
    await expect(open).toHaveCount(0)

    // Keyboard: Enter and Space toggle, arrows, Home and End move.
    await trigger(page, 0).focus()
    await page.keyboard.press('Enter')
    await expect(item(page, 0)).toHaveAttribute('open')
    await page.keyboard.press('ArrowDown')
    await expect(trigger(page, 1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(item(page, 1)).toHaveAttribute('open')
    await expect(item(page, 0)).not.toHaveAttribute('open')
    const last = faqItems.length - 1
    await page.keyboard.press('End')
    await expect(trigger(page, last)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(trigger(page, 0)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(trigger(page, last)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(trigger(page, 0)).toBeFocused()
  })
})
