import type { ReactNode } from 'react'
import { Section } from '../../ui/Section'
import { Reveal } from '../../ui/Reveal'
import { ActionRow } from './ActionButtons'
import type { CtaCopy } from './offeringTypes'

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
        <ActionRow actions={actions} onDark center size="lg" />
      </Reveal>
    </Section>
  )
}
