import { figures } from '../../data/figures'
import type { Stat } from '../../ui/StatTile'

export const homeHero = {
  eyebrow: 'AI & data science · Dar\u00a0es\u00a0Salaam → worldwide',
  title: 'AI that leaves the lab and goes to work',
  lead: 'We design, build and run machine-learning systems — custom models, MLOps, analytics and data annotation — for businesses, startups and researchers around the world.',
  primary: { label: 'Estimate Project', to: '/contact' },
  scroll: { label: 'Scroll to Explore', targetId: 'why-us' },
}

/**
 * The interface fragments beside the hero title: what a client's system looks like in our hands.
 * Decorative (hidden from assistive tech, the hero text says the same); numbers are illustrative.
 */
export const heroVisual = {
  pipeline: {
    title: 'fraud-screen · release v14',
    status: 'All checks passed · 6 min ago',
    steps: ['Data', 'Label', 'Train', 'Deploy'],
    live: 'Live',
  },
  metric: {
    label: 'Precision',
    value: '0.94',
    change: '+3.1 pts since v13',
    // Weekly precision, oldest first (0–1), drawn as the sparkline.
    series: [0.83, 0.84, 0.86, 0.85, 0.88, 0.9, 0.89, 0.91, 0.93, 0.94],
  },
  vision: {
    label: 'Street scene · object detection',
    // The detected classes, as the drawing labels them (the scores would make them too small).
    boxes: [
      { label: 'bajaji', highlight: true },
      { label: 'pikipiki', highlight: false },
    ],
  },
  language: {
    lang: 'sw',
    text: 'Nataka kulipa bili ya maji',
    gloss: '“I want to pay the water bill”',
    intent: 'intent: pay_bill',
    confidence: '0.96',
  },
}

/** How many client quotes home shows (the first clients of content/clients, in their order). */
export const homeTestimonialCount = 3

export const whyUs = {
  id: 'why-us',
  eyebrow: 'Why us',
  title: 'Results our clients can measure',
  intro: 'We judge our work by what changes after launch.',
}

/**
 * Why-us: the spec's six figures and the community counter, staged by the claim each supports.
 * The statement figure (40x) is set large with a caption that reads as a sentence; the others sit
 * in two groups, each headed by its claim and by where its figures come from (the definitions are
 * on /about, "How we count": src/data/figures.ts figureBasis).
 */
export const whyUsStatement: Stat & { sentence: string } = {
  value: figures.productivity,
  label: 'Productivity for data teams',
  sentence:
    'The same team gets forty times as much done on the platform, measured before and after over a quarter.',
}

export interface WhyUsGroup {
  id: string
  /** The claim the figures support, in a word. */
  claim: string
  /** Where the figures come from, said once above them. */
  evidence: string
  /** Each figure's label, and what makes it specific (after the label from 768 px). */
  metrics: (Stat & { detail: string })[]
}

export const whyUsGroups: WhyUsGroup[] = [
  {
    id: 'speed',
    claim: 'Speed',
    evidence: 'On Quantum Analytics deployments.',
    metrics: [
      {
        value: figures.fasterModelDelivery,
        label: 'Faster model delivery',
        detail: 'from data to production',
      },
      {
        value: figures.performanceMultiplier,
        label: 'Faster data processing',
        detail: 'on the same data',
      },
      {
        value: figures.performanceBoost,
        label: 'Model performance boost',
        detail: 'over the team’s previous ones',
      },
    ],
  },
  {
    id: 'reach',
    claim: 'Reach',
    evidence: 'Counted each month.',
    metrics: [
      { value: figures.activeUsers, label: 'Platform users', detail: 'signed in each month' },
      { value: figures.downloads, label: 'Downloads of our open tools', detail: 'and SDKs' },
    ],
  },
]

/** The community counter, the last figure of the reach group (the label follows the figure). */
export const community = {
  value: figures.communityMembers,
  label: 'Members in our AI & data community',
  text: 'engineers, researchers and founders who meet, share and build with us.',
}

/** The spec's six why-us metrics (the statement first), for the tests and the figure checks. */
export const whyUsMetrics: Stat[] = [whyUsStatement, ...whyUsGroups.flatMap((g) => g.metrics)]

/** What the why-us figures count, under them (the full definitions are on /about, "How we count"). */
export const whyUsBasis = 'What each figure counts:'

// ---------------------------------------------------------------------------------------------
// Sections after why-us, in page order: AI studio, MLOps, business analysis, solutions,
// on-premises, join the movement (the featured articles come from the blog feature).

export const aiStudio = {
  id: 'ai-studio',
  eyebrow: 'AI studio',
  title: 'An AI studio for ideas that deserve to ship',
  intro:
    'Bring us a problem and your data: we turn it into a working product, or start you from one of ours.',
  // The hero says whom for; the claim is the figure.
  claim: `${figures.aiProjectsDelivered} AI projects delivered`,
}

export interface StudioProduct {
  name: string
  category: string
  description: string
  link: { label: string; to: string }
}

/** The studio's three products, each linking to its own page. */
export const studioProducts: StudioProduct[] = [
  {
    name: 'Quantum Analytics',
    category: 'Analytics platform',
    description:
      'Machine learning and human feedback on one data-centric platform: forecasts, dashboards and impact you can measure.',
    link: { label: 'Explore Quantum Analytics', to: '/quantum-analytics' },
  },
  {
    name: 'Quantum Annotate',
    category: 'Annotation service',
    description:
      'Text, image, audio and video labelled by a professional workforce, with quality checks at every step.',
    link: { label: 'Explore Quantum Annotate', to: '/quantum-annotate' },
  },
  {
    name: 'Quantum GenAI',
    category: 'Generative-AI enhancement',
    description:
      'Assistants, content generation and multilingual chat, grounded in your knowledge and kept to your rules.',
    link: { label: 'Explore Quantum GenAI', to: '/quantum-genai' },
  },
]

