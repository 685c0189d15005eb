import styled from 'styled-components'
import { Badge, CardGrid } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import type { TechnologyTile } from './offeringTypes'
import { staggerDelay } from './stagger'

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Technology tiles: name, what it is used for, and its category. */
export function TechGrid({ items }: { items: readonly TechnologyTile[] }) {
  return (
    <CardGrid as="ul" $columns={4}>
      {items.map(({ name, description, category }, i) => (
        <Reveal as="li" key={name} delay={staggerDelay(i)}>
          <Tile>
            <Badge $tone="neutral">{category}</Badge>
            <h3>{name}</h3>
            <p>{description}</p>
          </Tile>
        </Reveal>
      ))}
    </CardGrid>
  )
}
