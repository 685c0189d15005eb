/**
 * What the blog's post dialog reads out of an article's prerendered page (/blog/{slug}): the
 * article page marks these parts (BlogPostPage.tsx), and the dialog shows them instead of loading
 * the post's compiled MDX, so the browser's bundle holds no post and a visitor fetches the page
 * its link leads to anyway.
 */
/** The address of a post's own page: what its card, its dialog and the page itself use. */
export const articleHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`

export const articleMarks = {
  /** The MDX body, inside its prose wrapper. */
  body: 'data-article-body',
  /** The cover image, whose text alternative the dialog repeats. */
  cover: 'data-article-cover',
  /** Each tag of the article's tag list, holding the tag itself (the list shows it with '#'). */
  tag: 'data-tag',
} as const

export interface ArticleParts {
  /** The body's HTML, headings one level down (in the dialog the article's title is the h2). */
  html: string
  tags: string[]
  imageAlt: string
}

const SHIFTED_HEADINGS = 'h2, h3, h4, h5'

/** The dialog's parts of an article page's document; null when it holds no article body. */
export function readArticlePage(doc: Document): ArticleParts | null {
  const body = doc.querySelector(`[${articleMarks.body}]`)
  if (!body) return null
  for (const heading of body.querySelectorAll(SHIFTED_HEADINGS)) {
    const lower = doc.createElement(`h${Number(heading.tagName.slice(1)) + 1}`)
    for (const { name, value } of heading.attributes) lower.setAttribute(name, value)
    lower.append(...heading.childNodes)
    heading.replaceWith(lower)
  }
  const tags = [...doc.querySelectorAll(`article [${articleMarks.tag}]`)].map(
    (item) => item.getAttribute(articleMarks.tag) ?? '',
  )
  const imageAlt = doc.querySelector(`[${articleMarks.cover}]`)?.getAttribute('alt') ?? ''
  return { html: body.innerHTML, tags, imageAlt }
}
