/**
 * The address of a featured article's own page (content/featured/): `/stories/{file name}`. The
 * home page's featured articles are a collection of their own, not blog posts (other categories,
 * their own ids, a call to action; /blog lists its six posts only), so their pages live beside the
 * blog rather than in it.
 */
export const storyHref = (slug: string) => `/stories/${encodeURIComponent(slug)}`
