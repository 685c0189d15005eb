import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../config/readSiteConfig'
import { ogImagePath } from './ogImagePath'
import { breadcrumbJsonLd, organizationJsonLd } from './structuredData'

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

  it('writes a trail as a schema.org BreadcrumbList with absolute URLs', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'AI solutions shaped around your sector', path: '/industries' },
      { name: 'AI for banks', path: '/industries/financial-services' },
    ]
    expect(breadcrumbJsonLd(crumbs, 'https://x.test')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'AI solutions shaped around your sector',
          item: 'https://x.test/industries',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'AI for banks',
          item: 'https://x.test/industries/financial-services',
        },
      ],
    })
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
