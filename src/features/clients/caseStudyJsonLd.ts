import type { JsonLdData } from '../../layout/JsonLd'
import { caseStudyHref, uploadsUrl, type Client } from './client'

export interface CaseStudyPublisher {
  name: string
  /** Public origin without trailing slash. */
  url: string
}

/**
 * schema.org Article for a client's case study page: the headline and description, the image, the
 * client it is about (an Organization with its own site) and the company that wrote it.
 */
export function caseStudyJsonLd(client: Client, publisher: CaseStudyPublisher): JsonLdData {
  const url = `${publisher.url}${caseStudyHref(client.id)}`
  const company = { '@type': 'Organization', name: publisher.name, url: publisher.url }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: client.title,
    description: client.description,
    image: [`${publisher.url}${uploadsUrl(client.imageUrl)}`],
    about: { '@type': 'Organization', name: client.name, url: client.logoLinkUrl },
    author: [company],
    publisher: company,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: 'Case study',
    keywords: client.tags.join(', '),
    inLanguage: 'en',
  }
}
