import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../config/siteConfig'
import type { RouteEntry } from '../routes/table'
import { ogImagePath } from './ogImage'
import {
  breadcrumbJsonLd,
  breadcrumbsFor,
  humanizeSlug,
  organizationJsonLd,
} from './structuredData'

const load = () => Promise.resolve({ default: () => null })
const table: RouteEntry[] = [
  { path: '/', title: 'Home', description: 'd', sitemap: true, load },
  { path: '/about', title: 'About us', description: 'd', sitemap: true, load },
  { path: '/industries', title: 'Industries we serve', description: 'd', sitemap: true, load },
  {
    path: '/industries/:id',
    title: 'Industry',
    description: 'd',
    sitemap: true,
    section: 'Industries',
    load,
    staticPaths: () => ['/industries/financial-services'],
  },
  { path: '/legal/terms', title: 'Terms of use', description: 'd', sitemap: true, load },
  { path: '/404', title: 'Page not found', description: 'd', sitemap: false, load },
]

describe('structured data', () => {
  it('describes the company from the site config, with an absolute logo and address', () => {
    const site = { ...defaultSiteConfig, url: 'https://company.test', country: 'Tanzania' }
    const org = organizationJsonLd(site)
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: 'https://company.test/',
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: site.city, addressCountry: 'TZ' },
    })
    expect(org.logo).toMatch(/^https:\/\/company\.test\/.+\.png$/)
    expect(org.sameAs).toEqual(site.social.map((s) => s.href))
  })

  it('gives nested pages breadcrumbs: home, the section, the page', () => {
    expect(breadcrumbsFor('/industries/financial-services', table)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Industries', path: '/industries' },
      { name: 'Financial services', path: '/industries/financial-services' },
    ])
    // A parent path that is not a page is left out.
    expect(breadcrumbsFor('/legal/terms/', table)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Terms of use', path: '/legal/terms' },
    ])
  })

  it('gives top-level, unknown and not-found pages no breadcrumbs', () => {
    expect(breadcrumbsFor('/', table)).toBeUndefined()
    expect(breadcrumbsFor('/about', table)).toBeUndefined()
    expect(breadcrumbsFor('/nope/deeper', table)).toBeUndefined()
    expect(breadcrumbsFor('/industries/%00', table)).toBeUndefined()
    expect(breadcrumbJsonLd('/about', 'https://x.test', table)).toBeUndefined()
  })

  it('writes a schema.org BreadcrumbList with absolute URLs', () => {
    expect(breadcrumbJsonLd('/industries/financial-services', 'https://x.test', table)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Industries', item: 'https://x.test/industries' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Financial services',
          item: 'https://x.test/industries/financial-services',
        },
      ],
    })
  })

  it('turns slugs into names', () => {
    expect(humanizeSlug('askari-llm')).toBe('Askari llm')
    expect(humanizeSlug('%E0%A4%A')).toBe('%E0%A4%A')
  })
})

describe('sharing image path', () => {
  it('maps each page to its generated image', () => {
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/about')).toBe('/og/about.png')
    expect(ogImagePath('/research/surasoft/')).toBe('/og/research/surasoft.png')
    expect(ogImagePath('/about?x=1#y')).toBe('/og/about.png')
  })
})
