import { css } from 'styled-components'
import { media } from '../theme/tokens'

/**
 * The chevron of a `<details>` card, drawn in CSS on its `<summary>` (no icon markup per card): it
 * points down while the card is closed and turns up when it opens. `gridArea` places it in the
 * summary's grid (row / column, e.g. `'1 / 2'`, or `'1 / 3 / span 2 / auto'` for rows 1–2 of column 3).
 */
export const disclosureChevron = (gridArea: string) => css`
  summary::after {
    content: '';
    grid-area: ${gridArea};
    align-self: center;
    width: 0.6rem;
    height: 0.6rem;
    margin: 0 0.3rem 0.3rem;
    border-right: 2px solid ${({ theme }) => theme.color.brandStrong};
    border-bottom: 2px solid ${({ theme }) => theme.color.brandStrong};
    rotate: 45deg;
  }
  &[open] summary::after {
    rotate: 225deg;
    margin: 0.3rem 0.3rem 0;
  }
  ${media.motionOk} {
    summary::after {
      transition: rotate ${({ theme }) => theme.motion.base};
    }
  }
`
