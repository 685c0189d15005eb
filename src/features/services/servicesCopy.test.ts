import { describe, expect, it } from 'vitest'
import { coreServices, servicesProcess } from './servicesCopy'

describe('services page content', () => {
  it('has the core services of the spec, each with features, a detail block and its own product route', () => {
    expect(coreServices.map((s) => [s.category, s.to])).toEqual([
      ['Analytics', '/quantum-analytics'],
      ['Annotation', '/quantum-annotate'],
      ['Generative AI', '/quantum-genai'],
      ['Operations', '/mlops-devops'],
    ])
    for (const s of coreServices) {
      expect(s.features.length, s.name).toBeGreaterThan(0)
      expect(s.detail.paragraphs.length, s.name).toBeGreaterThan(0)
    }
  })

  it('has the process steps of the spec, numbered from 1', () => {
    expect(servicesProcess.steps.map((s) => `${s.step} ${s.title}`)).toEqual([
      '1 Discovery',
      '2 Strategy',
      '3 Implementation',
      '4 Optimization',
    ])
  })
})
