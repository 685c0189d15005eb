import styled from 'styled-components'

/** Centres content and keeps a comfortable gutter from 320 px up. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.proseWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`
