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
  /** The minute's track over the three words: its times, and what happens along it. */
  minute: {
    times: ['0:00', '0:15', '0:30', '0:45', '1:00'],
    moments: ['sales_2026.csv in', 'Models read 14,280 rows', 'First insights out'],
  },
}

/**
 * The opening (round 8): the free analysis's report as a printed sheet, the page's title set on it
 * between the letterhead and the findings. Example data for an example shop; every figure is
 * illustrative.
 */
export const reportSheet = {
  letterhead: 'Business analysis',
  issuer: 'Free analysis · Example shop, Kariakoo',
  inputLabel: 'Input',
  file: 'sales_2026.csv',
  fileMeta: '14,280 rows · 3 sheets',
  timing: 'Uploaded 09:41 · report 09:42',
  stamp: 'Ready in 1 min',
}

export interface ReportFinding {
  title: string
  text: string
  next: string
  evidence:
    | {
        kind: 'days'
        label: string
        days: readonly string[]
        values: readonly number[]
        peak: number
      }
    | {
        kind: 'compare'
        label: string
        rows: readonly { name: string; value: number; shown: string }[]
      }
    | {
        kind: 'change'
        label: string
        from: string
        to: string
        fromLabel: string
        toLabel: string
      }
}

export const analysisReport = {
  findingsTitle: 'Findings, ranked by impact',
  findings: [
    {
      title: 'Saturdays carry the week, and run out of stock',
      text: 'Saturday brings 31% of weekly sales, yet the three best sellers were out of stock by midday on 4 of the last 8 Saturdays.',
      next: 'Restock the three best sellers on Friday afternoon.',
      evidence: {
        kind: 'days',
        label: 'Share of weekly sales by day',
        days: ['M', 'T', 'W', 'T', 'F', 'S', 'S'],
        values: [9, 10, 10, 11, 15, 31, 14],
        peak: 5,
      },
    },
    {
      title: 'Mobile-money customers come back more often',
      text: 'Customers who pay by mobile money return about twice as often in a month as those who pay cash.',
      next: 'Try a mobile-money loyalty stamp for one month.',
      evidence: {
        kind: 'compare',
        label: 'Visits a month per customer',
        rows: [
          { name: 'Mobile money', value: 100, shown: '3.4' },
          { name: 'Cash', value: 50, shown: '1.7' },
        ],
      },
    },
    {
      title: 'Cooking oil no longer pays its shelf space',
      text: 'One supplier raised its price three times since March; the margin on cooking oil has fallen by more than a third.',
      next: 'Ask two other suppliers for a quote.',
      evidence: {
        kind: 'change',
        label: 'Margin on cooking oil',
        from: '18%',
        to: '11%',
        fromLabel: 'January',
        toLabel: 'June',
      },
    },
  ] satisfies ReportFinding[],
  check: {
    title: 'Data check',
    rows: '2,418 receipts read',
    flagged: '41 set aside, each with its reason',
  },
  foot: 'Page 1 of 3 · example data',
}

export const businessCta: CtaCopy = {
  title: `Try it free for ${figures.freeTrialDays} days`,
  text: 'See your own data analysed in minutes, or talk to an analyst about a deeper study of your business.',
  actions: [
    { label: 'Try Free Demo', to: '/contact' },
    { label: 'Schedule Consultation', to: '/contact' },
  ],
}
