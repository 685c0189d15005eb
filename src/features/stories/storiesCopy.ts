/** Copy of the featured articles' own pages (/stories/{slug}). */
export const storyPage = {
  contact: { label: 'Talk to our team', to: '/contact' },
  more: { label: 'More featured articles', to: '/#featured-articles' },
  loading: 'Loading the article…',
}
