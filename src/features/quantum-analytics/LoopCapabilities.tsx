import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import { snapRowOnPhones } from '../../ui/SnapRow'
import { CheckList, IconBadge } from '../../ui/Card'
import { CapabilityTag, SwipeHint } from '../offerings/CapabilityLayouts'
import type { Capability } from '../offerings/offeringTypes'
import { staggerDelay } from '../offerings/stagger'
import { FeedbackLoop } from './FeedbackLoop'

/*
 * /quantum-analytics's capabilities, read off the loop (round 6: no longer the grid of cards the
 * other Quantum pages use, and no card stretched beside the drawing with a hole in it). From
 * 1024 px three columns: the loop, then the first two capabilities beside it, the other three in a
 * row under them (the list shares the frame's tracks through subgrid, so the loop never stands
 * beside a tall list with an empty column under it). Tablets: the loop, then the ruled list; phones:
 * the loop, then a row of cards to swipe.
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
  ${snapRowOnPhones}
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

/** One capability: the icon, then its tag, title, sentence and benefits, all from the top. */
const Item = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  box-sizing: border-box;
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Phones: a card in the row. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 3rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    > :first-child {
      grid-row: 1 / span 4;
    }
    > :not(:first-child) {
      grid-column: 2;
    }
  }
  /* A column of the frame's grid: ruled over its top, as the list was. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: 2.5rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[6]};
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    border-bottom: 0;
  }
`

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  ${CapabilityTag} {
    margin: 0;
  }
`

const Benefits = styled(CheckList)`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[5]};
  }
`

export function LoopCapabilities({
  items,
  tags,
  label,
  hint,
}: {
  items: readonly Capability[]
  /** Where each capability works in the loop, by title. */
  tags: Readonly<Record<string, string>>
  label: string
  hint: string
}) {
  return (
    <Frame>
      <div>
        <FeedbackLoop />
      </div>
      <div>
        <List tabIndex={0} aria-label={label}>
          {items.map((item, i) => (
            <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
              <Item>
                <IconBadge aria-hidden="true">
                  <item.icon />
                </IconBadge>
                <TitleRow>
                  <h3>{item.title}</h3>
                  {tags[item.title] && <CapabilityTag>{tags[item.title]}</CapabilityTag>}
                </TitleRow>
                <p>{item.description}</p>
                {item.benefits.length > 0 && (
                  <Benefits aria-label={`${item.title}: benefits`}>
                    {item.benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </Benefits>
                )}
              </Item>
            </Reveal>
          ))}
        </List>
        <SwipeHint aria-hidden="true">{hint}</SwipeHint>
      </div>
    </Frame>
  )
}
