import { BrainCircuit, ChartLine, Lightbulb, Upload } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, Capability, CtaCopy, SectionCopy } from '../offerings/offeringTypes'
import { countWord } from '../../data/countWords'

export const businessHero = {
  eyebrow: 'Business analysis',
  title: 'Turning Data into Opportunity',
  lead: 'Upload your sales, customer or operations data and get a clear, AI-powered analysis of where your business stands and where it can grow. No data team required.',
  actions: [{ label: 'Start Free Analysis', to: '/contact' }] satisfies Action[],
}

export const businessFeatures: SectionCopy & { items: Capability[] } = {
  id: 'features',
  eyebrow: 'Features',
  title: 'Analysis that answers business questions',
  get intro() {
    return `${countWord(this.items.length, { capital: true })} features turn raw records into decisions you can act on this week.`
  },
  items: [
    {
      icon: Upload,
      title: 'Easy Data Upload',
      description:
        'Drop in spreadsheets or connect your accounting, sales or point-of-sale system.',
      benefits: ['Common file formats and systems', 'Automatic cleaning and checks'],
    },
    {
      icon: BrainCircuit,
      title: 'Automated Analysis',
      description: 'Our models find trends, outliers and drivers that would take an analyst days.',
      benefits: ['Revenue, cost and customer trends', 'Plain-language explanations'],
    },
    {
      icon: ChartLine,
      title: 'Predictive Insights',
      description: 'Forecasts of sales, demand and cash flow, with the confidence behind each one.',
      benefits: ['Forecasts updated as data arrives', 'Early warning of slowdowns'],
    },
    {
      icon: Lightbulb,
      title: 'Actionable Recommendations',
      description: 'Concrete next steps ranked by expected impact, not just charts.',
      benefits: ['Prioritised action list', 'Impact tracked over time'],
    },
  ],
}

/** The 'Free / 1 Min / AI-Powered' block. */
export const quickFacts = {
  id: 'how-fast',
  title: 'Free, fast and intelligent',
  items: [
    { value: 'Free', label: `To start, with a ${figures.freeTrialDays}-day free trial` },
    { value: '1 Min', label: 'From upload to your first insights' },
    // A non-breaking hyphen (U+2011): the figure never breaks into 'AI-' and 'Powered'.
    { value: 'AI\u2011Powered', label: 'Analysis by machine-learning models' },
  ],
}

export const dashboardSection = {
  id: 'dashboard',
  eyebrow: 'What you get',
  title: 'Your business at a glance',
  intro:
    'Revenue, growth, customer growth and data quality on one screen, refreshed as new data arrives.',
}

export const businessCta: CtaCopy = {
  title: `Try it free for ${figures.freeTrialDays} days`,
  text: 'See your own data analysed in minutes, or talk to an analyst about a deeper study of your business.',
  actions: [
    { label: 'Try Free Demo', to: '/contact' },
    { label: 'Schedule Consultation', to: '/contact' },
  ],
}
