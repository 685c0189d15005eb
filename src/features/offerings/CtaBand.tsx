import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { ActionRow } from './ActionButtons'
import type { CtaCopy } from './offeringTypes'

/**
 * On phones each button grows to fill its line: two that fit share the row in equal measure, two
 * that do not become a tidy stack of full-width buttons, not one left hanging under the other.
 */
const Actions = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    a {
      flex: 1 1 auto;
    }
  }
`

export interface CtaBandProps extends CtaCopy {
  id: string
  children?: ReactNode
}

/** The closing call to action of a page, on the brand background. */
export function CtaBand({ id, title, text, actions, children }: CtaBandProps) {
  return (
    <Section id={id} tone="brand" title={title} intro={text}>
      <Reveal>
        {children}
        <Actions>
          <ActionRow actions={actions} onDark center size="lg" />
        </Actions>
      </Reveal>
    </Section>
  )
}
