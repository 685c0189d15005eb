import { describe, expect, it } from 'vitest'
import { isSitePath } from '../../../tests/support/sitePaths'
import { figures } from '../../data/figures'
import { dashboard } from '../offerings/dashboardCopy'
import {
  joinMovement,
  mlops,
  onPremises,
  pipelineSteps,
  solutionCards,
  solutions,
  studioProducts,
} from './homeCopy'

describe('home content', () => {
  it('names each pipeline step once, and the release run has one stage per step', () => {
    const titles = pipelineSteps.map((s) => s.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(new Set(titles).size).toBe(titles.length)
    const stages = mlops.run.stages.map((s) => s.name)
    expect(new Set(stages).size).toBe(stages.length)
    expect(stages).toHaveLength(pipelineSteps.length)
  })

  it('shows the dashboard tiles with the shared figures', () => {
    expect(dashboard.customerGrowth.value).toBe(figures.customerGrowth)
    expect(dashboard.dataQuality.value).toBe(figures.dataQuality)
  })

  it('has complete solution cards', () => {
    expect(solutionCards.length).toBeGreaterThan(0)
    for (const card of solutionCards) {
      expect(card.title && card.category && card.description && card.cta, card.title).toBeTruthy()
    }
  })

  it('links only to pages of the route table, each studio product to its own page', () => {
    const targets = [
      mlops.link.to,
      solutions.archive.to,
      onPremises.action.to,
      ...joinMovement.actions.map((a) => a.to),
      ...studioProducts.map((p) => p.link.to),
    ]
    for (const to of targets) expect(isSitePath(to), to).toBe(true)
    const products = studioProducts.map((p) => p.link.to)
    expect(new Set(products).size).toBe(products.length)
  })
})
