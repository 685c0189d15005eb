/** Copy of the blog page, the article pages, the post dialog and the home's featured articles. */
import type { BlogCategory } from '../collections/taxonomy'

export const blogHero = {
  eyebrow: 'Blog',
  title: 'Insights & Innovations',
  lead: 'Practical lessons from building, deploying and running AI and data systems — for the teams who make the decisions and the engineers who make them work.',
  feedLabel: 'Subscribe via RSS',
  /** The masthead's line beside the lead: "6 articles · 6 topics · Newest 8 October 2026". */
  facts: (articles: number, topics: number, newest: string | null) =>
    [`${articles} ${articles === 1 ? 'article' : 'articles'}`, `${topics} topics`]
      .concat(newest ? [`Newest ${newest}`] : [])
      .join(' · '),
}

/** /blog: the home page's featured stories, as their own section after the articles. */
export const blogStories = {
  id: 'stories',
  eyebrow: 'Stories',
  title: 'Stories from our work',
  intro:
    'Longer pieces from the projects behind the articles: a client case study, a week with our annotators and what stalls AI projects.',
  meta: (author: string, readTime: string) => `By ${author} · ${readTime}`,
}

/** A category's page, under its articles: where to read next. */
export const categoryReading = {
  id: 'keep-reading',
  title: 'More from the blog',
  intro:
    'Articles on the nearest topics, stories from our projects, and the terms and research behind this one.',
  more: 'From the nearest topics',
  stories: 'Stories from our work',
  terms: 'Terms explained',
  research: 'From our research',
  researchEyebrow: (year: number) => `Research · ${year}`,
  meta: (author: string, readTime: string) => `${author} · ${readTime}`,
  /** Above the lead article. */
  leadLabel: 'Latest in this topic',
}

export const blogList = {
  id: 'articles',
  title: 'Latest articles',
  filterLabel: 'Filter articles by category',
  allLabel: 'All',
  /**
   * Live status under the filter: "Showing 2 articles in MLOps" when every match is shown, else
   * "Showing 12 of 240 articles in MLOps".
   */
  status: (shown: number, total: number, category: string | null) =>
    `Showing ${shown < total ? `${shown} of ${total.toLocaleString('en-GB')}` : total} ${total === 1 ? 'article' : 'articles'}${category ? ` in ${category}` : ''}`,
  loading: 'Loading the list of articles…',
  failed: 'The list of articles could not load. Check your connection and choose again.',
  showMore: 'Show more articles',
  empty: 'No articles in this category yet. Choose another category or show them all.',
  readMore: 'Read More',
}

/** The static list pages after /blog (/blog/page/2, …) and the links between them. */
export const blogPages = {
  navLabel: 'Blog pages',
  newer: 'Newer articles',
  older: 'Older articles',
  position: (page: number, count: number) => `Page ${page} of ${count}`,
  /** Head title of list page 2 and later. */
  seoTitle: (page: number) => `Insights & Innovations, page ${page}`,
  seoDescription: (first: number, last: number) =>
    `Articles ${first} to ${last} of our blog on AI, data science and MLOps, newest first: practical lessons from real projects.`,
  listTitle: 'Older articles',
  /** Status of a list page: "Articles 13–24 of 40". */
  status: (first: number, last: number, total: number) =>
    `Articles ${first}–${last} of ${total.toLocaleString('en-GB')}`,
}

/**
 * The category pages (/blog/category/{slug} and their list pages): the category is the page's h1,
 * its introduction the lead and the description.
 */
export const blogCategoryPages = {
  /** The masthead's way back from a category to the whole blog. */
  back: { label: '← All articles', to: '/blog' },
  /** The section front's line over the title (the numeral beside it gives the topic's place). */
  kicker: 'Blog topic',
  /** The place in words, for assistive technology (the numeral is hidden from it): "topic 2 of 6". */
  position: (n: number, of: number) => `topic ${n} of ${of}`,
  /** The section front's facts: "3 articles · Newest 8 October 2026". */
  facts: (articles: number, newest: string | null) =>
    [`${articles} ${articles === 1 ? 'article' : 'articles'}`]
      .concat(newest ? [`Newest ${newest}`] : [])
      .join(' · '),
  /** Head title: "MLOps articles", "MLOps articles, page 2". */
  seoTitle: (category: string, page: number) =>
    page > 1 ? `${category} articles, page ${page}` : `${category} articles`,
  /** Description of list page 2 and later. */
  seoDescription: (category: string, first: number, last: number) =>
    `Articles ${first} to ${last} on ${category} from our blog, newest first: practical lessons from real projects.`,
  intro: {
    'AI & Data':
      'Where AI meets the data it runs on: data foundations, data quality and strategy, and what to fix before a model can help.',
    'AI Implementation':
      'Taking AI from a pilot to daily use: plans, budgets, teams and the delivery habits that get models into production.',
    'Technical Deep Dive':
      'How the parts of a working AI system fit together, explained in depth: feature stores, pipelines and the engineering behind them.',
    MLOps:
      'Running machine-learning models in production: deployment, monitoring, retraining and the habits that keep many models healthy.',
    'Computer Vision':
      'Computer vision where the work happens: cameras on shop floors and in the field, low bandwidth and small edge devices.',
    NLP: 'Language technology for East Africa: Swahili text, chatbots, search and classification that serve people in the languages they use.',
  } satisfies Record<BlogCategory, string>,
  /** The topic in a few words, for the /blog opening's topic tiles (one line, never cut off). */
  blurb: {
    'AI & Data': 'Data foundations and quality',
    'AI Implementation': 'From pilot to daily use',
    'Technical Deep Dive': 'Feature stores and pipelines',
    MLOps: 'Keeping models healthy',
    'Computer Vision': 'Cameras on shop floors',
    NLP: 'Swahili text, search and chat',
  } satisfies Record<BlogCategory, string>,
}

export const blogCta = {
  title: 'Have a project in mind?',
  text: 'Tell us what you are working on and we will reply with a free estimate and a plan you can act on.',
  action: { label: 'Estimate Project', to: '/contact' },
}

export const postDialog = {
  closeLabel: 'Close article',
  loading: 'Loading the article…',
  failed: 'The article could not load here. Its own page, linked below, has the whole text.',
  fullArticle: 'Read the full article',
  tagsLabel: 'Tags',
  /** The list of the post's sub-heads, linking to each. */
  contents: 'In this article',
}

export const articlePage = {
  back: 'Back to all articles',
  contact: 'Talk to our team',
  tagsLabel: 'Tags',
  /** The list of the post's sub-heads, linking to each. */
  contents: 'In this article',
  /** The byline's author, for screen readers. */
  by: 'By',
  published: 'Published:',
  /** Closing the article: who wrote it. */
  aboutAuthor: 'About the author',
  ctaTitle: 'Want to apply this to your own data?',
  ctaText:
    'We help teams across Africa and beyond take AI from idea to production. Tell us where you are starting from.',
}

export const featuredSection = {
  id: 'featured-articles',
  eyebrow: 'From our blog',
  title: 'Featured articles',
  intro: 'Stories and lessons from our projects, our team and the data we work with every day.',
  viewAll: { label: 'View All Blogs', to: '/blog' },
}

/** Title of the feeds, also used in the `<link rel="alternate">` tags. */
export const feedTitle = (siteName: string) => `${siteName} — Insights & Innovations`
