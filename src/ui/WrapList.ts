import styled from 'styled-components'

/**
 * A bare list laid out as a wrapping row (no bullets, no indent, the small gap): tags, technologies,
 * pills. Lists that draw their items extend it.
 */
export const WrapList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`
