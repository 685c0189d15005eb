/**
 * Marketing figures used on more than one page. Each is defined once here; pages
 * import the one they show, so a changed claim changes everywhere.
 */
export const figures = {
  productivity: '40x',
  fasterModelDelivery: '20%',
  activeUsers: '100+',
  performanceMultiplier: '10x',
  performanceBoost: '40%',
  downloads: '2k+',
  communityMembers: '100+',
  aiProjectsDelivered: '100+',
  companiesHelped: '15+',
  projectsCompleted: '20+',
  teamMembers: '09+',
  countries: '6+',
  clientSatisfaction: '99%',
  happyCustomers: '20+',
  freeTrialDays: 30,
  // Offering pages (home, MLOps, GenAI, annotation, business analysis)
  modelsNeverCommercialized: '50-90%',
  uptime: '99.9%',
  monitoring: '24/7',
  customerGrowth: '24%',
  dataQuality: '98%',
} as const

/** Where "How we count" lives: the figures' definitions on the about page. */
export const howWeCountHref = '/about#how-we-count'

/**
 * How each claim is counted, shown once under /about "How we count" and summarised beside the
 * figures elsewhere, so that figures on different pages read as one consistent set rather than
 * as competing totals (the 20+ client projects contain most of the 100+ AI projects; 15+ companies gave them).
 */
export const figureBasis = [
  {
    figures: [figures.projectsCompleted],
    term: 'Client projects',
    text: 'Paid projects for a client since 2020, from scoping to handover. A client who comes back with new work counts again.',
  },
  {
    figures: [figures.aiProjectsDelivered],
    term: 'AI projects delivered',
    text: 'Every model or AI system we put into use: inside client engagements, in our studio and in our own products. One client project usually ships several.',
  },
  {
    figures: [figures.companiesHelped],
    term: 'Companies helped',
    text: 'Distinct organisations we have delivered for. Several came back, which is why client projects outnumber companies.',
  },
  {
    figures: [figures.happyCustomers, figures.downloads],
    term: 'Product customers and downloads',
    text: 'Teams using our data platform, annotation service or AI enhancement today, and downloads of our open tools and SDKs.',
  },
  {
    figures: [
      figures.productivity,
      figures.fasterModelDelivery,
      figures.activeUsers,
      figures.performanceMultiplier,
      figures.performanceBoost,
    ],
    term: 'Platform results',
    text: 'Measured on Quantum Analytics deployments: the same team’s work before and after the platform, over a quarter; users are people signed in each month.',
  },
  {
    // The sector figures live with their sectors (industryData); here, what they all are.
    figures: ['One client each'],
    term: 'Sector results',
    text: 'Each figure on the industry pages (87% fewer false positives, 92% diagnostic accuracy…) is one client’s result in that sector, measured against how they worked before.',
  },
  {
    figures: [figures.teamMembers, figures.countries, figures.clientSatisfaction],
    term: 'Team, reach and satisfaction',
    text: 'People on the core team today; countries where a client’s system runs; share of post-project reviews rating us satisfied or better.',
  },
] as const
