import { describe, expect, it } from 'vitest'
import { figures } from '../../data/figures'
import { mlopsDevopsPage } from '../mlops-devops/mlopsDevopsContent'
import { analyticsPage } from '../quantum-analytics/analyticsContent'
import { annotatePage } from '../quantum-annotate/annotateContent'
import { genaiPage } from '../quantum-genai/genaiContent'
import type { Action, ProductPageContent } from './offeringTypes'
import { productPageActions, productPageProblems } from './pageChecks'
import { SPEC_ROUTES } from './testing/specRoutes'

const pages: Record<string, ProductPageContent> = {
  '/quantum-analytics': analyticsPage,
  '/quantum-annotate': annotatePage,
  '/quantum-genai': genaiPage,
  '/mlops-devops': mlopsDevopsPage,
}

const target = (a: Action) => ('to' in a ? a.to : `#${a.scrollTo}`)
const labelsAndTargets = (actions: Action[]) => actions.map((a) => [a.label, target(a)])
const stats = (p: ProductPageContent) => p.stats.items.map((s) => `${s.value} ${s.label}`)

describe.each(Object.entries(pages))('product page %s', (_path, page) => {
  it('is consistent: scroll buttons reach sections, links reach spec routes', () => {
    expect(productPageProblems(page)).toEqual([])
    for (const action of productPageActions(page)) {
      if ('to' in action) expect(SPEC_ROUTES.has(action.to), action.label).toBe(true)
    }
  })

  it('has five capability cards and a five-step process numbered 1 to 5', () => {
    expect(page.capabilities.items).toHaveLength(5)
    expect(page.process.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5])
    const titles = [...page.capabilities.items, ...page.process.steps].map((i) => i.title)
    expect(new Set(titles).size).toBe(titles.length)
  })
})

describe('analytics page content (spec "Analytics page")', () => {
  it('shows the four stat tiles, from the shared figures', () => {
    expect(stats(analyticsPage)).toEqual([
      '40x More productivity',
      '20% Faster delivery',
      '100+ Active users',
      '10x Performance boost',
    ])
    expect(analyticsPage.stats.items[0]?.value).toBe(figures.productivity)
  })

  it('lists the spec capabilities, six features, five steps and four reasons', () => {
    expect(analyticsPage.capabilities.items.map((c) => c.title)).toEqual([
      'Machine Learning & Human Feedback',
      'Impact Measurement',
      'Smart Decision Making',
      'Data-Centric Platform',
      'Progress Tracking',
    ])
    for (const c of analyticsPage.capabilities.items) expect(c.benefits.length).toBeGreaterThan(0)
    expect(analyticsPage.features?.items.map((f) => f.title)).toEqual([
      'Predictive Analytics',
      'Real-Time Monitoring',
      'Data Visualization',
      'Automated Reporting',
      'Custom Dashboards',
      'Data Integration',
    ])
    expect(analyticsPage.process.steps.map((s) => s.title)).toEqual([
      'Data Discovery',
      'Platform Setup',
      'Model Training',
      'Dashboard Creation',
      'Deployment & Training',
    ])
    expect(analyticsPage.whyChoose?.items).toHaveLength(4)
  })

  it('has the named buttons and targets', () => {
    expect(labelsAndTargets(productPageActions(analyticsPage))).toEqual([
      ['Explore Platform', '#features'],
      ['Get Started', '/contact'],
      ['Start Your Analytics Journey', '/contact'],
      ['View All Services', '/services'],
    ])
  })
})

describe('annotation page content (spec "Annotation page")', () => {
  it('shows the four stats', () => {
    expect(stats(annotatePage)).toEqual([
      '99.5% Accuracy',
      '50k+ Annotations/day',
      '24/7 Quality monitoring',
      '100+ Expert annotators',
    ])
  })

  it('lists five service cards (multi-modal first) and the five spec steps', () => {
    const services = annotatePage.capabilities.items
    expect(services.map((s) => s.title)).toEqual([
      'Multi-Modal Annotation',
      'Professional Workforce',
      'Industry-Grade Quality',
      'Scalable Solutions',
      'Custom Frameworks',
    ])
    const multiModal = [services[0]?.description, ...(services[0]?.benefits ?? [])].join(' ')
    for (const kind of ['Text', 'image', 'audio', 'video']) expect(multiModal).toContain(kind)
    expect(annotatePage.process.steps.map((s) => s.title)).toEqual([
      'Project Planning',
      'Framework Design',
      'Team Assignment',
      'Annotation & Quality Control',
      'Delivery & Support',
    ])
  })

  it('has the named buttons and targets', () => {
    expect(labelsAndTargets(productPageActions(annotatePage))).toEqual([
      ['Explore Services', '#services'],
      ['Get Started', '/contact'],
      ['Start Your Project', '/contact'],
      ['View All Services', '/services'],
    ])
  })
})

describe('generative-AI page content (spec "Generative-AI page", §9)', () => {
  it('shows the GenAI stats and eight technology tiles', () => {
    expect(stats(genaiPage)).toEqual([
      '40% Performance improvement',
      '60% Faster deployment',
      '95% Accuracy',
      '24/7 Monitoring',
    ])
    expect(genaiPage.technologies?.items).toHaveLength(8)
  })

  it('links to /contact and /services', () => {
    const targets = productPageActions(genaiPage).map(target)
    expect(targets).toContain('/contact')
    expect(targets).toContain('/services')
  })
})

describe('MLOps & DevOps page content (spec "MLOps & DevOps", §9)', () => {
  it('shows 90% faster deployment and 50% cost reduction', () => {
    expect(stats(mlopsDevopsPage).slice(0, 2)).toEqual([
      '90% Faster deployment',
      '50% Cost reduction',
    ])
  })

  it('has a 12-tool technology grid with name, description and category', () => {
    const tools = mlopsDevopsPage.technologies?.items ?? []
    expect(tools).toHaveLength(12)
    expect(new Set(tools.map((t) => t.name)).size).toBe(12)
    for (const t of tools) {
      expect(t.name && t.description && t.category, t.name).toBeTruthy()
    }
    expect(mlopsDevopsPage.whyChoose?.items.length).toBeGreaterThan(0)
  })

  it('has the named buttons and targets', () => {
    const actions = labelsAndTargets(productPageActions(mlopsDevopsPage))
    expect(actions).toContainEqual(['Explore Solutions', '#features'])
    expect(actions).toContainEqual(['Get Started', '/contact'])
    expect(actions).toContainEqual(['View All Services', '/services'])
  })
})
