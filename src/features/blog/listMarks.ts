/**
 * Marks on the prerendered blog list that the blog's island answers before the live list has loaded
 * (BlogListIsland.tsx): the row of category chips, a category link that filters in place (its
 * value: the category, or All), and the "Show more" link.
 */
export const LIST_FILTERS_ATTRIBUTE = 'data-list-filters'
export const LIST_CHOICE_ATTRIBUTE = 'data-list-choice'
export const LIST_MORE_ATTRIBUTE = 'data-list-more'

/**
 * On phones the category chips are one row that scrolls sideways: brings the chosen chip into the
 * row's view (a category's page chooses its own), sideways only, the page itself does not move.
 */
export function revealChosenChip(row: Element): void {
  const chip = row.querySelector('[aria-current="true"]')
  if (!chip || row.scrollWidth <= row.clientWidth) return
  const rowBox = row.getBoundingClientRect()
  const chipBox = chip.getBoundingClientRect()
  row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2
}
