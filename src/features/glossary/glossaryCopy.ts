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

/**
 * The opening's map of how the terms fit together (the terms' slugs, from their names): AI holds machine
 * learning, which holds deep learning, which holds large language models; the fields that use them;
 * and what keeps a model running. A term the map does not name is still in the index; a slug the
 * glossary lacks is left out of the map.
 */
export const termMap = {
  caption: 'How the terms fit together',
  nested: [
    'artificial-intelligence-ai',
    'machine-learning',
    'deep-learning',
    'large-language-model-llm',
  ],
  fieldsLabel: 'Fields built on it',
  fields: ['natural-language-processing-nlp', 'computer-vision'],
  runningLabel: 'Keeping it running',
  running: ['mlops', 'model-drift'],
  /** Between the two running terms: MLOps watches for model drift. */
  runningLink: 'watches for',
}
