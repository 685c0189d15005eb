import { css } from 'styled-components'

/**
 * A figure drawn large in outline (the not-found page's code, a blog topic's number): teal strokes,
 * no fill, a shape to look at rather than a word to read. The size is the caller's.
 */
export const outlineFigure = css`
  font-weight: 800;
  letter-spacing: -0.04em;
  color: transparent;
  -webkit-text-stroke: 3px ${({ theme }) => theme.color.brand};
  font-variant-numeric: tabular-nums;
`
