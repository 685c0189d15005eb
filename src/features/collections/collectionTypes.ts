import type { ComponentType } from 'react'
import type { MDXProps } from 'mdx/types'
import type {
  BlogCategory,
  FeaturedCategory,
  StoryDiagram,
  ResearchCategory,
  ResearchIcon,
  ResearchStatus,
  ResearchTag,
} from './taxonomy'

/**
 * Shapes of the typed content indexes that `scripts/build-content.ts` writes to `src/generated/`.
 * The build validates the frontmatter of every file (scripts/indexer/schemas.ts) and normalises it
 * into these shapes, so pages never see raw frontmatter.
 */

/** What the blog posts and the home page's featured articles share. */
export interface ArticleMeta {
  id: number
  /** Address segment: `/blog/{slug}`. */
  slug: string
  title: string
  excerpt: string
  author: string
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string
  /** The date as shown to readers, e.g. "2 March 2026". */
  displayDate: string
  /** Last change, ISO `YYYY-MM-DD` (the publication date unless `updated` is set). */
  updated: string
  /** e.g. "6 min read". */
  readTime: string
  /** File name under `/uploads/` (leading slashes stripped). */
  imageUrl: string
  /** Text alternative of the image; empty when it is decorative. */
  imageAlt: string
  tags: string[]
  /** Only ever true in development: drafts are left out of production builds. */
  draft: boolean
}

export interface BlogPostSummary extends ArticleMeta {
  category: BlogCategory
}

/** What an article card shows (the blog list keeps only this of each post). */
export type ArticleCardData = Pick<
  ArticleMeta,
  'slug' | 'title' | 'excerpt' | 'author' | 'date' | 'displayDate' | 'readTime' | 'imageUrl'
> & { category: string }

/**
 * A blog post as the list page holds it: its card and its category (for the filter), and `draft`
 * only when true (development builds). The post dialog reads the rest from the post's prerendered
 * page (src/features/blog/dialogArticle.ts).
 */
export interface BlogPostCard extends ArticleCardData {
  category: BlogCategory
  draft?: true
}

export interface FeaturedArticle extends ArticleMeta {
  category: FeaturedCategory
  /** Label of the card's call to action. */
  cta: string
}

/**
 * One block of a plain article body: a sub-head (written `## …`; `level` is 2 in valid content,
 * `id` the anchor its page gives it) or a paragraph (split on blank lines). Text only, typography
 * applied.
 */
export type ArticleBlock =
  { type: 'heading'; level: number; id: string; text: string } | { type: 'paragraph'; text: string }

/** One figure of a story's results: `value` is short ("< 4 h", "6 weeks"). */
export interface StoryResult {
  value: string
  label: string
}

/** A featured article's text, in its own chunk, loaded when its modal opens or its page renders. */
export interface FeaturedArticleText {
  /** The article's text as sub-heads and paragraphs, in order. */
  blocks: ArticleBlock[]
  /** Two or three figures the text states, set large on the story's page. */
  results?: StoryResult[]
  /**
   * A sentence of the text, set large as a pull quote at the end of the section it is in (`section`
   * is that sub-head's id; '' before the first sub-head).
   */
  pullQuote?: { text: string; section: string }
  /** A drawn diagram and the id of the sub-head of the section it ends. */
  diagram?: { name: StoryDiagram; section: string }
}

/** A level-2 heading of a text and the id its page gives it, for an "In this article" list. */
export interface TextSection {
  id: string
  text: string
}

/** A post's own chunk: its metadata, its sub-heads and its compiled MDX body. */
export interface BlogPostModule {
  post: BlogPostSummary
  /** The body's `## ` sub-heads, for the page's "In this article" list. */
  sections: TextSection[]
  default: ComponentType<MDXProps>
}

export interface ResearchResult {
  /** The figure as shown, e.g. "95%" or "10,000+". */
  value: string
  label: string
}

/** A retired research product (content/research/). */
export interface ResearchSolution {
  /** `/research/{slug}`: the title lower-cased, spaces turned to hyphens. */
  slug: string
  title: string
  tagline: string
  category: ResearchCategory
  status: ResearchStatus
  /** Launch year (`launchDate` in the content file). */
  launchDate: number
  /** Paragraphs; the first one is the card's summary. */
  description: string[]
  keyFeatures: string[]
  tags: ResearchTag[]
  problem: string
  methodology: string[]
  technologies: string[]
  results: ResearchResult[]
  impact: string
  icon: ResearchIcon
  /** File name under `/uploads/`. */
  heroImage: string
  heroImageAlt: string
  /** Last change, ISO `YYYY-MM-DD` (sitemap). */
  updated: string
}

export interface FaqItem {
  /** Accordion item value: `item-0` … `item-5`. */
  value: string
  question: string
  answer: string[]
}

export interface GlossaryTerm {
  /** Anchor on the glossary page: `/glossary#{slug}`. */
  slug: string
  term: string
  definition: string[]
}

export interface LegalPageMeta {
  title: string
  lead: string
  updated: string
  displayUpdated: string
  /** The text's level-2 headings and their ids, for the page's "On this page" list. */
  sections: TextSection[]
}
