/**
 * For unit tests: the routes of spec §2 that the offering pages may link to. Several are built by
 * other features, so the route table alone cannot tell whether a target is right while they are in
 * progress; the e2e suite checks the finished site.
 */
export const SPEC_ROUTES = new Set([
  '/',
  '/services',
  '/clients',
  '/industries',
  '/careers',
  '/resources',
  '/blog',
  '/about',
  '/contact',
  '/ai-studio',
  '/mlops',
  '/mlops-devops',
  '/quantum-genai',
  '/quantum-analytics',
  '/quantum-annotate',
  '/business-analysis',
  '/try-now',
  '/privacy',
  '/terms',
  '/faq',
  '/glossary',
  '/research',
  '/partnerships',
])
