import type { LucideIcon } from 'lucide-react'
import { ChartNoAxesCombined, Download, Rocket, Smile, Sparkles, Tags, Zap } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, CtaCopy, IconStat } from '../offerings/offeringTypes'
import type { ProductDrawingKind } from './ProductDrawing'

export const tryNowHero = {
  eyebrow: 'Try now',
  title: 'Try our AI products on your own data',
  lead: 'Start with the product that fits your next step: an analytics platform, an annotation service or generative-AI enhancement. We set you up and stay with you through the trial.',
  actions: [
    { label: 'Get Started Free', to: '/contact' },
    { label: 'Schedule Demo', to: '/contact' },
  ] satisfies Action[],
}

export interface TryProduct {
  icon: LucideIcon
  name: string
  category: string
  description: string
  features: string[]
  /** Every product button leads to the contact page. */
  action: string
  /** The card's drawing. */
  drawing: ProductDrawingKind
  /** Who the product is for. */
  audience: string
  /** What happens after the button: why its label is what it is. */
  next: string
}

export const productsSection = {
  id: 'products',
  eyebrow: 'Products',
  title: 'Choose where to start',
  intro:
    'Most teams begin with the data platform; annotation and generative AI often follow once the data is in shape.',
  /** Over the first product's card. */
  leadLabel: 'Most teams start here',
  audienceLabel: 'For',
  nextLabel: 'After you click',
}

export const tryProducts: TryProduct[] = [
  {
    icon: ChartNoAxesCombined,
    name: 'Quantum Analytics',
    category: 'Data platform',
    description:
      'A data-centric analytics platform that learns from your experts: forecasts, monitoring and dashboards.',
    features: ['Predictive analytics', 'Real-time monitoring', 'Custom dashboards'],
    action: 'Get Started',
    drawing: 'analytics',
    audience: 'Operations, sales and finance teams whose data lives in spreadsheets or a database.',
    next: 'A 20-minute call about your data, then a trial workspace with your own figures within days.',
  },
  {
    icon: Tags,
    name: 'Quantum Annotate',
    category: 'Annotation service',
    description:
      'Text, image, audio and video labelled by a professional workforce, with measured quality.',
    features: ['Multi-modal annotation', 'Expert annotators', 'Quality reports'],
    action: 'Request Demo',
    drawing: 'annotate',
    audience: 'Teams training their own models who need labelled data they can trust.',
    next: 'We label a sample of your data and walk you through it, with its quality report.',
  },
  {
    icon: Sparkles,
    name: 'Quantum GenAI',
    category: 'AI enhancement',
    description:
      'Generative AI added to your products and workflows: assistants, content and multilingual chat.',
    features: ['Knowledge assistants', 'Content generation', 'Built-in guardrails'],
    action: 'Learn More',
    drawing: 'genai',
    audience: 'Product and service teams exploring assistants or content tools.',
    next: 'A short conversation to find where generative AI would help, and where it would not.',
  },
]

export const tryNowStats = {
  id: 'numbers',
  title: 'Trusted by growing teams',
  items: [
    { value: figures.productivity, label: 'Productivity', icon: Zap },
    { value: figures.fasterModelDelivery, label: 'Faster delivery', icon: Rocket },
    { value: figures.happyCustomers, label: 'Happy customers', icon: Smile },
    { value: figures.downloads, label: 'Downloads', icon: Download },
  ] satisfies IconStat[],
  basis:
    'Customers are teams using one of the three products above today; productivity and delivery are measured on Quantum Analytics deployments.',
}

/**
 * The closing band: the trial's length is told once, by the opening's month, so the band asks for
 * the step without repeating it.
 */
export const tryNowCta: CtaCopy = {
  title: 'Pick a product, bring your data',
  text: 'No commitment and no credit card: tell us which product you want to try and we will have you set up within days.',
  actions: [{ label: 'Start Your Free Trial', to: '/contact' }],
}

/** The opening's month: the trial's days, and the ones where something happens. */
export const trialMonth = {
  days: figures.freeTrialDays,
  /** Beside the number. */
  unit: 'days, free',
  note: 'On your own data, with us beside you. No card, no commitment.',
  /** Before a day's number in the key ("Day 7"). */
  dayLabel: 'Day',
  marks: [
    { day: 1, label: 'First call' },
    { day: 7, label: 'Your own figures' },
    { day: figures.freeTrialDays, label: 'You decide' },
  ],
}

/** The opening's three choices: each product, linking down to its card. */
export const tryChoices = {
  label: 'Pick one to try',
  /** The id of a product's card (the choices link to it). */
  anchor: (drawing: ProductDrawingKind) => `try-${drawing}`,
}
