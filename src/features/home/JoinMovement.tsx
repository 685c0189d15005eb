import styled from 'styled-components'
import { ActionRow } from '../offerings/ActionButtons'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { joinMovement } from './homeCopy'

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/** Join the movement: careers and partnerships, the heading beside the invitation. */
export function JoinMovement() {
  return (
    <Section
      layout="split"
      id={joinMovement.id}
      tone="alt"
      eyebrow={joinMovement.eyebrow}
      title={joinMovement.title}
    >
      <Reveal>
        <Text>{joinMovement.text}</Text>
        <ActionRow actions={joinMovement.actions} />
      </Reveal>
    </Section>
  )
}
