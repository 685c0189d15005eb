import type { MouseEvent, ReactNode } from 'react'
import styled from 'styled-components'
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button'
import { scrollToId } from './motion'

const Anchor = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
`

export interface ScrollLinkProps {
  /** Id of the section to scroll to. */
  targetId: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
}

/**
 * A button-looking in-page link ("Scroll to Explore", "View Solutions"…). It is a real `#fragment`
 * link, so it works before hydration; with JavaScript it scrolls smoothly (instantly under reduced
 * motion) and moves focus to the section.
 */
export function ScrollLink({ targetId, children, variant = 'primary', size }: ScrollLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(targetId)) {
      event.preventDefault()
      history.replaceState(history.state, '', `#${targetId}`)
    }
  }
  return (
    <Anchor href={`#${targetId}`} onClick={onClick} $variant={variant} $size={size} data-button>
      {children}
    </Anchor>
  )
}
