import styled from 'styled-components'
import { Badge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { SnapRow } from '../../ui/SnapRow'
import type { TechnologyTile } from './offeringTypes'
import { staggerDelay } from './stagger'

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
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

/** On phones a shelf two tiles high to swipe through, not twelve tiles stacked. */
const Shelf = styled(SnapRow)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    grid-template-rows: repeat(2, auto);
    grid-auto-columns: minmax(11rem, 62%);
  }
`

/** Technology tiles: name, what it is used for, and its category. */
export function TechGrid({
  items,
  label,
}: {
  items: readonly TechnologyTile[]
  /** Names the list: on phones it is a shelf a keyboard user scrolls after focusing it. */
  label: string
}) {
  return (
    <Shelf $columns={4} tabIndex={0} aria-label={label}>
      {items.map(({ name, description, category }, i) => (
        <Reveal as="li" key={name} delay={staggerDelay(i)}>
          <Tile>
            <Badge $tone="neutral">{category}</Badge>
            <h3>{name}</h3>
            <p>{description}</p>
          </Tile>
        </Reveal>
      ))}
    </Shelf>
  )
}
