/** Copy around the FAQ (the questions and answers are in content/faq/). */
export const faqHero = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Short answers to what clients ask us most often. If your question is not here, we are happy to answer it directly.',
}

export const faqClosing = {
  title: 'Still have a question?',
  text: 'Tell us about your project and we will get back to you with answers and a free estimate.',
  action: { label: 'Contact us', to: '/contact' },
  glossary: { label: 'AI glossary', to: '/glossary' },
}