export const mlops = {
  id: 'mlops',
  eyebrow: 'MLOps',
  // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
  title: 'From dataset to deployed model, without the last\u2011mile stall',
  intro: `${figures.modelsNeverCommercialized} of AI models are never commercialized. Ours reach production along one tested, monitored path.`,
  /**
   * The spec's Dataset → Model → Deploy diagram, drawn as one release of a client's model the way
   * our pipeline records it (an example: a churn forecast for a mobile operator): each stage with
   * the check it passed and its time, then the watch that follows it in production.
   */
  run: {
    title: 'Dataset → Model → Deploy',
    label: 'Example release run',
    name: 'churn-forecast',
    version: 'v14',
    status: 'Live',
    stages: [
      { name: 'Dataset', detail: 'Schema and freshness checked, 2.1M rows', time: '2 min' },
      { name: 'Model', detail: 'AUC 0.91 against a 0.88 gate', time: '18 min' },
      { name: 'Deploy', detail: 'Canary on 10% of traffic, then all', time: '40 min' },
    ],
    watch: { label: 'Drift watch', value: 'Stable for 30 days' },
  },
  link: { label: 'Explore MLOps & DevOps', to: '/mlops-devops' },
}

export interface PipelineStep {
  title: string
  summary: string
  detail: string
}

/** The three-step pipeline; each step's detail opens on click. */
export const pipelineSteps: PipelineStep[] = [
  {
    title: 'Data pipeline setup',
    summary: 'Reliable, versioned data flowing in from every source.',
    detail:
      'We connect your databases, files and APIs, validate every batch on arrival and version the data, so each model can be traced back to exactly what it learned from.',
  },
  {
    title: 'Model training and validation',
    summary: 'Repeatable training with quality gates before release.',
    detail:
      'Experiments are tracked, models are evaluated against agreed benchmarks and checked for bias, and only versions that pass the gates are promoted to the registry.',
  },
  {
    title: 'Deployment and monitoring',
    summary: 'Automated releases, watched around the clock.',
    detail:
      'Approved models ship through automated pipelines to the cloud or your own servers, with dashboards and alerts for accuracy, drift, latency and cost.',
  },
]

export const businessAnalysis = {
  id: 'business-analysis',
  eyebrow: 'Business analysis',
  // No-break spaces: "clearly," stays with "business" and "in one dashboard" holds together, so no
  // line ends on "clearly, in".
  title: 'See your business\u00a0clearly, in\u00a0one\u00a0dashboard',
  // The dashboard beside it shows what the analysis finds; the intro says what the visitor does.
  intro: 'Upload your data and let AI-powered analysis do the spreadsheet work.',
  points: [
    'Revenue and growth trends without spreadsheets',
    'Customer and data-quality health at a glance',
    `A free ${figures.freeTrialDays}-day trial, no setup needed`,
  ],
  action: { label: 'Try now', to: '/contact' },
}

/** Solution card: title, category, description, cta. Every cta leads to /contact. */
export interface SolutionCard {
  title: string
  category: string
  description: string
  cta: string
}

export const solutions = {
  id: 'solutions',
  eyebrow: 'Solutions',
  // No intro: the title says what they are.
  title: 'Solutions ready to adapt to your business',
  archive: { label: 'View Archived Solutions', to: '/research' },
}

export const solutionCards: SolutionCard[] = [
  {
    title: 'Payment Fraud Screening',
    category: 'Financial Services',
    description:
      'Real-time scoring of transactions that stops fraud while letting genuine customers pay without friction.',
    cta: 'Request a Demo',
  },
  {
    title: 'Customer Churn Prediction',
    category: 'Telecommunications',
    description:
      'Spot subscribers who are likely to leave and act early with offers that fit each customer.',
    cta: 'Discuss Your Use Case',
  },
  {
    title: 'Smart Document Processing',
    category: 'Enterprise & Public Sector',
    description:
      'Read, classify and extract data from forms, invoices and letters in Swahili and English.',
    cta: 'Get a Free Estimate',
  },
]

export const onPremises = {
  id: 'on-premises',
  eyebrow: 'On-premises AI',
  title: 'Keep your data in your own building',
  text: 'Regulated or sensitive data? We run models, pipelines and monitoring on your own servers or private cloud.',
  points: [
    'Data never leaves your network',
    'Works with your security policies',
    'Supported by our team',
  ],
  /**
   * The drawing beside the text: the client's building with its data, the model and its teams
   * inside the wall, the servers it runs on, and our team outside, sending updates in. The three
   * points label it: the wall, the servers and our team.
   */
  diagram: {
    building: 'Your building',
    flow: ['Your data', 'Our model', 'Your teams'],
    team: 'Updates come in; no data goes out.',
  },
  action: { label: 'Contact us', to: '/contact' },
}

export const joinMovement = {
  id: 'join',
  eyebrow: 'Join the movement',
  title: 'Build the future of AI in Africa with us',
  // No sentence under the title: who the community is, the why-us counter says; what to do, the
  // two buttons.
  actions: [
    { label: 'Explore Careers', to: '/careers' },
    { label: 'Partner With Us', to: '/contact' },
  ],
}
