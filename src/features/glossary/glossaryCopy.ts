/** Copy around the glossary (the terms are in content/glossary/). */
export const glossaryHero = {
  eyebrow: 'Glossary',
  title: 'AI glossary',
  lead: 'Plain-language definitions of the terms that come up most when we talk about AI, data and machine learning.',
}

export const glossaryCopy = {
  indexLabel: 'Terms on this page',
  termCount: (n: number) => `${n} ${n === 1 ? 'term' : 'terms'}`,
  /** Under a definition: articles and research that use the term. */
  readOn: 'Read on',
  readOnLabel: (term: string) => `Reading on ${term}`,
  research: (title: string) => `Research: ${title}`,
  closingTitle: 'Questions about a term, or about your project?',
  closingText: 'Our team is happy to explain how any of these ideas applies to your data.',
  faq: { label: 'Read the FAQ', to: '/faq' },
  contact: { label: 'Contact us', to: '/contact' },
}
