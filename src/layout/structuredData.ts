import type { SiteConfig } from '../config/siteConfig'
import { concretePaths, findRoute, type RouteEntry } from '../routes/table'
import type { JsonLdData } from './JsonLd'
import { LOGO_IMAGE_PATH } from './ogImage'

type OrgSite = Pick<
  SiteConfig,
  'name' | 'url' | 'email' | 'phone' | 'city' | 'country' | 'social' | 'foundedYear' | 'tagline'
>

/** ISO 3166 codes of the countries the config may name (schema.org prefers the code). */
const COUNTRY_CODES: Record<string, string> = { Tanzania: 'TZ' }

function absolute(siteUrl: string, pathname: string): string {
  return `${siteUrl}${pathname}`
}

/** schema.org Organization of the company, with its Dar es Salaam address (every page). */
export function organizationJsonLd(site: OrgSite): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absolute(site.url, '/#organization'),
    name: site.name,
    url: absolute(site.url, '/'),
    logo: absolute(site.url, LOGO_IMAGE_PATH),
    description: site.tagline,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city,
      addressRegion: site.city,
      addressCountry: COUNTRY_CODES[site.country] ?? site.country,
    },
    areaServed: 'Worldwide',
    sameAs: site.social.map((s) => s.href),
  }
}

/** `financial-services` → `Financial services` (names of dynamic pages in breadcrumbs). */
export function humanizeSlug(slug: string): string {
  let text = slug
  try {
    text = decodeURIComponent(slug)
  } catch {
    // keep the raw segment
  }
  text = text.replace(/[-_]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface Crumb {
  name: string
  path: string
}

/**
 * Breadcrumbs of a nested page (`/industries/utilities`): Home, then the parent route named by the
 * page's section (else the parent's title), then the page. Undefined for top-level and unknown paths.
 */
export function breadcrumbsFor(pathname: string, table?: RouteEntry[]): Crumb[] | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const segments = clean.split('/').filter(Boolean)
  if (segments.length < 2) return undefined
  const entry = findRoute(clean, table)
  if (!entry || entry.path === '/404') return undefined
  // A dynamic route only knows the pages it prerenders (an unknown research name has no crumbs).
  if (entry.path.includes(':') && !concretePaths(entry).includes(clean)) return undefined
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }]
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestorPath = `/${segments.slice(0, depth).join('/')}`
    const ancestor = findRoute(ancestorPath, table)
    if (!ancestor) continue
    const isParent = depth === segments.length - 1
    const name = isParent ? (entry.section ?? ancestor.title) : ancestor.title
    crumbs.push({ name, path: ancestorPath })
  }
  const leafName = entry.path.includes(':') ? humanizeSlug(segments.at(-1) ?? '') : entry.title
  crumbs.push({ name: leafName, path: clean })
  return crumbs
}

/** schema.org BreadcrumbList for a nested page, or undefined. */
export function breadcrumbJsonLd(
  pathname: string,
  siteUrl: string,
  table?: RouteEntry[],
): JsonLdData | undefined {
  const crumbs = breadcrumbsFor(pathname, table)
  if (!crumbs) return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  }
}
