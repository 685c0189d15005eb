import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import { CapabilityFold, CapabilityTag, foldListOnPhones } from '../offerings/CapabilityLayouts'
import type { Capability } from '../offerings/offeringTypes'
import { staggerDelay } from '../offerings/stagger'
import { FeedbackLoop } from './FeedbackLoop'

/*
 * /quantum-analytics's capabilities, read off the loop (round 6: no longer the grid of cards the
 * other Quantum pages use, and no card stretched beside the drawing with a hole in it). From
 * 1024 px three columns: the loop, then the first two capabilities beside it, the other three in a
 * row under them (the list shares the frame's tracks through subgrid, so the loop never stands
 * beside a tall list with an empty column under it). Tablets: the loop, then the ruled list; phones:
 * the loop, then the ruled list of folded rows, every capability's name in view.
 */

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  > * {
    min-width: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-rows: auto auto;
    gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
    align-items: start;
    > :first-child {
      grid-column: 1;
      grid-row: 1;
    }
    /* The list's wrapper steps aside, so the list itself sits on the frame's grid. */
    > :last-child {
      display: contents;
    }
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${foldListOnPhones}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 0;
    border-top: 2px solid ${({ theme }) => theme.color.ink};
  }
  /* Over the frame's three columns and two rows; the loop's cell (top left) is left empty. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-column: 1 / -1;
    grid-row: 1 / span 2;
    grid-template-columns: subgrid;
    grid-template-rows: subgrid;
    column-gap: ${({ theme }) => theme.space[6]};
    border-top: 0;
    pointer-events: none;
    > li {
      pointer-events: auto;
    }
    > li:nth-child(1) {
      grid-column: 2;
      grid-row: 1;
    }
    > li:nth-child(2) {
      grid-column: 3;
      grid-row: 1;
    }
    > li:nth-child(n + 3) {
      grid-row: 2;
    }
  }
`

/** One capability: a fold, a ruled row from 768 px, a column of the frame's grid from 1024 px. */
const Item = styled.div`
  height: 100%;
  box-sizing: border-box;
  h3 {
    margin: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  /* A column of the frame's grid: ruled over its top, as the list was. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    border-bottom: 0;
  }
`

export function LoopCapabilities({
  items,
  tags,
  label,
}: {
  items: readonly Capability[]
  /** Where each capability works in the loop, by title. */
  tags: Readonly<Record<string, string>>
  label: string
}) {
  return (
    <Frame>
      <div>
        <FeedbackLoop />
      </div>
      <div>
        <List aria-label={label}>
          {items.map((item, i) => (
            <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
              <Item>
                <CapabilityFold
                  item={item}
                  layout="row"
                  tag={tags[item.title] && <CapabilityTag>{tags[item.title]}</CapabilityTag>}
                />
              </Item>
            </Reveal>
          ))}
        </List>
      </div>
    </Frame>
  )
}
