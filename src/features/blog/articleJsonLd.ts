import type { JsonLdData } from '../../layout/JsonLd'
import type { ArticleMeta } from '../collections/collectionTypes'
import { uploadUrl } from '../collections/uploads'

export interface Publisher {
  name: string
  /** Public origin without trailing slash. */
  url: string
}

/**
 * schema.org Article for an article page (structured data for search engines); `path` is the page's
 * address (a blog post's by default).
 */
export function articleJsonLd(
  post: ArticleMeta & { category: string },
  publisher: Publisher,
  path = `/blog/${post.slug}`,
): JsonLdData {
  const url = `${publisher.url}${path}`
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
