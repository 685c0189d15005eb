import styled from 'styled-components'
import { Card, CheckList, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { SnapRow } from '../../ui/SnapRow'
import type { Capability } from './offeringTypes'
import { staggerDelay, type StaggerRange } from './stagger'

const Benefits = styled(CheckList)`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

export interface CapabilityCardsProps {
  items: readonly Capability[]
  columns?: 2 | 3
  stagger?: StaggerRange
  /** Names the list: on phones it is a row a keyboard user scrolls after focusing it. */
  label: string
}

/** Capability cards: icon, title, description and a list of benefits; on phones a row to swipe. */
export function CapabilityCards({ items, columns = 3, stagger, label }: CapabilityCardsProps) {
  return (
    <SnapRow $columns={columns} tabIndex={0} aria-label={label}>
      {items.map(({ icon: Icon, title, description, benefits }, i) => (
        <Reveal as="li" key={title} delay={staggerDelay(i, stagger)}>
          <Card style={{ height: '100%' }}>
            <IconBadge aria-hidden="true">
              <Icon />
            </IconBadge>
            <h3>{title}</h3>
            <Description>{description}</Description>
            {benefits.length > 0 && (
              <Benefits aria-label={`${title}: benefits`}>
                {benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </Benefits>
            )}
          </Card>
        </Reveal>
      ))}
    </SnapRow>
  )
}
