/**
 * The fixed vocabularies of the content collections. The content build validates
 * every file against these lists and the pages use them for filters, so a category or tag exists in
 * exactly one place. Blog tags are editorial and live with the content (`content/tags.json`).
 *
 * Pure data: imported by the pages and by the Node build scripts alike.
 */

/** Categories of the blog page's posts, in the order of the filter buttons. */
export const blogCategories = [
  'AI & Data',
  'AI Implementation',
  'Technical Deep Dive',
  'MLOps',
  'Computer Vision',
  'NLP',
] as const
export type BlogCategory = (typeof blogCategories)[number]

/** Categories of the three featured articles on the home page. */
export const featuredCategories = ['Blog', 'Life On Data', 'Case Study'] as const
export type FeaturedCategory = (typeof featuredCategories)[number]

/**
 * The drawn diagrams a featured article may show (`diagram` in its frontmatter): each is an inline
 * SVG in `src/features/stories/diagrams/`, drawn for one story's argument.
 */
export const storyDiagrams = ['loan-triage', 'annotation-loop', 'stall-points'] as const
export type StoryDiagram = (typeof storyDiagrams)[number]

export const researchCategories = ['SaaS', 'Self-hosted'] as const
export type ResearchCategory = (typeof researchCategories)[number]

/** Every research solution is retired. */
export const researchStatuses = ['Retired'] as const
export type ResearchStatus = (typeof researchStatuses)[number]

export const researchTags = [
  'SaaS',
  'Computer Vision',
  'Education',
  'AI Monitoring',
  'LLM Guardrails',
] as const
export type ResearchTag = (typeof researchTags)[number]

/** Icons a research solution may name in its `icon` field (mapped to drawings in the pages). */
export const researchIcons = ['cctv', 'scan-eye', 'shield-check', 'graduation-cap', 'bot'] as const
export type ResearchIcon = (typeof researchIcons)[number]

/**
 * Components an MDX body may use besides Markdown. The map itself is in `mdxComponents.tsx`; the
 * content build rejects any other capitalised tag, which would otherwise fail only at render time.
 */
export const mdxComponentNames = [
  'Callout',
  'ContactEmail',
  'Flow',
  'PrivacyEmail',
  'SiteName',
] as const
export type MdxComponentName = (typeof mdxComponentNames)[number]
