import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type * as AxeCore from 'axe-core'
import { expect } from '../fixtures'

/**
 * axe-core, injected into the page (@axe-core/playwright 4.14 needs Node 22), against the WCAG 2.0,
 * 2.1 and 2.2 A and AA rules plus the best-practice rules Lighthouse scores.
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

/** Runs axe on the page as it is now and fails with one line per rule broken, naming `where`. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
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
