import type { ButtonSize, ButtonVariant } from '../../ui/Button'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { ScrollLink } from '../../ui/ScrollLink'
import type { Action } from './offeringTypes'

interface ActionButtonProps {
  action: Action
  /** How it is drawn (`orderedActions`: its own variant, fitted to the background). */
  variant: ButtonVariant
  size?: ButtonSize
}

/** One call to action: a router link for a route, a smooth-scrolling link for an in-page section. */
function ActionButton({ action, variant, size }: ActionButtonProps) {
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
 * the others; an outline one in the outline of its background), primary first: every row on the site reads main action, then the alternatives.
 */
export function orderedActions(
  actions: readonly Action[],
  onDark = false,
): { action: Action; variant: ButtonVariant }[] {
  // An alternative is drawn for the background it sits on, whichever outline its copy names: the
  // same copy serves a navy opening and a light one.
  const outline = (variant: ButtonVariant): ButtonVariant =>
    variant === 'secondary' || variant === 'onDark' ? (onDark ? 'onDark' : 'secondary') : variant
  const drawn = actions.map((action, i) => ({
    action,
    variant: outline(action.variant ?? (i === 0 ? 'primary' : 'secondary')),
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
        <ActionButton key={action.label} action={action} size={size} variant={variant} />
      ))}
    </ButtonRow>
  )
}
