/** Copy of the research list and detail pages. */

export const researchHero = {
  eyebrow: 'Research archive',
  title: 'Built, shipped, retired: what our lab learned',
  lead: 'Three products our lab built in 2022 and 2023 and ran for real clients. All are retired now, and each left a method that runs inside a service we offer today: what they did, what they achieved and where they live on.',
  /** The opening's picture: the archive as a timeline from launch to today's services. */
  visual: {
    title: 'Research archive',
    label: 'Retired products by launch year, and where each lives on today',
    livesOn: 'Lives on in',
    /** An entry's catalogue number in the archive ("No. 01"). */
    number: (n: number) => `No. ${String(n).padStart(2, '0')}`,
    today: { year: 'Today', text: 'Three methods, running inside the services we offer.' },
  },
  /** The register line along the masthead's top: the years the archive spans and its size. */
  register: (years: string, count: number) => `Register ${years} · ${count} products`,
}

export const researchList = {
  id: 'solutions',
  title: 'Retired solutions',
  filterLabel: 'Filter products by tag',
  /** The facet column's visible heading (the group's name says it in full). */
  facetLabel: 'Filter by tag',
  allLabel: 'All Products',
  status: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} products` : `Showing ${shown} of ${total} products`,
  learnMore: 'Learn More',
  launched: 'Launched',
  livesOn: 'Lives on in',
  keyFeatures: 'Key features',
  tags: 'Tags',
}

export const researchClosing = {
  title: 'Build on what we learned',
  text: 'The methods behind these products now power our services. Explore what we offer today, or tell us about the problem you want to solve.',
  services: { label: 'Explore Our Services', to: '/services' },
  contact: { label: 'Start a Project', to: '/contact' },
}

export const researchDetail = {
  facts: {
    category: 'Category',
    launched: 'Launch year',
    status: 'Status',
    livesOn: 'Lives on in',
  },
  /** The label of the opening's figure, the product's archived screen. */
  figure: 'Fig. 1 · Archived screen',
  lesson: 'What it taught us:',
  overview: 'Overview',
  keyFeatures: 'Key features',
  problem: 'The problem',
  methodology: 'Methodology',
  methodologyIntro: (steps: number) =>
    `How we built it, in ${steps} steps, from the first question to a product clients ran every day.`,
  technologies: 'Technologies',
  results: 'Key results',
  impact: 'Overall impact',
  /** The impact's timeline: what happened to the product. */
  timeline: 'What happened to the product',
  stations: {
    launched: (year: number | string) => `${year} · Launched`,
    retired: 'Retired',
    today: (service: string) => `Today · ${service}`,
    lastly: 'Today',
  },
  /** The launch station's line: the scale the product reached ('100+', 'Clients served'). */
  grewTo: (value: string, label: string) =>
    `In service it grew to ${value} ${label.toLowerCase()}.`,
  related: 'More from the archive',
  launchedIn: (year: number | string) => `Launched ${year}`,
  ctaTitle: 'Facing a similar problem?',
  ctaText: 'We can bring the same methods to your data and your constraints.',
  contact: { label: 'Discuss Your Project', to: '/contact' },
  back: { label: 'All Research', to: '/research' },
  seoTitle: (title: string) => `${title} — research`,
}
