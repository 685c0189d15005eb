import type { JsonLdData } from '../../layout/JsonLd'
import type { FaqItem } from '../collections/collectionTypes'

/** schema.org FAQPage for /faq: every question with its answer as plain text. */
export function faqJsonLd(items: readonly FaqItem[]): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  }
}
