import {
  Activity,
  Boxes,
  Clock,
  Eye,
  Rocket,
  ServerCog,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, Capability, CtaCopy, IconStat, SectionCopy } from '../offerings/offeringTypes'
import { countWord } from '../../data/countWords'

export const mlopsHero = {
  eyebrow: 'MLOps service · the last mile',
  // A no-break space keeps '+' at the end of a line, never at the start of one.
  title: 'Machine Learning\u00a0+ DevOps: get your models over the last mile',
  lead: 'Building a model is the start, not the finish. We bring DevOps discipline to machine learning so your models reach customers, stay accurate and earn back what they cost.',
  actions: [
    { label: 'See the Solutions', scrollTo: 'solutions', variant: 'secondary' },
    { label: 'Get Started', to: '/contact', variant: 'primary' },
  ] satisfies Action[],
  /** The line under the buttons that points to /mlops-devops, the platform this page is not. */
  sibling: {
    question: 'Need the pipelines and tooling themselves?',
    link: 'The MLOps & DevOps platform →',
  },
}

/** The last-mile problem (50-90% of AI models never commercialized). */
export const lastMile = {
  id: 'last-mile',
  eyebrow: 'The last-mile problem',
  title: 'Most AI never leaves the lab',
  icon: TriangleAlert,
  figure: figures.modelsNeverCommercialized,
  figureLabel: 'of AI models are never commercialized',
  paragraphs: [
    `Industry studies keep finding the same thing: ${figures.modelsNeverCommercialized} of AI models are never commercialized. They work in a notebook, impress in a demo, and then stall.`,
    'The reasons are rarely the model itself. Data pipelines break, deployment is manual, nobody notices when accuracy drifts, and the team that built the model moves on. That gap between prototype and product is the last mile.',
    'MLOps closes it: the same automation, testing and monitoring that made software delivery dependable, applied to data and models.',
  ],
}

/**
 * The funnel of the last-mile drawing: each stage's bar (a share of the width, drawn for shape, not
 * measured) and, below it, the leak to the next stage with the solution that closes it (numbered as
 * the solution cards). The last stage's bar runs from 10% to 50%: the complement of the spec's
 * "50-90% of AI models never commercialized".
 */
export const funnel: {
  stage: string
  share: number
  range?: number
  leak?: string
  closedBy?: { n: number; name: string }
}[] = [
  {
    stage: 'Works in a notebook',
    share: 100,
    leak: 'Released by hand, or never',
    closedBy: { n: 1, name: 'Deployment' },
  },
  {
    stage: 'Running in production',
    share: 70,
    leak: 'Accuracy drifts unnoticed',
    closedBy: { n: 2, name: 'Monitoring' },
  },
  {
    stage: 'Still accurate months later',
    share: 48,
    leak: 'Buckles under real traffic',
    closedBy: { n: 3, name: 'Infrastructure' },
  },
  {
    stage: 'Serving every customer',
    share: 32,
    leak: 'Cannot be audited or reproduced',
    closedBy: { n: 4, name: 'Governance' },
  },
  { stage: 'Commercialized', share: 10, range: 50 },
]

export const mlopsSolutions: SectionCopy & { items: Capability[] } = {
  id: 'solutions',
  eyebrow: 'Solutions',
  get title() {
    return `${countWord(this.items.length, { capital: true })} solutions for the last mile`
  },
  intro: 'Each one closes a leak in the funnel above; the numbers match.',
  items: [
    {
      icon: Rocket,
      title: 'Automated Model Deployment',
      description: 'Pipelines that package, test and release models with one approved change.',
      benefits: ['No more hand-built releases', 'Safe rollbacks', 'Cloud or on-premises targets'],
    },
    {
      icon: Activity,
      title: 'Continuous Monitoring',
      description:
        'Live tracking of accuracy, drift, latency and cost, with alerts before users notice.',
      benefits: ['Drift caught early', 'Clear service levels', 'Retraining triggered by data'],
    },
    {
      icon: ServerCog,
      title: 'Scalable Infrastructure',
      description: 'Container-based platforms that grow with demand and shrink when it falls.',
      benefits: ['Automatic scaling', 'Infrastructure as code', 'Costs kept visible'],
    },
    {
      icon: Boxes,
      title: 'Model Governance & Versioning',
      description: 'Every model, dataset and experiment versioned, reviewed and traceable.',
      benefits: ['Reproducible results', 'Audit trails for regulators', 'Approval workflows'],
    },
  ],
}

export const mlopsStats: SectionCopy & { items: IconStat[] } = {
  id: 'results',
  eyebrow: 'Results',
  title: 'What MLOps delivers',
  intro: 'Measured on the model services we have taken to production with our clients.',
  items: [
    {
      value: figures.fasterModelDelivery,
      label: 'Faster first deployment',
      icon: Clock,
      context:
        'From a validated prototype to its first production release, against the team’s previous model.',
    },
    {
      value: '50%',
      label: 'Fewer errors',
      icon: ShieldCheck,
      context: 'Failed releases and data-pipeline breaks, against hand-run releases.',
    },
    {
      value: figures.uptime,
      label: 'Uptime',
      icon: Activity,
      context: 'Availability of the model services we run, month by month.',
    },
    {
      value: figures.monitoring,
      label: 'Monitoring',
      icon: Eye,
      context: 'Accuracy, drift and cost watched around the clock, with alerts.',
    },
  ],
}

export const mlopsCta: CtaCopy = {
  title: 'Ready to take your models the last mile?',
  text: 'Tell us where your models are stuck. We will show you the shortest path to production and send a free estimate.',
  actions: [
    { label: 'Contact us', to: '/contact' },
    { label: 'Explore MLOps & DevOps', to: '/mlops-devops' },
  ],
}
