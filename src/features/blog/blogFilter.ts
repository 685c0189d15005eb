import { blogCategories, type BlogCategory } from '../content/taxonomy.ts'
import { slugify } from '../content/slug.ts'

/** The blog filter's choices: All, then the six categories. */
export type CategoryChoice = 'All' | BlogCategory

export const categoryChoices: CategoryChoice[] = ['All', ...blogCategories]

/** How a category appears in the address: `?category=ai-and-data`. */
export function categoryParam(category: BlogCategory): string {
  return slugify(category)
}

/**
 * The category a `?category=` value selects: its address form or its name in any case
 * ("mlops", "MLOps"). Anything else, or nothing, selects All.
 */
export function categoryFromParam(value: string | null | undefined): CategoryChoice {
  if (!value) return 'All'
  const wanted = value.trim().toLowerCase()
  return (
    blogCategories.find((c) => categoryParam(c) === wanted || c.toLowerCase() === wanted) ?? 'All'
  )
}

/** The posts a choice shows, in their original order. */
export function filterByCategory<T extends { category: string }>(
  posts: readonly T[],
  choice: CategoryChoice,
): T[] {
  return choice === 'All' ? [...posts] : posts.filter((p) => p.category === choice)
}
