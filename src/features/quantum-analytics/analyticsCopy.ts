import {
  Activity,
  BrainCircuit,
  ChartLine,
  ChartNoAxesCombined,
  Database,
  FileText,
  Gauge,
  GraduationCap,
  LayoutDashboard,
  Lightbulb,
  Plug,
  Rocket,
  Search,
  Settings2,
  Target,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react'
import { figures } from '../../data/figures'
import type { ProductPageContent } from '../offerings/offeringTypes'
import { numberSteps } from '../offerings/processSteps'
import { countWord } from '../../data/countWords'

/** The four stations of the feedback loop, in order (the drawing numbers them 1 to 4). */
export const loopSteps = [
  'Model suggests',
  'Expert confirms or corrects',
  'Model retrains',
  'Impact measured',
] as const

/** Where each capability works in the loop: a tag beside its title. */
/** A loop tag's steps as numbers ('Loop steps 1–3' → [1, 3]; 'Loop step 4' → [4, 4]). */
export function loopStepsOf(tag: string): [number, number] {
  const [first = 0, last = first] = (tag.match(/\d+/g) ?? []).map(Number)
  return [first, last]
}

export const loopTags: Record<string, string> = {
  'Machine Learning & Human Feedback': 'Loop steps 1–3',
  'Impact Measurement': 'Loop step 4',
  'Smart Decision Making': 'Loop step 1',
  'Data\u2011Centric Platform': 'Loop step 3',
  'Progress Tracking': 'Loop step 4',
}

/** /quantum-analytics. */
export const analyticsPage: ProductPageContent = {
  hero: {
    eyebrow: 'Analytics platform',
    title: 'Quantum Analytics',
    tagline: 'Machine learning and human insight, working on your data together.',
    lead: 'A data-centric analytics platform that pairs trained models with feedback from the people who know your business, so every forecast, alert and dashboard gets sharper the more you use it.',
    actions: [
      { label: 'Explore Platform', scrollTo: 'features', variant: 'onDark' },
      { label: 'Get Started', to: '/contact', variant: 'primary' },
    ],
  },
  stats: {
    id: 'results',
    eyebrow: 'Results',
    title: 'What teams gain with Quantum Analytics',
    intro: 'Figures from client teams on the platform, each against the way they worked before.',
    items: [
      {
        value: figures.productivity,
        label: 'More productivity',
        icon: Zap,
        context: 'Reports and forecasts per analyst, against the spreadsheet work they replace.',
      },
      {
        value: figures.fasterModelDelivery,
        label: 'Faster delivery',
        icon: Rocket,
        context: 'From first dataset to a model in daily use, against earlier projects.',
      },
      {
        value: figures.activeUsers,
        label: 'Active users',
        icon: Users,
        context: 'People working in the platform each week across client teams.',
      },
      {
        value: figures.performanceMultiplier,
        label: 'Performance boost',
        icon: Gauge,
        context: 'Dashboard and query speed, against the reports they replace.',
      },
    ],
  },
  capabilities: {
    id: 'capabilities',
    eyebrow: 'The feedback loop',
    title: 'An analytics platform that learns from your experts',
    get intro() {
      return `The model suggests, your experts confirm or correct, the model retrains, and the effect is measured. ${countWord(this.items.length, { capital: true })} capabilities keep the loop turning.`
    },
    // In the loop's order (see loopTags): the cards' step tags read 1, 1–3, 3, 4, 4.
    items: [
      {
        icon: Lightbulb,
        title: 'Smart Decision Making',
        description:
          'Recommendations arrive with their confidence and the drivers behind them, inside the tools your teams use.',
        benefits: [
          'Next-best actions ranked by expected value',
          'Scenario testing before you commit',
          'Clear escalation when confidence is low',
        ],
      },
      {
        icon: BrainCircuit,
        title: 'Machine Learning & Human Feedback',
        description:
          'Models propose, your analysts confirm or correct, and every correction becomes training data for the next version.',
        benefits: [
          'Accuracy that improves with everyday use',
          'Domain knowledge captured, not lost',
          'Reviewers see why a model made each call',
        ],
      },
      {
        icon: Database,
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Data\u2011Centric Platform',
        description:
          'Data quality is treated as a feature: profiling, validation and lineage run on every pipeline by default.',
        benefits: [
          'Issues caught before they reach a model',
          'One trusted source for every team',
          'Full lineage from raw record to dashboard',
        ],
      },
      {
        icon: Target,
        title: 'Impact Measurement',
        description:
          'Tie model outputs to the business metrics you already report: revenue, cost, churn, turnaround time.',
        benefits: [
          'Before-and-after comparisons for every initiative',
          'Attribution you can defend in a board meeting',
          'Early warning when an effect fades',
        ],
      },
      {
        icon: TrendingUp,
        title: 'Progress Tracking',
        description:
          'Follow goals, model health and adoption over time, from a single project to the whole portfolio.',
        benefits: [
          'Milestones and targets in one view',
          'Model drift and usage trends at a glance',
          'Automatic summaries for stakeholders',
        ],
      },
    ],
  },
  features: {
    id: 'features',
    eyebrow: 'Platform features',
    title: 'Everything you need from data to decision',
    get intro() {
      return `${countWord(this.items.length, { capital: true })} building blocks, configured around the questions your business asks every day.`
    },
    items: [
      {
        icon: ChartLine,
        title: 'Predictive Analytics',
        description: 'Forecast demand, risk and churn with models trained on your own history.',
      },
      {
        icon: Activity,
        // \u2011 is a non-breaking hyphen: the heading never breaks inside the word.
        title: 'Real\u2011Time Monitoring',
        description: 'Stream events as they happen and get alerted the moment a metric moves.',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Data Visualization',
        description:
          'Interactive charts that make patterns obvious to technical and business readers.',
      },
      {
        icon: FileText,
        title: 'Automated Reporting',
        description:
          'Scheduled reports written, checked and delivered without manual spreadsheets.',
      },
      {
        icon: LayoutDashboard,
        title: 'Custom Dashboards',
        description: 'Views built for each role, from the operations floor to the executive team.',
      },
      {
        icon: Plug,
        title: 'Data Integration',
        description:
          'Connect databases, spreadsheets, APIs and cloud storage through one governed layer.',
      },
    ],
  },
  process: {
    id: 'process',
    eyebrow: 'How we work',
    get title() {
      return `From first dataset to daily use in ${countWord(this.steps.length)} steps`
    },
    steps: numberSteps([
      {
        icon: Search,
        title: 'Data Discovery',
        description:
          'We map your sources, assess their quality and agree on the decisions the platform should support.',
      },
      {
        icon: Settings2,
        title: 'Platform Setup',
        description:
          'We connect your data, configure access and security, and set up pipelines with validation built in.',
      },
      {
        icon: BrainCircuit,
        title: 'Model Training',
        description:
          'We train and evaluate models on your history, then tune them with feedback from your experts.',
      },
      {
        icon: LayoutDashboard,
        title: 'Dashboard Creation',
        description:
          'We design dashboards and alerts around each team’s questions and test them with real users.',
      },
      {
        icon: GraduationCap,
        title: 'Deployment & Training',
        description:
          'We launch, train your people to run and extend the platform, and stay on hand as usage grows.',
      },
    ]),
  },
  whyChoose: {
    id: 'why-choose',
    eyebrow: 'Why Quantum Analytics',
    title: 'Why teams choose our analytics platform',
    items: [
      {
        title: 'Humans stay in the loop',
        description:
          'Expert feedback is part of the design, so models reflect how your business really works.',
      },
      {
        title: 'Value you can measure',
        description: 'Impact tracking shows the return of every model, not just its accuracy.',
      },
      {
        title: 'Built around your data',
        description:
          'We start from the data you have and improve it, rather than waiting for a perfect dataset.',
      },
      {
        title: 'A partner after launch',
        description:
          'Our team monitors, retrains and extends the platform with you as your questions change.',
      },
    ],
  },
  cta: {
    title: 'Ready to put your data to work?',
    text: 'Tell us about your data and the decisions you want to improve. We will come back with a plan and a free estimate.',
    actions: [
      { label: 'Start Your Analytics Journey', to: '/contact' },
      { label: 'View All Services', to: '/services' },
    ],
  },
}
