import { describe, expect, it } from 'vitest'
import { clients } from '../../../content/clients'
import { caseStudyJsonLd } from './caseStudyJsonLd'
import { caseStudyHref } from './client'

describe('case study structured data', () => {
  it('describes the case study at its own address, about the client, by the company', () => {
    const client = clients[0]!
    const data = caseStudyJsonLd(client, { name: 'Msingi AI', url: 'https://site.example' })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: client.title,
      description: client.description,
      url: `https://site.example/clients/${client.id}`,
      mainEntityOfPage: { '@id': `https://site.example/clients/${client.id}` },
      about: { '@type': 'Organization', name: client.name, url: client.logoLinkUrl },
      publisher: { name: 'Msingi AI' },
      keywords: client.tags.join(', '),
    })
    expect((data.image as string[])[0]).toMatch(/^https:\/\/site\.example\/uploads\//)
  })

  it('gives every client an address of its own', () => {
    const hrefs = clients.map((c) => caseStudyHref(c.id))
    expect(new Set(hrefs).size).toBe(clients.length)
    for (const href of hrefs) expect(href).toMatch(/^\/clients\/[a-z0-9-]+$/)
  })
})
