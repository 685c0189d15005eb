import styled, { css } from 'styled-components'
import { balancedColumns } from './balancedGrid'

/**
 * The phone half of a SnapRow, as a mixin for lists that cannot be a SnapRow themselves (an island's
 * grid styled from around it): below 768 px the items sit side by side in one row the visitor swipes
 * through (CSS scroll snap, no script), each about 85% of the screen wide so the next one peeks in
 * as a cue. The row runs to the screen's edges; its first item lines up with the page's text.
 */
export const snapRowOnPhones = css`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    ${swipeRow('minmax(15rem, 85%)')}
    overscroll-behavior-x: contain;
    scroll-padding-inline: ${({ theme }) => theme.space[4]};
    scrollbar-width: thin;
    /* A keyboard user can scroll the row once it has focus (see SnapRow's tabIndex). */
    &:focus-visible {
      outline-offset: -3px;
    }
  }
`

/**
 * A row to swipe with items `columns` wide (a grid-auto-columns value): the phone row above.
 */
function swipeRow(columns: string) {
  return css`
    display: grid;
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: ${columns};
    gap: ${({ theme }) => theme.space[4]};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    margin-inline: -${({ theme }) => theme.space[4]};
    /* Room for the cards' shadows, which the scroller would clip. */
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]}
      ${({ theme }) => theme.space[3]};
    > * {
      grid-column: auto;
      scroll-snap-align: start;
    }
  `
}

/** The part every SnapRow shares: written once per page, whatever the columns. */
const SnapList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${snapRowOnPhones}
`

/**
 * A list of cards: on phones a swipeable row (snapRowOnPhones); on tablets a grid of two with every
 * card whole, a card left over taking the whole last row (three cards in 250 px columns broke
 * their buttons and badges onto two lines; a lone card in the middle read as forgotten); from
 * 1024 px a grid of `$columns`, balanced like CardGrid. Cards inside should fill their item
 * (height 100%).
 *
 * A row without links or buttons in it needs `tabIndex={0}` and an `aria-label`, so a keyboard can
 * reach and scroll it.
 */
export const SnapRow = styled(SnapList)<{ $columns?: 2 | 3 | 4 }>`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ${({ $columns = 3 }) => balancedColumns(Math.min($columns, 2), { wideOrphan: true })}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $columns = 3 }) => balancedColumns($columns)}
  }
`
