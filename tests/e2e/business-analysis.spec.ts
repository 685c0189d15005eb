import type { Page } from '@playwright/test'
import {
  analysisReport,
  businessFeatures,
  quickFacts,
  reportSheet,
} from '../../src/features/business-analysis/businessAnalysisCopy'
import { linesOf, smallText } from './checks/openingText'
import { expectReachable } from './checks/hitTest'
import { expect, test, visit } from './fixtures'

const opening = (page: Page) => page.locator('main > [aria-labelledby="page-title"]')

test.describe('business analysis page', () => {
  test('business-analysis: the report opening, the feature cards, the Free / 1 Min / AI-Powered block, and every link to /contact', async ({
    page,
  }) => {
    await visit(page, '/business-analysis')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Turning Data into Opportunity',
    )

    // The opening is the free analysis's report (round 8): the title on the sheet, the input line,
    // the stamp, and the findings ranked by impact, each with its evidence and a next step. The
    // report is not shown a second time further down the page.
    const sheet = opening(page).locator('[data-sheet]')
    await expect(sheet.locator('h1')).toHaveCount(1)
    await expect(sheet).toContainText(reportSheet.file)
    await expect(sheet.locator('[data-stamp]')).toHaveText(reportSheet.stamp)
    const findings = sheet.locator('ol > li:has(h3)')
    await expect(findings).toHaveCount(analysisReport.findings.length)
    for (const finding of await findings.all()) {
      await expect(finding.locator('h3')).toBeVisible()
      await expect(finding.locator('figure figcaption')).toBeVisible()
    }
    await expect(page.locator('main li:has(h3) figure figcaption')).toHaveCount(
      analysisReport.findings.length,
    )
    await expect(opening(page).locator('[data-count-target]')).toHaveCount(0)

    await expect(page.locator('#features article h3')).toHaveText(
      businessFeatures.items.map((f) => f.title),
    )
    const facts = page.locator(`#${quickFacts.id}`)
    for (const fact of quickFacts.items) {
      await expect(facts.getByText(fact.value, { exact: true })).toBeVisible()
      await expect(facts.getByText(fact.label, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('main')).toContainText('30-day free trial')

    const closing = page.locator('#try-free')
    await expect(closing.getByRole('heading', { level: 2 })).toHaveText('Try it free for 30 days')
    await expect(closing.getByRole('link', { name: 'Try Free Demo' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(closing.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )

    await page.getByRole('link', { name: 'Start Free Analysis' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } })
    test('business-analysis: the opening is a light printed sheet across the page, not a window beside the title; the findings in the first screen; words 12 px or more', async ({
      page,
    }) => {
      await visit(page, '/business-analysis')
      await expect(opening(page)).toHaveAttribute('data-opening', 'report-sheet')
      // Light: dark words on a light sheet, no navy window, no window chrome.
      const colour = await opening(page).evaluate((el) => getComputedStyle(el).color)
      const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number)
      expect((r! + g! + b!) / 3, 'dark text on a light ground').toBeLessThan(128)
      await expect(opening(page).locator('svg[data-product-visual]')).toHaveCount(0)
      const sheet = (await opening(page).locator('[data-sheet]').boundingBox())!
      const title = (await page.locator('h1').boundingBox())!
      // The title is on the sheet, and the sheet runs across the page's width.
      expect(title.x).toBeGreaterThan(sheet.x)
      expect(title.y).toBeGreaterThan(sheet.y)
      expect(sheet.width).toBeGreaterThan(1280 * 0.8)
      await expectReachable(opening(page).getByRole('link'), 'opening button @1280px')
      // The three findings side by side, wholly in the first screen.
      const findings = opening(page).locator('ol > li:has(h3)')
      const tops = new Set<number>()
      for (const f of await findings.all()) {
        const box = (await f.boundingBox())!
        tops.add(Math.round(box.y))
        expect(box.y + box.height, 'finding in the first screen').toBeLessThanOrEqual(800)
        expect(await linesOf(f.locator('h3')), 'finding title on at most two lines').toBeLessThan(3)
      }
      expect(tops.size, 'findings in one row').toBe(1)
      expect(await smallText(opening(page), 12)).toEqual([])
    })
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })
    test('business-analysis: on a phone the sheet shows the title and the button first, then the findings; words 11 px or more; nothing wider than the screen', async ({
      page,
    }) => {
      await visit(page, '/business-analysis')
      const button = (await opening(page).getByRole('link').first().boundingBox())!
      expect(button.y + button.height, 'the button in the first screen').toBeLessThanOrEqual(740)
      expect(button.height).toBeGreaterThanOrEqual(44)
      // A finger on the opening's button meets the button (the board's or sheet's parts lie clear of it).
      await expectReachable(opening(page).getByRole('link'), 'opening button @375px')
      const first = (await opening(page).locator('ol > li:has(h3)').first().boundingBox())!
      expect(first.y).toBeGreaterThan(button.y)
      const sheet = (await opening(page).locator('[data-sheet]').boundingBox())!
      expect(sheet.x).toBeGreaterThanOrEqual(0)
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(375)
      expect(await smallText(opening(page), 11)).toEqual([])
      for (const h of await opening(page).locator('ol h3').all()) {
        expect(await linesOf(h), `${await h.textContent()}: at most two lines`).toBeLessThan(3)
      }
    })
  })
})
