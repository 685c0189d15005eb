import type { LucideIcon } from 'lucide-react'
import { ChartNoAxesCombined, Download, Rocket, Smile, Sparkles, Tags, Zap } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, CtaCopy, IconStat } from '../offerings/offeringTypes'

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
}

export const productsSection = {
  id: 'products',
  eyebrow: 'Products',
  title: 'Choose where to start',
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
  },
  {
    icon: Tags,
    name: 'Quantum Annotate',
    category: 'Annotation service',
    description:
      'Text, image, audio and video labelled by a professional workforce, with measured quality.',
    features: ['Multi-modal annotation', 'Expert annotators', 'Quality reports'],
    action: 'Request Demo',
  },
  {
    icon: Sparkles,
    name: 'Quantum GenAI',
    category: 'AI enhancement',
    description:
      'Generative AI added to your products and workflows: assistants, content and multilingual chat.',
    features: ['Knowledge assistants', 'Content generation', 'Built-in guardrails'],
    action: 'Learn More',
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
}

export const tryNowCta: CtaCopy = {
  title: `Start your free ${figures.freeTrialDays}-day trial`,
  text: 'No commitment and no credit card: tell us about your data and we will have you set up within days.',
  actions: [{ label: 'Start Your Free Trial', to: '/contact' }],
}
