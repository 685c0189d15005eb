import styled from 'styled-components'

/**
 * A detail page's facts in its navy opening (client and industry of a case study, the years and
 * status of a research product): a `<dl>` of short label-value pairs, side by side, wrapping.
 */
export const OpeningFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
  }
`
