import { countWord } from '../../data/countWords'
import { sectorIndex } from './sectorIndex'

/** Copy of the industries overview and the labels shared by every sector page. */

export const industriesHero = {
  eyebrow: 'Industries',
  title: 'AI solutions shaped around your sector',
  lead: 'Every industry has its own data, rules and customers. We bring models, tools and people who already know yours, from payments and networks to classrooms, utilities, shops and clinics.',
  explore: { label: 'Explore Sectors', targetId: 'sectors' },
  estimate: { label: 'Estimate Project', to: '/contact' },
  /** What the sector figures are (the full definitions are on /about, "How we count"). */
  basis: 'Each figure is one client’s result, measured against how they worked before.',
  /**
   * The opening's picture, the sector map: every sector with one result a client measured, and a
   * dot for each of its solutions under the kind of model it is built on.
   */
  visual: {
    title: 'Sector map',
    meta: (sectors: number, solutions: number) => `${sectors} sectors · ${solutions} solutions`,
    sectorColumn: 'Sector and a client’s result',
    /** The columns: the kinds of model behind the solutions (`SolutionMethod`). */
    methods: {
      forecast: 'Forecast',
      risk: 'Risk',
      language: 'Language',
      vision: 'Vision',
      optimise: 'Optimise',
      personalise: 'Personalise',
    },
    /** On a phone's sector card (the map is left out there): the kinds of model, in words. */
    kindsLabel: 'Models:',
    /** The key under the map. */
    legend: {
      label: 'Key',
      one: 'A solution we build',
      two: 'Two solutions of that kind',
      none: 'None yet',
    },
  },
}

export const sectorsSection = {
  id: 'sectors',
  eyebrow: 'Sectors',
  title: `${countWord(sectorIndex.length, { capital: true })} sectors, one team`,
  intro:
    'Choose a sector to see the solutions we build for it and the results our clients measured.',
}

/** The client quote set across the page (from content/clients, by id). */
export const clientQuote = {
  clientId: 'akiba-jamii',
  label: 'What a client says',
  more: { label: 'Read the case studies', to: '/clients' },
}

export const approach = {
  title: 'How we work in every sector',
  get intro() {
    return `${countWord(this.points.length, { capital: true })} habits that travel from payments to classrooms to clinics.`
  },
  points: [
    {
      title: 'Domain first',
      text: 'We start from your processes and regulations, and involve the people who will use the system from the first week.',
    },
    {
      title: 'Your data stays yours',
      text: 'Models can run in your cloud or on your own servers, with access controls and privacy reviews built in.',
    },
    {
      title: 'Built to keep running',
      text: 'Monitoring, retraining and documentation are part of every delivery, so results last after launch.',
    },
  ],
}

/** Labels of the sector pages (the sector's own copy comes from `industryData.ts`). */
export const sectorPageCopy = {
  eyebrow: 'Industries',
  getStarted: { label: 'Get Started', to: '/contact' },
  viewSolutions: { label: 'View Solutions', targetId: 'solutions' },
  solutionsEyebrow: 'Solutions',
  solutionsTitle: (name: string) => `Solutions for ${name}`,
  solutionsIntro: (count: number) =>
    `${countWord(count, { capital: true })} ways we help organisations in this sector, each delivered as a working system rather than a report.`,
  scopeTitle: (name: string) => `Everything we cover in ${name}`,
  /** Beside the solution that the opening's screen shows. */
  picturedLabel: 'Pictured above',
  /** Over the opening's links to the two success stories (their figures are told there). */
  resultsPointer: 'What changed for clients here',
  storiesEyebrow: 'Results',
  storiesTitle: 'Success stories',
  storiesIntro: 'What changed for clients after their systems went live.',
  ctaTitle: (name: string) => `Ready to put AI to work in ${name}?`,
  ctaText:
    'Tell us about your goals and data. We reply with a free estimate and a first plan for your project.',
  estimate: { label: 'Estimate Project', to: '/contact' },
  otherSectorsTitle: 'Other sectors',
  seoTitle: (name: string) => `${name} AI solutions`,
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no such sector. See the industries page for the sectors we serve.',
}
