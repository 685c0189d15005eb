import styled from 'styled-components'
import { displayTitle } from './display'

/**
 * The head of a light masthead opening (the knowledge pages): the title set large on the left, the
 * lead and actions in a column beside it from 1024 px, their feet aligned; stacked on narrower
 * screens. The page's picture (a shelf, an index) follows it across the width.
 */
export const MastheadHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
  h1 {
    margin: 0;
    ${displayTitle('clamp(2.5rem, 1.2rem + 5vw, 4.75rem)')}
  }
`
