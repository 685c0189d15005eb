import type { SiteConfig } from '../config/readSiteConfig'
import type { JsonLdData } from './JsonLd'
import { LOGO_IMAGE_PATH } from './ogImagePath'

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

/** One step of a breadcrumb trail: a page's name and its path. */
export interface Crumb {
  name: string
  path: string
}

/**
 * schema.org BreadcrumbList of a trail (the build writes one into every nested page, named from the
 * pages themselves: scripts/build/breadcrumbs.ts).
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLdData {
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
