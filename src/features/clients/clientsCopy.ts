import { figures } from '../../data/figures'

export const clientsHero = {
  eyebrow: 'Clients & case studies',
  title: 'We Make Complexity Feel Effortless',
  lead: 'Lenders, schools, software studios, consultancies and publishers trust us with the hard part of AI: messy data, real-time systems and models that must keep working after launch.',
  services: { label: 'Explore Our Services', to: '/services' },
}

/** The page's claim, built from the shared figure so it never drifts from other pages. */
export const clientsClaim = {
  text: `We have helped ${figures.companiesHelped} companies`,
  detail:
    'from first prototype to production across finance, education, software, consulting and digital media. A few of their stories are below.',
}

export const caseStudiesSection = {
  id: 'case-studies',
  eyebrow: 'Case studies',
  title: 'Selected client work',
  intro:
    'Open a case study to read the problem, what we built and what changed. Client names and details are shared with their permission.',
  readLabel: 'Read Case Study',
}

export const clientDialogCopy = {
  visitLabel: 'Visit website',
  tagsTitle: 'Technologies and topics',
  closeLabel: 'Close case study',
  pageLink: 'Open the case study page',
}

export const clientsCta = {
  title: 'Your project could be the next story',
  text: 'Tell us about the problem you want to solve and we will come back with a free estimate and a first plan.',
  label: 'Estimate Project',
  to: '/contact',
}

/** The logo wall on home under the hero; on /clients the proof wall beside the hero text. */
export const logoWall = {
  title: 'Trusted by teams in finance, education, software, consulting and media',
  heroTitle: 'What changed for the teams we work with',
  link: { label: 'See their stories', to: '/clients' },
}

/** Client quotes (the `quote` field of each file in content/clients). */
export const testimonialsSection = {
  id: 'testimonials',
  eyebrow: 'In their words',
  title: 'What our clients say',
  intro: 'The people who run the systems we built, on what changed for their teams.',
  /** Names the list of quotes (a row to swipe through on phones). */
  listLabel: 'Client quotes',
  /** Under each quote: the link to the client's case study. */
  storyLabel: (client: string) => `Read the ${client} story`,
}

/** A case study's own page (/clients/{id}). */
export const caseStudyPage = {
  eyebrow: 'Case study',
  /** Head title: "Akiba Jamii Microfinance: Fair, explainable credit scoring…". */
  seoTitle: (name: string, title: string) => `${name}: ${title}`,
  facts: { client: 'Client', industry: 'Industry', website: 'Website' },
  /** The small label over the caption of the opening's screen. */
  screenTitle: 'On screen',
  visitLabel: 'Visit website',
  storyTitle: 'The story',
  resultsTitle: 'What changed',
  tagsTitle: 'Technologies and topics',
  quoteTitle: 'In their words',
  /** The small heading above the system diagram. */
  systemTitle: 'The system we built',
  /** The rail of two other case studies at the end. */
  more: { title: 'More case studies', eyebrow: 'Keep reading', readLabel: 'Read case study' },
  /** Where a featured article tells the same project at length. */
  storyLink: {
    title: 'The full story',
    meta: (author: string, readTime: string) => `By ${author} · ${readTime}`,
  },
  back: { label: 'All case studies', to: '/clients#case-studies' },
}
