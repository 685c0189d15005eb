import type { ReactNode } from 'react'
import styled, { keyframes } from 'styled-components'

const rise = keyframes`
  from { opacity: 0; transform: translateY(18px); }
  to { opacity: 1; transform: none; }
`

const Wrapper = styled.div<{ $delay: number }>`
  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.ease} both;
    animation-delay: ${({ $delay }) => $delay}s;
  }
`

export interface RevealProps {
  children: ReactNode
  /** Delay in seconds (lists stagger their items by 0.05–0.2 s). */
  delay?: number
  as?: 'div' | 'li' | 'section'
}

/**
 * Fades and slides content in on load. Pure CSS: it runs from the prerendered HTML without waiting
 * for JavaScript, and is skipped entirely under `prefers-reduced-motion`.
 */
export function Reveal({ children, delay = 0, as = 'div' }: RevealProps) {
  return (
    <Wrapper as={as} $delay={delay}>
      {children}
    </Wrapper>
  )
}
