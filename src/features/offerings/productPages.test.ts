import { describe, expect, it } from 'vitest'
import { isSitePath } from '../../../tests/support/sitePaths'
import { productPageActions, productPageProblems } from '../../../tests/support/productPageChecks'
import { figures } from '../../data/figures'
import { whyUsMetrics } from '../home/homeCopy'
import { mlopsDevopsPage } from '../mlops-devops/mlopsDevopsCopy'
import { analyticsPage } from '../quantum-analytics/analyticsCopy'
import { annotatePage } from '../quantum-annotate/annotateCopy'
import { genaiPage } from '../quantum-genai/genaiCopy'
import type { ProductPageContent } from './offeringTypes'

const pages: Record<string, ProductPageContent> = {
  '/quantum-analytics': analyticsPage,
  '/quantum-annotate': annotatePage,
  '/quantum-genai': genaiPage,
  '/mlops-devops': mlopsDevopsPage,
}

const unique = (values: string[]) => new Set(values).size === values.length

describe.each(Object.entries(pages))('product page %s', (path, page) => {
  it('is a page of the route table', () => {
    expect(isSitePath(path)).toBe(true)
  })

  it('is consistent: scroll buttons reach sections, links reach pages of the route table', () => {
    expect(productPageProblems(page)).toEqual([])
    for (const action of productPageActions(page)) {
      if ('to' in action) expect(isSitePath(action.to), action.label).toBe(true)
    }
  })

  it('offers the contact page from the hero and from the closing band', () => {
    const toContact = (actions: ProductPageContent['hero']['actions']) =>
      actions.some((a) => 'to' in a && a.to === '/contact')
    expect(toContact(page.hero.actions)).toBe(true)
    expect(toContact(page.cta.actions)).toBe(true)
  })

  it('numbers its process steps 1, 2, 3… and names every card and step once', () => {
    expect(page.process.steps.map((s) => s.step)).toEqual(page.process.steps.map((_, i) => i + 1))
    const titles = [...page.capabilities.items, ...page.process.steps].map((i) => i.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(unique(titles)).toBe(true)
  })

  it('gives every stat a value and a label, and every technology a name, description and category', () => {
    for (const s of page.stats.items) expect(s.value && s.label, s.label).toBeTruthy()
    const tools = page.technologies?.items ?? []
    expect(unique(tools.map((t) => t.name))).toBe(true)
    for (const t of tools) expect(t.name && t.description && t.category, t.name).toBeTruthy()
  })
})

describe('figures', () => {
  it('a figure shown on more than one page comes from src/data/figures.ts', () => {
    const shared = new Set<string>(Object.values(figures).map(String))
    const seen = new Map<string, number>()
    const values = [...Object.values(pages), { stats: { items: whyUsMetrics } }].flatMap((p) =>
      p.stats.items.map((s) => String(s.value)),
    )
    for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1)
    const repeated = [...seen].filter(([, n]) => n > 1).map(([value]) => value)
    expect(repeated.filter((value) => !shared.has(value))).toEqual([])
  })
})
