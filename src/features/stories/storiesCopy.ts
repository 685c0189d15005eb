/** Copy of the featured articles' own pages (/stories/{slug}). */
export const storyPage = {
  contact: { label: 'Talk to our team', to: '/contact' },
  more: { label: 'More featured articles', to: '/#featured-articles' },
  loading: 'Loading the article…',
}

/** On a story that a client's case study also tells (content/clients/*.ts `story`). */
export const storyCaseStudy = {
  label: (client: string) => `${client}: the case study`,
}
