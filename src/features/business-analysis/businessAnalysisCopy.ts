import { BrainCircuit, ChartLine, Lightbulb, Upload } from 'lucide-react'
import { figures } from '../../data/figures'
import type { Action, Capability, CtaCopy, SectionCopy } from '../offerings/offeringTypes'
import { countWord } from '../../data/countWords'
import type { FreeAnalysisStep } from './FreeAnalysisSteps'

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
      title: 'Easy data upload',
      description:
        'Drop in spreadsheets or connect your accounting, sales or point-of-sale system.',
      benefits: ['Common file formats and systems', 'Automatic cleaning and checks'],
    },
    {
      icon: BrainCircuit,
      title: 'Automated analysis',
      description: 'Our models find trends, outliers and drivers that would take an analyst days.',
      benefits: ['Revenue, cost and customer trends', 'Plain-language explanations'],
    },
    {
      icon: ChartLine,
      title: 'Predictive insights',
      description: 'Forecasts of sales, demand and cash flow, with the confidence behind each one.',
      benefits: ['Forecasts updated as data arrives', 'Early warning of slowdowns'],
    },
    {
      icon: Lightbulb,
      title: 'Actionable recommendations',
      description: 'Concrete next steps ranked by expected impact, not just charts.',
      benefits: ['Prioritised action list', 'Impact tracked over time'],
    },
  ],
}

/**
 * The 'Free / 1 Min / AI-Powered' block (the spec's three words), set as how the free analysis
 * works: each word answers a question a visitor has before uploading anything.
 */
export const quickFacts = {
  id: 'how-it-works',
  eyebrow: 'How the free analysis works',
  title: 'Free, in a minute, read by AI',
  intro:
    'Send one file of your own data. Here is what you get, how fast, and who does the reading.',
  items: [
    {
      question: 'What is free',
      value: 'Free',
      label: `Your first analysis, then a ${figures.freeTrialDays}-day free trial with no card`,
    },
    {
      question: 'What takes a minute',
      value: '1 Min',
      label: 'From upload to your first insights: trends, outliers and a data-quality check',
    },
    {
      question: 'What the AI does',
      // A non-breaking hyphen (U+2011): the word never breaks into 'AI-' and 'Powered'.
      value: 'AI\u2011Powered',
      label: 'Machine-learning models find what drives your figures and explain it in plain words',
    },
  ] satisfies FreeAnalysisStep[],
}

export const dashboardSection = {
  id: 'dashboard',
  eyebrow: 'What you get',
  title: 'Your business at a glance',
  intro:
    'Revenue, growth, customer growth and data quality on one board, refreshed as new data arrives, with what each figure rests on.',
}

/** The board in "Your business at a glance" (example data, a retailer's Monday view). */
export const glanceBoard = {
  title: 'Weekly board · example retailer',
  refreshed: 'Refreshed Monday 06:00 · example data',
  revenueNote: 'Monthly, TSh millions',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  customersNote: 'Customers this quarter against the same quarter last year',
  qualityNote: 'Rows that pass every check on upload; the rest are flagged for you',
}

export const businessCta: CtaCopy = {
  title: `Try it free for ${figures.freeTrialDays} days`,
  text: 'See your own data analysed in minutes, or talk to an analyst about a deeper study of your business.',
  actions: [
    { label: 'Try Free Demo', to: '/contact' },
    { label: 'Schedule Consultation', to: '/contact' },
  ],
}
