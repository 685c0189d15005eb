import styled from 'styled-components'

/** Two columns side by side on wide screens (text and an illustration), stacked on phones. */
export const Split = styled.div<{ $reverse?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    ${({ $reverse }) => ($reverse ? '> :first-child { order: 2; }' : '')}
  }
`
