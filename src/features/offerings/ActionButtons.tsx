import type { ButtonSize, ButtonVariant } from '../../ui/Button'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { ScrollLink } from '../../ui/ScrollLink'
import type { Action } from './offeringTypes'

export interface ActionButtonProps {
  action: Action
  /** Variant when the action does not name one. */
  fallbackVariant?: ButtonVariant
  size?: ButtonSize
}

/** One call to action: a router link for a route, a smooth-scrolling link for an in-page section. */
export function ActionButton({ action, fallbackVariant = 'primary', size }: ActionButtonProps) {
  const variant = action.variant ?? fallbackVariant
  if ('scrollTo' in action) {
    return (
      <ScrollLink targetId={action.scrollTo} variant={variant} size={size}>
        {action.label}
      </ScrollLink>
    )
  }
  return (
    <LinkButton to={action.to} variant={variant} size={size}>
      {action.label}
    </LinkButton>
  )
}

export interface ActionRowProps {
  actions: readonly Action[]
  /** On a dark background the secondary buttons use the light outline style. */
  onDark?: boolean
  center?: boolean
  size?: ButtonSize
}

/** A row of calls to action: the first is primary, the others secondary unless they say otherwise. */
export function ActionRow({ actions, onDark = false, center = false, size }: ActionRowProps) {
  return (
    <ButtonRow $center={center}>
      {actions.map((action, i) => (
        <ActionButton
          key={action.label}
          action={action}
          size={size}
          fallbackVariant={i === 0 ? 'primary' : onDark ? 'onDark' : 'secondary'}
        />
      ))}
    </ButtonRow>
  )
}
