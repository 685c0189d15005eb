import { describe, expect, it } from 'vitest'
import { faqJsonLd } from './faqJsonLd'

describe('FAQPage structured data', () => {
  it('lists every question with its answer text', () => {
    expect(
      faqJsonLd([
        { value: 'item-0', question: 'What?', answer: ['One.', 'Two.'] },
        { value: 'item-1', question: 'How?', answer: ['Three.'] },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What?',
          acceptedAnswer: { '@type': 'Answer', text: 'One.\n\nTwo.' },
        },
        {
          '@type': 'Question',
          name: 'How?',
          acceptedAnswer: { '@type': 'Answer', text: 'Three.' },
        },
      ],
    })
  })
})
