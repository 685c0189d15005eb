import { figures } from '../../data/figures'
import { site } from '../../config/site'
import type { Stat } from '../../ui/StatTile'
import { team as teamMembers } from '../../../content/team'

export const aboutHero = {
  eyebrow: 'About us',
  title: 'A Dar es Salaam team turning data into decisions, worldwide',
  lead: 'We are an AI and data-science company. We design, build and run machine-learning systems for businesses, startups, researchers and public institutions — from the first dataset to the model in production.',
}

/** When and where we started (the opening's line under the lead, and the map's caption lower down). */
export const aboutHeroPanel = {
  foundedLabel: 'Founded in Dar es Salaam',
  year: site.foundedYear,
  /** Where the remote colleagues are, from content/team: `Also in Nairobi · Kigali · Zanzibar`. */
  elsewhere: `Also in ${[...new Set(teamMembers.flatMap((m) => (m.city ? [m.city] : [])))].join(' · ')}`,
}

export const mission = {
  title: 'Our mission',
  text: 'Put dependable, explainable AI within reach of every organisation that has data and a problem worth solving, wherever it is — and measure success by the outcomes our clients see, not by the models we ship.',
}

export const vision = {
  title: 'Our vision',
  text: 'An Africa-rooted technology and intelligence company whose work is trusted around the world: teams in Dar es Salaam and beyond building AI that is useful, fair and maintained for the long run.',
}

export interface Value {
  name: string
  summary: string
  detail: string
}

export const values: Value[] = [
  {
    name: 'Innovation First',
    summary: 'We prototype early and learn from real data.',
    detail:
      'Every engagement starts with a working prototype on your own data within weeks, not a slide deck. We keep a research habit — reading, testing and retiring ideas — so clients get methods that are proven, not fashionable.',
  },
  {
    name: 'Inclusive Culture',
    summary: 'Different backgrounds make better models.',
    detail:
      'Our team mixes engineers, statisticians, linguists and domain experts. We hire and mentor locally, work in Swahili and English, and test our systems on the people who will actually use them.',
  },
  {
    name: 'Transparency',
    summary: 'You always know what the model does and why.',
    detail:
      'We document data sources, evaluation results and known limits for every system we deliver, share progress openly, and price work in plain terms. No black boxes, no surprise invoices.',
  },
  {
    name: 'Excellence',
    summary: 'Production quality, measured and maintained.',
    detail:
      'Models are only valuable when they run reliably. We apply software-engineering discipline — testing, monitoring, versioning and reviews — so what we build keeps performing after launch day.',
  },
]

export const story = {
  title: 'How we started',
  /** Labels of the three steps of the story, in order. */
  steps: [`${site.foundedYear}`, 'First projects', 'Today'],
  /** Where we are: the passage beside the map of Dar es Salaam. */
  place: {
    title: 'Where we are',
    text: `Our office is on the Indian Ocean coast; our clients are in ${figures.countries} countries. East Africa Time shares working hours with Europe, the Gulf and South Asia.`,
  },
  paragraphs: [
    `We founded the company in Dar es Salaam in ${site.foundedYear}, when a small group of data scientists noticed the same pattern again and again: organisations had valuable data and capable people, but promising AI pilots stalled before they ever reached production.`,
    'We set out to close that last mile. Our first projects — a payment fraud screen, an exam-integrity tool and an annotation pipeline for local-language text — taught us to pair research with engineering from day one.',
    'Today we deliver AI studio projects, MLOps platforms, analytics and annotation services for clients across several countries, while still doing what we started with: turning stalled ideas into systems that work.',
  ],
}

/**
 * The people who lead client work: the leads of `content/team/` (one file per person, with their
 * illustrated portrait or photo). Names and roles are placeholders like the rest of the company data.
 */
export const team = {
  id: 'team',
  eyebrow: 'Team',
  title: 'The people who lead the work',
  intro:
    'A small senior group who stay on every project from the first dataset to the model in production.',
  leads: teamMembers.filter((member) => member.lead),
  /** Over the names under the group in the opening (read on phones, where they go two by two). */
  fromLeft: 'From left',
}

/** A line from the managing director, set as the full-width quote above the figures. */
export const leadQuote = {
  text: 'We measure our work by what our clients can do after we leave, not by the number of models we ship.',
  personId: 'neema-mushi',
}

export const aboutStats: Stat[] = [
  { value: figures.projectsCompleted, label: 'Client projects' },
  { value: figures.teamMembers, label: 'Team members' },
  { value: figures.countries, label: 'Countries served' },
  { value: figures.clientSatisfaction, label: 'Client satisfaction' },
]

/** The disclosure under the figures that says what each of the site's figures counts. */
export const howWeCount = {
  title: 'How we count',
  summary: 'What each figure on this site measures, and since when.',
}

export const aboutCta = {
  title: 'Work with us — or join us',
  work: {
    title: 'Have a project in mind?',
    text: 'Tell us about it: an engineer replies with next steps and a free estimate.',
  },
  join: {
    title: 'Want to build it with us?',
    text: 'We are hiring engineers, data scientists and product people, in Dar es Salaam and remote across East Africa.',
  },
  careers: 'Explore Careers',
  contact: 'Contact us',
}
