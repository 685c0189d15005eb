import styled from 'styled-components'
import { CardGrid, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import type { FeatureTile } from './offeringTypes'
import { staggerDelay } from './stagger'

const Tile = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** Compact feature tiles: an icon, a name and one sentence each. */
export function FeatureTiles({ items }: { items: readonly FeatureTile[] }) {
  return (
    <CardGrid as="ul" $columns={3}>
      {items.map(({ icon: Icon, title, description }, i) => (
        <Reveal as="li" key={title} delay={staggerDelay(i)}>
          <Tile>
            <IconBadge $tone="accent" aria-hidden="true">
              <Icon />
            </IconBadge>
            <div>
              <h3>{title}</h3>
              <p>{description}</p>
            </div>
          </Tile>
        </Reveal>
      ))}
    </CardGrid>
  )
}
