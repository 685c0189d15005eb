import type { FeaturedCategory } from '../collections/taxonomy'

/** Copy of the featured articles' own pages (/stories/{slug}). */
export const storyPage = {
  contact: { label: 'Talk to our team', to: '/contact' },
  more: { label: 'More featured articles', to: '/#featured-articles' },
  loading: 'Loading the article…',
  /** The list of the story's sub-heads, linking to each. */
  contents: 'In this story',
  /**
   * The kicker above a story's title, by its category. The home page's cards and dialog show the
   * spec's category ('Blog' is the home page's name for an essay); on the story's own page, under
   * the site's Blog menu, 'Blog' would say nothing.
   */
  kicker: {
    'Case Study': 'Case study',
    'Life On Data': 'Life on data',
    Blog: 'Perspective',
  } satisfies Record<FeaturedCategory, string>,
  /** The story's figures, by the story's kind. */
  resultsTitle: {
    'Case Study': 'What changed',
    'Life On Data': 'The week in numbers',
    Blog: 'At a glance',
  } satisfies Record<FeaturedCategory, string>,
}

/** On a story that a client's case study also tells (content/clients/*.ts `story`). */
export const storyCaseStudy = {
  label: (client: string) => `${client}: the case study`,
}
