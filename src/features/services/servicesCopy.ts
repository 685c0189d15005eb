import type { LucideIcon } from 'lucide-react'
import {
  ChartNoAxesCombined,
  Compass,
  Hammer,
  Search,
  Sparkles,
  Tags,
  TrendingUp,
  Workflow,
} from 'lucide-react'
import type { Action, CtaCopy } from '../offerings/offeringTypes'
import { numberSteps } from '../offerings/processSteps'
import { countWord } from '../../data/countWords'

export const servicesHero = {
  eyebrow: 'Products & Services',
  title: 'Products and services that take AI from idea to impact',
  get lead() {
    return `${countWord(coreServices.length, { capital: true })} offerings cover the whole life of a data product: analysing it, labelling it, generating with it and running it in production. Use one, or let us combine them into a single programme.`
  },
  actions: [
    { label: 'Explore Services', scrollTo: 'core-services', variant: 'onDark' },
    { label: 'Estimate Project', to: '/contact', variant: 'primary' },
  ] satisfies Action[],
}

/** A core-service card: features, an expandable detail block and 'Learn More' to its product page. */
export interface CoreService {
  icon: LucideIcon
  name: string
  category: string
  summary: string
  features: string[]
  detail: { title: string; paragraphs: string[] }
  to: string
  /** The service on the opening's service map: the stage of a data product's life and a note. */
  map: { stage: string; note: string }
}

/** The opening's picture: the four services around one data product. */
export const serviceMap = {
  title: 'Service map',
  get meta() {
    return `One data product, ${countWord(coreServices.length)} services`
  },
  get label() {
    return `The ${countWord(coreServices.length)} services, in the order a data product needs them`
  },
}

export const coreServicesSection = {
  id: 'core-services',
  eyebrow: 'Core services',
  title: 'Our core services',
  intro: 'Each service has its own team, tools and track record, and all of them work together.',
  learnMore: 'Learn More',
}

export const coreServices: CoreService[] = [
  {
    icon: ChartNoAxesCombined,
    name: 'Quantum Analytics',
    category: 'Analytics',
    summary:
      'A data-centric analytics platform where machine learning and human feedback improve each other.',
    features: [
      'Predictive analytics and real-time monitoring',
      'Custom dashboards and automated reporting',
      'Impact measurement tied to business metrics',
    ],
    detail: {
      title: 'What the engagement includes',
      paragraphs: [
        'We connect your data sources, build the first models and dashboards around the decisions that matter most, and train your analysts to give the feedback that keeps models accurate.',
        'Typical projects go live with a first use case within weeks, then add new questions on the same platform.',
      ],
    },
    to: '/quantum-analytics',
    map: { stage: 'Analyse', note: 'Dashboards and forecasts' },
  },
  {
    icon: Tags,
    name: 'Quantum Annotate',
    category: 'Annotation',
    summary:
      'Text, image, audio and video annotation by a professional workforce, with quality you can measure.',
    features: [
      'Multi-modal labelling under one set of guidelines',
      'Trained annotators, including local-language speakers',
      'Quality reports with every delivery',
    ],
    detail: {
      title: 'What the engagement includes',
      paragraphs: [
        'We design the label taxonomy with your data scientists, run a pilot batch to test the guidelines, then scale a trained team to your volume.',
        'Every batch is reviewed for accuracy and agreement before it is delivered in the format your training code expects.',
      ],
    },
    to: '/quantum-annotate',
    map: { stage: 'Label', note: 'Labels you can measure' },
  },
  {
    icon: Sparkles,
    name: 'Quantum GenAI',
    category: 'Generative AI',
    summary:
      'Generative-AI enhancement for your products and workflows: assistants, content and multilingual chat.',
    features: [
      'Knowledge assistants grounded in your documents',
      'Custom language models and content generation',
      'Guardrails, evaluation and monitoring built in',
    ],
    detail: {
      title: 'What the engagement includes',
      paragraphs: [
        'We find the tasks where generation adds value, prepare your knowledge for retrieval, compare models on your own examples and add the guardrails the results call for.',
        'After launch we monitor quality and usage and keep improving prompts, models and content sources.',
      ],
    },
    to: '/quantum-genai',
    map: { stage: 'Generate', note: 'Assistants and content' },
  },
  {
    icon: Workflow,
    name: 'MLOps & DevOps',
    category: 'Operations',
    summary:
      'Automated pipelines, infrastructure and monitoring that take models and software to production and keep them healthy.',
    features: [
      'CI/CD for code, data and models',
      'Infrastructure as code, in the cloud or on premises',
      'Monitoring, alerting and model registry',
    ],
    detail: {
      title: 'What the engagement includes',
      paragraphs: [
        'We assess how your teams ship today, design a platform that fits your stack and budget, and automate one high-value workflow end to end before extending it.',
        'Your engineers are trained alongside ours, so the platform stays yours to run and extend.',
      ],
    },
    to: '/mlops-devops',
    map: { stage: 'Run', note: 'Pipelines and monitoring' },
  },
]

export const servicesProcess = {
  id: 'process',
  eyebrow: 'How we work',
  title: 'A four-step process, whatever the service',
  intro: 'Short, visible steps with a working result at the end of each one.',
  steps: numberSteps([
    {
      icon: Search,
      title: 'Discovery',
      description:
        'We learn your goals, data and constraints, and agree on how success will be measured.',
    },
    {
      icon: Compass,
      title: 'Strategy',
      description:
        'We choose the approach, tools and milestones, and send a clear plan with a fixed estimate.',
    },
    {
      icon: Hammer,
      title: 'Implementation',
      description:
        'We build in short iterations, showing working results on your own data every step of the way.',
    },
    {
      icon: TrendingUp,
      title: 'Optimization',
      description:
        'We monitor, measure and improve after launch, and train your team to carry the work forward.',
    },
  ]),
}

export const archived = {
  id: 'archived',
  title: 'Looking for an earlier product?',
  text: 'Some of our first products have been retired, and what we learned from them lives on in today’s services. Their stories, methods and results are kept in our research archive.',
  action: { label: 'View Archived Solutions', to: '/research' },
}

export const servicesCta: CtaCopy = {
  title: 'Not sure which service fits?',
  text: 'Describe your challenge and we will recommend the right mix, with a free project estimate.',
  actions: [
    { label: 'Contact us', to: '/contact' },
    { label: 'Estimate Project', to: '/contact' },
  ],
}
