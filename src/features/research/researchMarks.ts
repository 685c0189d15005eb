/**
 * Marks on the prerendered research filter that the research page's island answers before the live
 * list has loaded (ResearchListIsland.tsx): a tag's button (its value: the tag) and 'All Products'.
 */
export const RESEARCH_TAG_ATTRIBUTE = 'data-research-tag'
export const RESEARCH_ALL_ATTRIBUTE = 'data-research-all'

/** What brings the live list in: a tag toggled, or the filter cleared. */
export type ResearchFilterAction = { toggle: string } | { clear: true }
