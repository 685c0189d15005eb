import type { FeaturedCategory } from '../collections/taxonomy'

/** Copy of the featured articles' own pages (/stories/{slug}). */
export const storyPage = {
  contact: { label: 'Talk to our team', to: '/contact' },
  more: { label: 'More featured articles', to: '/#featured-articles' },
  loading: 'Loading the article…',
  /** The list of the story's sub-heads, linking to each. */
  contents: 'In this story',
  /** The byline's author. */
  by: 'By',
  /** The story's figures, by the story's kind. */
  resultsTitle: {
    'Case Study': 'What changed',
    'Life On Data': 'The week in numbers',
    Blog: 'At a glance',
  } satisfies Record<FeaturedCategory, string>,
  /** Closing the story: who wrote it. */
  aboutAuthor: 'About the author',
}

/** On a story that a client's case study also tells (content/clients/*.ts `story`). */
export const storyCaseStudy = {
  label: (client: string) => `${client}: the case study`,
}
