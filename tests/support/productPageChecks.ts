import type { Action, ProductPageContent } from '../../src/features/offerings/offeringTypes'

/** Every call to action of a product page, hero first, closing band last. */
export function productPageActions(content: ProductPageContent): Action[] {
  return [...content.hero.actions, ...content.cta.actions]
}

/** Ids of the sections a product page renders, in order (the targets scroll buttons may use). */
export function productSectionIds(content: ProductPageContent): string[] {
  const { stats, capabilities, features, process, technologies, whyChoose } = content
  return [stats, capabilities, features, process, technologies, whyChoose].flatMap((s) =>
    s ? [s.id] : [],
  )
}

/**
 * Problems a product page's data would show on screen: scroll buttons to sections the page does not
 * have, and duplicate section ids. Empty when the page is consistent.
 */
export function productPageProblems(content: ProductPageContent): string[] {
  const ids = productSectionIds(content)
  const problems: string[] = []
  const seen = new Set<string>()
  for (const id of ids) {
    if (seen.has(id)) problems.push(`duplicate section id "${id}"`)
    seen.add(id)
  }
  for (const action of productPageActions(content)) {
    if ('scrollTo' in action && !seen.has(action.scrollTo))
      problems.push(`"${action.label}" scrolls to "#${action.scrollTo}", which the page lacks`)
  }
  return problems
}
