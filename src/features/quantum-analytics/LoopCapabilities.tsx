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
 * 1024 px the loop stays in view on the left while the five capabilities run down the right as a
 * ruled list, each tagged with its station, its benefits in two columns under its sentence. Tablets:
 * the loop, then the ruled list; phones: the loop, then a row of cards to swipe.
 */

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  > * {
    min-width: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
    > :first-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[5]});
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
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
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
