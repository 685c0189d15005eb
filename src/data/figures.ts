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
