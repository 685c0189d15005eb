import { css } from 'styled-components'

/**
 * Display type of the openings, one voice for every page's h1 however it is composed: heavy, tight,
 * in ink. Each opening chooses the size (a clamp that suits its column) and the leading.
 */
export const displayTitle = (size: string, lineHeight = 1.02) => css`
  font-size: ${size};
  font-weight: 800;
  line-height: ${lineHeight};
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.color.ink};
`

/**
 * A figure set large as a shape (the not-found page's code, a blog topic's number): solid, in the
 * light teal, a shape to look at rather than a word to read. Not an outline: a stroked variable
 * font draws the overlaps inside its glyphs (the bars of a "4"). The size is the caller's.
 */
export const displayFigure = css`
  font-weight: 800;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.color.brandOnDark};
  font-variant-numeric: tabular-nums;
`
