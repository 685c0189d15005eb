import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, CheckList, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import type { Capability } from './offeringTypes'
import { staggerDelay } from './stagger'
import { snapRowOnPhones } from '../../ui/SnapRow'

/*
 * Two arrangements of capability cards that replace the centred 3 + 2 grid: a mosaic (two wide
 * cards over three, a swipe row on phones) and a grid whose first cell is the section's heading or
 * drawing (no column left empty beside a sticky one).
 */

const Benefits = styled(CheckList)`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const Description = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** A small numbered disc: ties a card to a numbered point in the page's drawing. */
const Marker = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.brandOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

// Below 768 px both layouts are the shared phone swipe row (src/ui/SnapRow.tsx: the next card
// peeks in); a SwipeHint under it says how many there are.

/** From 768 px: two wide cards, then three a row (an odd last card stays in line). */
const mosaicRows = `
    grid-template-columns: repeat(6, minmax(0, 1fr));
    > li {
      grid-column: span 2;
    }
    > li:nth-child(-n + 2) {
      grid-column: span 3;
    }
    > li:last-child:nth-child(odd) {
      grid-column: span 2;
    }
`

/**
 * Five or more cards: from 768 px the first two share a row (wide cards) and the rest run three a
 * row, so no card is left centred alone (`pairs`: two a row); phones a row to swipe, the next card
 * peeking in, with a count under it.
 */
const MosaicList = styled.ul<{ $pairs: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${snapRowOnPhones}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ${({ $pairs }) => ($pairs ? 'grid-template-columns: repeat(2, minmax(0, 1fr));' : mosaicRows)}
  }
`

/** Under a phone swipe row: how many cards it holds and that it scrolls sideways. */
export const SwipeHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none;
  }
`

function CapabilityBody({ item, marker }: { item: Capability; marker?: ReactNode }) {
  const { icon: Icon, title, description, benefits } = item
  return (
    <>
      <CardHead>
        <IconBadge aria-hidden="true">
          <Icon />
        </IconBadge>
        {marker}
      </CardHead>
      <h3>{title}</h3>
      <Description>{description}</Description>
      {benefits.length > 0 && (
        <Benefits aria-label={`${title}: benefits`}>
          {benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </Benefits>
      )}
    </>
  )
}

export function CapabilityMosaic({
  items,
  label,
  hint,
  markers = false,
  pairs = false,
}: {
  items: readonly Capability[]
  /** Names the list: on phones it is a row a keyboard user scrolls after focusing it. */
  label: string
  /** The phone hint under the row ("Five services · swipe"). */
  hint: string
  /** Number each card (1, 2 …) to match the numbered points of the page's drawing. */
  markers?: boolean
  /** Two a row at every width from 768 px (four cards: two by two). */
  pairs?: boolean
}) {
  return (
    <>
      <MosaicList tabIndex={0} aria-label={label} $pairs={pairs}>
        {items.map((item, i) => (
          <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
            <Card style={{ height: '100%' }}>
              <CapabilityBody
                item={item}
                marker={
                  markers ? (
                    <Marker>
                      <span className="visually-hidden">Point </span>
                      {i + 1}
                    </Marker>
                  ) : null
                }
              />
            </Card>
          </Reveal>
        ))}
      </MosaicList>
      <SwipeHint aria-hidden="true">{hint}</SwipeHint>
    </>
  )
}

/** A short tag beside a capability's title (where it sits in the page's drawing). */
export const CapabilityTag = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  padding: 0.1rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  white-space: nowrap;
`

/**
 * From 1024 px a grid of three columns with no empty column: the `lead` (the section's heading, or
 * the page's drawing) takes the first cell and the capability cards fill the five others, so a
 * static screenshot and a visitor scrolling both meet full columns. The list spans the grid as a
 * subgrid, its cards sharing the lead's row. Tablets: the lead, then two wide cards over three;
 * phones: the lead, then a row to swipe.
 */
const GridFrame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-rows: auto auto;
    gap: ${({ theme }) => theme.space[5]};
  }
`

const GridLead = styled.div`
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-area: 1 / 1;
    /* The list spans the whole grid: the lead sits above it, reachable by a pointer. */
    position: relative;
    z-index: 1;
  }
`

const GridList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${snapRowOnPhones}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
    theme.breakpoint.lg - 1}px) {
    ${mosaicRows}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-area: 1 / 1 / 3 / 4;
    grid-template-columns: subgrid;
    grid-template-rows: subgrid;
    > li:first-child {
      grid-column-start: 2;
    }
    /* Cards share a row with the lead; their words flow from the top (no checklist pinned to the
       foot with a hole above it). */
  }
`

export function CapabilityGrid({
  lead,
  items,
  label,
  hint,
}: {
  /** The first cell: the section's heading block or the page's drawing. */
  lead: ReactNode
  items: readonly Capability[]
  /** Names the list: on phones it is a row a keyboard user scrolls after focusing it. */
  label: string
  /** The phone hint under the row. */
  hint: string
}) {
  return (
    <>
      <GridFrame>
        <GridLead>{lead}</GridLead>
        <GridList tabIndex={0} aria-label={label}>
          {items.map((item, i) => (
            <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
              <Card style={{ height: '100%' }}>
                <CapabilityBody item={item} />
              </Card>
            </Reveal>
          ))}
        </GridList>
      </GridFrame>
      <SwipeHint aria-hidden="true">{hint}</SwipeHint>
    </>
  )
}
