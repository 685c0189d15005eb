import { css } from 'styled-components'

/**
 * Grid columns whose last row never ends in an empty slot: an incomplete last row is centred under
 * the full rows (five cards in three columns read 3 + 2, seven in two columns 2 + 2 + 2 + 1 with the
 * last one in the middle), and in three columns a single card left over pairs up with the row
 * before it (four cards read 2 + 2, seven 3 + 2 + 2).
 *
 * How: the grid has two tracks per column and every item spans two, so an item can start half a
 * column in. The first item of an incomplete last row (the one that starts a row and has fewer than
 * `columns` items from itself to the end) is moved right by the free tracks divided by two. Works
 * for any number of items, in CSS only, so the prerendered page is laid out before any script runs.
 *
 * `wideOrphan` (two columns only): a card left over takes the whole last row instead of sitting
 * alone in its middle (for text cards, such as numbered steps, that read well wide; not for cards
 * with a cover image).
 *
 * Use once per breakpoint, mobile first: every rule has the specificity of the grid alone
 * (`:where`), so a later breakpoint's rules replace the earlier ones by source order.
 */
export function balancedColumns(columns: number, { wideOrphan = false } = {}) {
  if (columns <= 1) {
    return css`
      grid-template-columns: minmax(0, 1fr);
      & > :where(*) {
        grid-column: auto;
      }
    `
  }
  const orphans = Array.from({ length: columns - 1 }, (_, i) => i + 1)
    .map(
      (left) =>
        `& > :where(:nth-child(${columns}n + 1):nth-last-child(${left})) { grid-column: ${wideOrphan && columns === 2 ? '1 / -1' : `${columns - left + 1} / span 2`}; }`,
    )
    .join('\n')
  // Three columns with one left over: the last four items become two rows of two (wider cards).
  const pairUp =
    columns === 3
      ? `& > :where(:nth-child(3n + 1):nth-last-child(4), :nth-child(3n + 1):nth-last-child(4) ~ *) { grid-column: auto / span 3; }`
      : ''
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    & > :where(*) {
      grid-column: auto / span 2;
    }
    ${orphans}
    ${pairUp}
  `
}
