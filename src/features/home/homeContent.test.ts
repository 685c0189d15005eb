import { describe, expect, it } from 'vitest'
import { dashboard } from '../offerings/dashboardContent'
import { SPEC_ROUTES } from '../offerings/testing/specRoutes'
import {
  joinMovement,
  mlops,
  onPremises,
  pipelineSteps,
  solutionCards,
  solutions,
  studioProducts,
} from './homeContent'

describe('home content (spec "Home (/)")', () => {
  it('has the three-step MLOps pipeline and the Dataset → Model → Deploy diagram', () => {
    expect(pipelineSteps.map((s) => s.title)).toEqual([
      'Data pipeline setup',
      'Model training and validation',
      'Deployment and monitoring',
    ])
    expect(mlops.diagram.stages).toEqual(['Dataset', 'Model', 'Deploy'])
  })

  it('has the four dashboard tiles with 24% customer growth and 98% data quality', () => {
    expect([dashboard.revenue.title, dashboard.growth.title]).toEqual(['Revenue', 'Growth'])
    expect(dashboard.customerGrowth).toEqual({ value: '24%', label: 'Customer growth' })
    expect(dashboard.dataQuality).toEqual({ value: '98%', label: 'Data quality' })
  })

  it('has three complete solution cards', () => {
    expect(solutionCards).toHaveLength(3)
    for (const card of solutionCards) {
      expect(card.title && card.category && card.description && card.cta, card.title).toBeTruthy()
    }
  })

  it('sends its buttons where the spec says', () => {
    expect(studioProducts.map((p) => p.link.to)).toEqual([
      '/quantum-analytics',
      '/quantum-annotate',
      '/quantum-genai',
    ])
    expect(mlops.link.to).toBe('/mlops-devops')
    expect(solutions.archive).toEqual({ label: 'View Archived Solutions', to: '/research' })
    expect(onPremises.action).toEqual({ label: 'Contact us', to: '/contact' })
    expect(joinMovement.actions).toEqual([
      { label: 'Explore Careers', to: '/careers' },
      { label: 'Partner With Us', to: '/contact' },
    ])
    for (const to of [mlops.link.to, ...studioProducts.map((p) => p.link.to)])
      expect(SPEC_ROUTES.has(to)).toBe(true)
  })
})
