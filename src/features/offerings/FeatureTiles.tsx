import styled from 'styled-components'
import { balancedColumns } from '../../ui/balancedGrid'
import { IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import type { FeatureTile } from './offeringTypes'
import { staggerDelay } from './stagger'

/** Two tiles a row on phones and tablets (they are short), three from 1024 px. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${balancedColumns(2, { wideOrphan: true })}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[5]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${balancedColumns(3)}
  }
`

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${IconBadge} {
    width: 2.25rem;
    height: 2.25rem;
    svg {
      width: 1.25rem;
      height: 1.25rem;
    }
  }
  /* Phones: two a row without a box (the grid's gap separates them), so six stay short. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0;
    border: 0;
    background: none;
    ${IconBadge} {
      width: 1.75rem;
      height: 1.75rem;
      svg {
        width: 1rem;
        height: 1rem;
      }
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[4]};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[5]};
    h3 {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    p {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
    ${IconBadge} {
      width: 3rem;
      height: 3rem;
      svg {
        width: 1.5rem;
        height: 1.5rem;
      }
    }
  }
`

/**
 * The ruled variant (round 7): no boxes at any width; each item hangs from a hairline with its icon
 * beside the name, two columns from 768 px (for a split section's content column).
 */
const RuledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0 ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const RuledItem = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  border-top: 2px solid ${({ theme }) => theme.color.ink};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/** Compact feature tiles: an icon, a name and one sentence each (`ruled`: a ruled list instead). */
export function FeatureTiles({
  items,
  ruled = false,
}: {
  items: readonly FeatureTile[]
  ruled?: boolean
}) {
  if (ruled) {
    return (
      <RuledGrid>
        {items.map(({ icon: Icon, title, description }, i) => (
          <Reveal as="li" key={title} delay={staggerDelay(i)}>
            <RuledItem>
              <Icon aria-hidden="true" />
              <h3>{title}</h3>
              <p>{description}</p>
            </RuledItem>
          </Reveal>
        ))}
      </RuledGrid>
    )
  }
  return (
    <Grid>
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
    </Grid>
  )
}
