/**
 * What to read next, beside a blog category or a glossary term: the nearest posts (by shared tags),
 * the featured stories and the glossary terms and research write-ups a category touches. One map
 * (category → terms and research) serves both directions, so a category page and a glossary entry
 * never disagree about what belongs together. Pure: no React, no content imports.
 */
import type { BlogCategory } from '../collections/taxonomy'

interface CategoryLinks {
  /** The other categories, nearest first: where a reader of this one goes next. */
  near: readonly BlogCategory[]
  /** Topic tags of the category, which rank the featured stories (their `tags`) beside it. */
  tags: readonly string[]
  /** Glossary term slugs (the glossary index: from the term, e.g. `mlops`), most central first. */
  terms: readonly string[]
  /** Research write-up slugs (content/research/{slug}.mdx). */
  research: readonly string[]
}

export const categoryLinks: Record<BlogCategory, CategoryLinks> = {
  'AI & Data': {
    near: ['AI Implementation', 'Technical Deep Dive', 'MLOps'],
    tags: ['Data Quality', 'Data Strategy', 'AI Strategy'],
    terms: ['machine-learning', 'artificial-intelligence-ai', 'model-drift'],
    research: [],
  },
  'AI Implementation': {
    near: ['MLOps', 'AI & Data', 'Technical Deep Dive'],
    tags: ['AI Strategy', 'Project Delivery', 'MLOps'],
    terms: ['artificial-intelligence-ai', 'mlops'],
    research: ['ai-proctoring'],
  },
  'Technical Deep Dive': {
    near: ['MLOps', 'AI & Data', 'AI Implementation'],
    tags: ['MLOps', 'Data Quality'],
    terms: ['mlops', 'model-drift', 'deep-learning'],
    research: [],
  },
  MLOps: {
    near: ['Technical Deep Dive', 'AI Implementation', 'AI & Data'],
    tags: ['MLOps', 'Project Delivery'],
    terms: ['mlops', 'model-drift'],
    research: ['askari-llm'],
  },
  'Computer Vision': {
    near: ['NLP', 'MLOps', 'AI & Data'],
    tags: ['Annotation', 'Data Quality'],
    terms: ['computer-vision', 'deep-learning'],
    research: ['surasoft', 'ai-proctoring'],
  },
  NLP: {
    near: ['Computer Vision', 'AI & Data', 'Technical Deep Dive'],
    tags: ['Annotation', 'Responsible AI', 'Data Quality'],
    terms: ['natural-language-processing-nlp', 'large-language-model-llm'],
    research: ['askari-llm'],
  },
}

/**
 * The `count` posts to read after `category`'s: those of its nearest categories first (each
 * category's newest first, as `posts` come), then any other; never the category's own.
 */
export function nearestPosts<T extends { category: string }>(
  posts: readonly T[],
  category: BlogCategory,
  count: number,
): T[] {
  const order = categoryLinks[category].near
  const rank = (p: T) => {
    const i = order.indexOf(p.category as BlogCategory)
    return i === -1 ? order.length : i
  }
  return posts
    .filter((p) => p.category !== category)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .slice(0, count)
    .map(({ p }) => p)
}

interface Tagged {
  slug: string
  tags: readonly string[]
  date: string
}

function sharedTags(a: readonly string[], b: readonly string[]): number {
  const mine = new Set(a.map((t) => t.toLowerCase()))
  return b.filter((t) => mine.has(t.toLowerCase())).length
}

/**
 * The `count` items nearest to `tags`: most shared tags first, then newest; `exclude` (slugs) left
 * out. Every item stays eligible, so a page always has something to offer even with no tag in common.
 */
export function nearest<T extends Tagged>(
  items: readonly T[],
  tags: readonly string[],
  count: number,
  exclude: ReadonlySet<string> = new Set(),
): T[] {
  return items
    .filter((item) => !exclude.has(item.slug))
    .map((item) => ({ item, score: sharedTags(tags, item.tags) }))
    .sort((a, b) => b.score - a.score || b.item.date.localeCompare(a.item.date))
    .slice(0, count)
    .map(({ item }) => item)
}

/** The categories that name a glossary term, in the filter buttons' order. */
export function categoriesOfTerm(term: string): BlogCategory[] {
  return (Object.keys(categoryLinks) as BlogCategory[]).filter((c) =>
    categoryLinks[c].terms.includes(term),
  )
}

/** The research write-ups of those categories, each once. */
export function researchOfTerm(term: string): string[] {
  return [...new Set(categoriesOfTerm(term).flatMap((c) => categoryLinks[c].research))]
}
