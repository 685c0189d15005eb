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
  /** Who the service is for, in a line. */
  audience: string
  /** How an engagement starts, with how long that takes. */
  firstStep: string
  /**
   * The small product window beside the service: a fragment of the product at work (decorative,
   * illustrative numbers; the product's page opens with the full mock-up).
   */
  fragment: ServiceFragment
}

export interface ServiceFragment {
  title: string
  status: string
  /** Two figures side by side. */
  figures: { label: string; value: string }[]
  /** One line of the product at work, with a chip for its state. */
  line: { text: string; chip: string }
  /** What the window shows above the line: a small chart, progress, a question or pipeline stages. */
  show:
    | { kind: 'bars'; label: string; values: number[]; forecast: number }
    | { kind: 'progress'; label: string; percent: number }
    | { kind: 'question'; label: string; text: string }
    | { kind: 'stages'; label: string; stages: string[]; done: number }
}

export const coreServiceFacts = {
  audience: 'Who it’s for',
  firstStep: 'First step',
  features: 'What you get',
}

/** The opening's picture: the four services as stations on the line a data product travels. */
export const serviceMap = {
  get label() {
    return `The ${countWord(coreServices.length)} services, in the order a data product needs them`
  },
  /** The dashed return above the line, from the last station back to the first. */
  loop: 'Live data brings the next question',
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
    audience: 'Teams that decide on sales, stock or risk every week and want the numbers first.',
    firstStep: 'A two-week data review around one decision you make often.',
    fragment: {
      title: 'Quantum Analytics · Sales',
      status: 'Live',
      figures: [
        { label: 'Revenue, 30 days', value: '+12.4%' },
        { label: 'Forecast accuracy', value: '94%' },
      ],
      line: { text: 'Restock the Kariakoo store before Friday', chip: 'Analyst confirmed' },
      show: {
        kind: 'bars',
        label: 'Weekly sales, forecast shaded',
        values: [52, 55, 53, 58, 61, 59, 64, 67, 70, 74, 79],
        forecast: 4,
      },
    },
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
    audience: 'Data-science teams training models on text, images, audio or video.',
    firstStep: 'A pilot batch of a few hundred items, labelled and reviewed in a week.',
    fragment: {
      title: 'Annotation · batch 214',
      status: '82% done',
      figures: [
        { label: 'Agreement', value: '0.93' },
        { label: 'Reviewed', value: '1,240' },
      ],
      line: { text: 'pikipiki · 3 boxes · Swahili intent tagged', chip: 'QA passed' },
      show: { kind: 'progress', label: '1,240 of 1,500 items', percent: 82 },
    },
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
    audience: 'Support, sales and operations teams that answer the same questions every day.',
    firstStep: 'A one-week comparison of models on fifty of your real questions.',
    fragment: {
      title: 'Knowledge assistant',
      status: 'Cites sources',
      figures: [
        { label: 'Sources cited', value: '2' },
        { label: 'Languages', value: 'sw · en' },
      ],
      line: { text: 'Within 14 days, unopened or faulty', chip: 'Refund policy p. 3' },
      show: {
        kind: 'question',
        label: 'Customer asks',
        text: 'What is our return window for phones?',
      },
    },
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
    audience: 'Engineering teams whose models or apps take weeks to reach production.',
    firstStep: 'A one-week review of how you ship today, with a written plan.',
    fragment: {
      title: 'Pipelines · main',
      status: 'All checks passed',
      figures: [
        { label: 'Last release', value: '6 min ago' },
        { label: 'Pipeline time', value: '4m 02s' },
      ],
      line: { text: 'churn-model v14 → production', chip: 'Deployed' },
      show: {
        kind: 'stages',
        label: 'churn-model · main',
        stages: ['Build', 'Test', 'Validate', 'Release'],
        done: 4,
      },
    },
  },
]

export const servicesProcess = {
  id: 'process',
  eyebrow: 'How we work',
  title: 'A four-step process, whatever the service',
  intro: 'Short, visible steps with a working result at the end of each one.',
  /** How long each step usually takes, in the steps' order. */
  durations: ['1–2 weeks', 'About a week', 'Two-week iterations', 'After launch, ongoing'],
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
