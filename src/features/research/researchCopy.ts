/** Copy of the research list and detail pages. */

export const researchHero = {
  eyebrow: 'Research',
  title: 'Archived solutions from our research lab',
  lead: 'Products we built, ran for real clients and have since retired. Each one taught us something we still use — here is what they did, how we built them and what they achieved.',
  /** The opening's picture: the archive as a timeline of its products. */
  visual: {
    title: 'Research archive',
    label: 'Retired products by launch year',
  },
}

export const researchList = {
  id: 'solutions',
  title: 'Retired solutions',
  filterLabel: 'Filter products by tag',
  allLabel: 'All Products',
  status: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} products` : `Showing ${shown} of ${total} products`,
  learnMore: 'Learn More',
  launched: 'Launched',
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
  facts: { category: 'Category', launched: 'Launch year', status: 'Status' },
  overview: 'Overview',
  keyFeatures: 'Key features',
  problem: 'The problem',
  methodology: 'Methodology',
  methodologyIntro: (steps: number) =>
    `How we built it, in ${steps} steps, from the first question to a product clients ran every day.`,
  technologies: 'Technologies',
  results: 'Key results',
  impact: 'Overall impact',
  ctaTitle: 'Facing a similar problem?',
  ctaText: 'We can bring the same methods to your data and your constraints.',
  contact: { label: 'Discuss Your Project', to: '/contact' },
  back: { label: 'All Research', to: '/research' },
  seoTitle: (title: string) => `${title} — research`,
}
