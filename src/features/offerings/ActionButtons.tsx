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
function ActionButton({ action, fallbackVariant = 'primary', size }: ActionButtonProps) {
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

/**
 * Each action with the variant it is drawn in (its own, else primary for the first and secondary for
 * the others), primary first: every row on the site reads main action, then the alternatives.
 */
export function orderedActions(
  actions: readonly Action[],
  onDark = false,
): { action: Action; variant: ButtonVariant }[] {
  const drawn = actions.map((action, i) => ({
    action,
    variant: action.variant ?? (i === 0 ? 'primary' : onDark ? 'onDark' : 'secondary'),
  }))
  return [
    ...drawn.filter((d) => d.variant === 'primary'),
    ...drawn.filter((d) => d.variant !== 'primary'),
  ]
}

/** A row of calls to action, the primary one first. */
export function ActionRow({ actions, onDark = false, center = false, size }: ActionRowProps) {
  return (
    <ButtonRow $center={center}>
      {orderedActions(actions, onDark).map(({ action, variant }) => (
        <ActionButton key={action.label} action={action} size={size} fallbackVariant={variant} />
      ))}
    </ButtonRow>
  )
}
