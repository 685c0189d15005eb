import { ActionRow } from '../offerings/ActionButtons'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { joinMovement } from './homeContent'

/** Join the movement: careers and partnerships. */
export function JoinMovement() {
  return (
    <Section
      id={joinMovement.id}
      eyebrow={joinMovement.eyebrow}
      title={joinMovement.title}
      intro={joinMovement.text}
    >
      <Reveal>
        <ActionRow actions={joinMovement.actions} center />
      </Reveal>
    </Section>
  )
}
