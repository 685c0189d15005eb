/** Copy of the blog page, the article pages, the post dialog and the home's featured articles. */

export const blogHero = {
  eyebrow: 'Blog',
  title: 'Insights & Innovations',
  lead: 'Practical lessons from building, deploying and running AI and data systems — for the teams who make the decisions and the engineers who make them work.',
  feedLabel: 'Subscribe via RSS',
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
}

export const articlePage = {
  back: 'Back to all articles',
  contact: 'Talk to our team',
  tagsLabel: 'Tags',
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
