import styled from 'styled-components'
import { CircleCheck } from 'lucide-react'
import { Reveal } from '../../ui/Reveal'
import type { Reason } from './offeringTypes'
import { staggerDelay } from './stagger'

/* Flush with the page grid (its heading's left edge), never centred and indented. */
const List = styled.ul<{ $row: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $row }) => ($row ? 'grid-template-columns: repeat(4, minmax(0, 1fr));' : '')}
  }
`

const Item = styled.div<{ $onDark: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin-top: 0.1rem;
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.brandOnDark : theme.color.brand)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.textOnDarkMuted : theme.color.textMuted)};
  }
`

/** Reasons to choose us / benefits: a checked title and a supporting sentence each. */
export function ReasonList({
  items,
  onDark = false,
  row = false,
}: {
  items: readonly Reason[]
  /** Four reasons across the full width from 1024 px (a section without a side column). */
  row?: boolean
  /** On a navy or teal band (the closing call to action). */
  onDark?: boolean
}) {
  return (
    <List $row={row && items.length === 4}>
      {items.map(({ title, description }, i) => (
        <Reveal as="li" key={title} delay={staggerDelay(i)}>
          <Item $onDark={onDark}>
            <CircleCheck aria-hidden="true" />
            <div>
              <h3>{title}</h3>
              <p>{description}</p>
            </div>
          </Item>
        </Reveal>
      ))}
    </List>
  )
}
