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

/**
 * The ruled variant (round 7): a stack sheet, not tiles. One row per tool under a hairline: its
 * category in small capitals, the name, what it is used for; two columns of rows from 1024 px.
 */
const Sheet = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  column-gap: ${({ theme }) => theme.space[8]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    border-bottom: 0;
    /* Each column closes on its own hairline. */
    > li:nth-last-child(-n + 2) > * {
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 9rem 11rem minmax(0, 1fr);
    padding: ${({ theme }) => theme.space[4]} 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 10rem minmax(0, 1fr);
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Phones: the name first, its category at the line's end. From 768 px: category, name, use. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    h3 {
      order: -1;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    p {
      grid-column: 3;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    p {
      grid-column: 2;
    }
  }
`

/** Technology tiles: name, what it is used for, and its category (`ruled`: a stack sheet). */
export function TechGrid({
  items,
  label,
  ruled = false,
}: {
  items: readonly TechnologyTile[]
  /** Names the list: on phones it is a shelf a keyboard user scrolls after focusing it. */
  label: string
  ruled?: boolean
}) {
  if (ruled) {
    return (
      <Sheet aria-label={label}>
        {items.map(({ name, description, category }, i) => (
          <Reveal as="li" key={name} delay={staggerDelay(i)}>
            <Row>
              <span>{category}</span>
              <h3>{name}</h3>
              <p>{description}</p>
            </Row>
          </Reveal>
        ))}
      </Sheet>
    )
  }
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
