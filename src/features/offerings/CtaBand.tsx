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

/**
 * A quieter second offer under the buttons (e.g. the research archive on /services): a dotted rule,
 * then one line of its own, so the page ends on one band instead of a thin section before it.
 */
const Footnote = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 2px dotted ${({ theme }) => theme.color.brandOnDark};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: center;
  text-align: center;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    justify-items: start;
    text-align: start;
    gap: ${({ theme }) => theme.space[5]};
  }
`

export interface CtaBandProps extends CtaCopy {
  id: string
  children?: ReactNode
  /** A quieter second offer under the buttons, after a dotted rule. */
  footnote?: ReactNode
}

/** The closing call to action of a page, on the brand background. */
export function CtaBand({ id, title, text, actions, children, footnote }: CtaBandProps) {
  return (
    <Section id={id} tone="brand" title={title} intro={text}>
      <Reveal>
        {children}
        <Actions>
          <ActionRow actions={actions} onDark center size="lg" />
        </Actions>
        {footnote && <Footnote>{footnote}</Footnote>}
      </Reveal>
    </Section>
  )
}
