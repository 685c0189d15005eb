import { blogCategories, type BlogCategory } from '../collections/taxonomy.ts'
import { slugify } from '../collections/slug.ts'
import { blogPagePath, categoryPagePath } from './blogPages.ts'

/** The blog filter's choices: All, then the six categories. */
export type CategoryChoice = 'All' | BlogCategory

export const categoryChoices: CategoryChoice[] = ['All', ...blogCategories]

/** Whether `value` is one of the choices (a category or All). */
export function isCategoryChoice(value: unknown): value is CategoryChoice {
  return typeof value === 'string' && (categoryChoices as string[]).includes(value)
}

/** How a category appears in addresses: `/blog/category/ai-and-data`. */
export function categoryParam(category: BlogCategory): string {
  return slugify(category)
}

/** The category whose address form is `slug` exactly, if any. */
export function categoryFromSlug(slug: string): BlogCategory | undefined {
  return blogCategories.find((c) => categoryParam(c) === slug)
}

/** The page a filter choice links to: /blog for All, else the category's page. */
export function choicePagePath(choice: CategoryChoice, page = 1): string {
  return choice === 'All' ? blogPagePath(page) : categoryPagePath(categoryParam(choice), page)
}

/**
 * The category a `?category=` value selects (the address form the filters used before each
 * category had a page): its address form or its name in any case
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
