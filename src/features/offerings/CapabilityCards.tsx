import styled from 'styled-components'
import { Card, CardGrid, CheckList, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
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
}

/** Capability cards: icon, title, description and a list of benefits. */
export function CapabilityCards({ items, columns = 3, stagger }: CapabilityCardsProps) {
  return (
    <CardGrid as="ul" $columns={columns}>
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
    </CardGrid>
  )
}
