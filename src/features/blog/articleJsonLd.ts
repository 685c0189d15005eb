import type { JsonLdData } from '../../layout/JsonLd'
import type { BlogPostSummary } from '../content/types'
import { uploadUrl } from '../content/uploads'

export interface Publisher {
  name: string
  /** Public origin without trailing slash. */
  url: string
}

/** schema.org Article for an article page (structured data for search engines). */
export function articleJsonLd(post: BlogPostSummary, publisher: Publisher): JsonLdData {
  const url = `${publisher.url}/blog/${post.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [`${publisher.url}${uploadUrl(post.imageUrl)}`],
    datePublished: post.date,
    dateModified: post.updated,
    author: [{ '@type': 'Person', name: post.author }],
    publisher: {
      '@type': 'Organization',
      name: publisher.name,
      url: publisher.url,
      logo: { '@type': 'ImageObject', url: `${publisher.url}/favicon.svg` },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: 'en',
  }
}
