import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import type * as AxeCore from 'axe-core'
import { allConcretePaths, routeTable } from '../../src/routes/table'
import { expect, mainNav, test, visit } from './fixtures'

/**
 * Accessibility gate: axe-core (injected into the page; @axe-core/playwright 4.14 needs Node 22) on
 * every route of the route table at 1280 px and 375 px against the WCAG 2.0, 2.1 and 2.2 A and AA
 * rules plus the best-practice rules Lighthouse scores, and again with the header dropdowns, the
 * mobile menu, every disclosure (expandables, accordions) and the dialogs open. Any violation
 * fails, naming the route, state, rule and elements.
 */
const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8')
type AxeApi = typeof AxeCore
/**
 * Best-practice rules outside the WCAG tags that Lighthouse's accessibility score counts: with them
 * the gate also holds the "accessibility 100" target.
 */
const LIGHTHOUSE_RULES = [
  'heading-order',
  'landmark-one-main',
  'page-has-heading-one',
  'skip-link',
  'tabindex',
  'empty-heading',
  'image-redundant-alt',
  'meta-viewport',
  'accesskeys',
]
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const

const routes = allConcretePaths(routeTable).filter((p) => p !== '/404')

interface Violation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** Lets finite CSS animations (fades, dialog pop-in) finish so colours are measured at rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ])
  })
}

/** Runs axe on the page as it is now and fails with one line per rule broken. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  await settle(page)
  // Evaluated through the DevTools protocol, so the site's Content-Security-Policy (no inline
  // scripts) stays on for the audit, as visitors get it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations: Violation[] = await page.evaluate(
    async ({ tags, extra }) => {
      const axe = (window as unknown as { axe: AxeApi }).axe
      // The dialog library's focus-lock sentinels (zero-size, tabindex 1) are not page content.
      const result = await axe.run(
        { exclude: [['[data-focus-guard]']] },
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
          resultTypes: ['violations'],
        },
      )
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(' > ')),
      }))
    },
    { tags: WCAG_TAGS, extra: LIGHTHOUSE_RULES },
  )
  const lines = violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.targets.slice(0, 6).join(' | ')}${
        v.targets.length > 6 ? ` and ${v.targets.length - 6} more` : ''
      }`,
  )
  expect(lines, `axe violations on ${where}`).toEqual([])
}

/** Skips an open state whose trigger the page does not have yet, saying so in the report. */
async function requireTrigger(trigger: Locator, state: string): Promise<void> {
  if ((await trigger.count()) > 0) return
  test.skip(true, `${state}: trigger not on the page (yet), so this open state was not audited`)
}

for (const viewport of VIEWPORTS) {
  test.describe(`a11y at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const route of routes) {
      test(`${route} has no WCAG 2.2 A/AA violations, disclosures closed and open`, async ({
        page,
      }) => {
        await visit(page, route)
        await expectNoViolations(page, `${route} @${viewport.width}px`)
        // Open state of every disclosure in the page (expandables, accordion items): open each
        // closed one; an accordion that keeps one item open ends with its last item open.
        const disclosures = page.locator('main button[aria-expanded]:visible')
        const count = await disclosures.count()
        let opened = 0
        for (let i = 0; i < count; i++) {
          const button = disclosures.nth(i)
          if ((await button.getAttribute('aria-expanded')) !== 'false') continue
          await button.click()
          opened++
        }
        if (opened > 0)
          await expectNoViolations(page, `${route} @${viewport.width}px, disclosures open`)
      })
    }
  })
}

test.describe('a11y of open states', () => {
  test.describe('desktop header', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    for (const name of ['Industries', 'company']) {
      test(`the ${name} dropdown open has no violations`, async ({ page }) => {
        await visit(page, '/about')
        const trigger = mainNav(page).getByRole('button', { name })
        await trigger.click()
        await expect(trigger).toHaveAttribute('aria-expanded', 'true')
        await expectNoViolations(page, `/about @1280px, ${name} dropdown open`)
      })
    }
  })

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the mobile menu open has no violations', async ({ page }) => {
      await visit(page, '/')
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expectNoViolations(page, '/ @375px, mobile menu open')
    })
  })

  const dialogs = [
    { route: '/', state: 'home post dialog', trigger: /^Read More/ },
    { route: '/blog', state: 'blog post dialog', trigger: /^Read More/ },
    { route: '/clients', state: 'client dialog', trigger: /^Read Case Study/ },
  ]
  for (const viewport of VIEWPORTS) {
    test.describe(`dialogs at ${viewport.width}px`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })
      for (const { route, state, trigger } of dialogs) {
        test(`${route}: the ${state} open has no violations`, async ({ page }) => {
          await visit(page, route)
          const opener = page.getByRole('main').getByRole('button', { name: trigger }).first()
          await requireTrigger(opener, `${route} ${state}`)
          await opener.click()
          await expect(page.getByRole('dialog')).toBeVisible()
          await expectNoViolations(page, `${route} @${viewport.width}px, ${state} open`)
        })
      }

      test('/faq: an accordion item open has no violations', async ({ page }) => {
        await visit(page, '/faq')
        const closed = page.locator('main button[aria-expanded="false"]')
        await requireTrigger(closed.first(), '/faq accordion')
        // Pin the element: once open it no longer matches [aria-expanded="false"].
        const id = await closed.first().getAttribute('id')
        const question = id ? page.locator(`[id="${id}"]`) : closed.first()
        await question.click()
        await expect(question).toHaveAttribute('aria-expanded', 'true')
        await expectNoViolations(page, `/faq @${viewport.width}px, accordion item open`)
      })
    })
  }
})
