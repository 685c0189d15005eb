import type { ReactNode } from 'react'
import { ButtonAnchor, buttonAttributes, type ButtonSize, type ButtonVariant } from './Button'

export interface ScrollLinkProps {
  /** Id of the section to scroll to. */
  targetId: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
}

/**
 * A button-looking in-page link ("Scroll to Explore", "View Solutions"…). It is a real `#fragment`
 * link, so it works without any script; the site script makes it scroll smoothly (instantly under
 * reduced motion) and move focus to the section (src/enhance/pageBehaviours.ts).
 */
export function ScrollLink({ targetId, children, variant = 'primary', size }: ScrollLinkProps) {
  return (
    <ButtonAnchor href={`#${targetId}`} data-scroll-link {...buttonAttributes(variant, size)}>
      {children}
    </ButtonAnchor>
  )
}
