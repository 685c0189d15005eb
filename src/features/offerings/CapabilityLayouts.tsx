import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Card, CheckList, IconBadge } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import type { Capability } from './offeringTypes'
import { staggerDelay } from './stagger'
import { disclosureChevron } from '../../ui/disclosureChevron'

/*
 * Two arrangements of capability cards that replace the centred 3 + 2 grid: a mosaic (two wide
 * cards over three) and a grid whose first cell is the section's heading or drawing (no column left
 * empty beside a sticky one). On phones both are a ruled list of folded rows (CapabilityFold): every
 * capability's name in view at once, its sentence and benefits a tap away, instead of a sideways
 * row where a visitor saw one card and a sliver.
 */

const Benefits = styled(CheckList)`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

const Description = styled.p`
  margin: 0;
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

/** Where a capability works in the page's drawing ('Loop step 1'): a small pill. */
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
 * One capability as a disclosure. Phones: a row (icon, name, marker, chevron) that opens on the
 * sentence and the benefits, indented under the name. From 768 px always open (the content shows
 * through `::details-content`; the summary still toggles the attribute, with nothing to hide, so a
 * click on the name never lands on a dead control), laid out as a card (`card`: icon
 * and marker over the name) or a ruled row (`row`: the icon in a column of its own).
 */
const Fold = styled.details<{ $layout: 'card' | 'row' }>`
  > summary {
    display: grid;
    grid-template-columns: 2.5rem minmax(0, 1fr) auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 2.75rem;
    list-style: none;
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
    ${IconBadge} {
      width: 2.5rem;
      height: 2.5rem;
      svg {
        width: 1.25rem;
        height: 1.25rem;
      }
    }
    h3 {
      min-width: 0;
      margin: 0;
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
    /* A tag (where the page's drawing gives one) sits under the name, in the name's column. */
    > ${CapabilityTag} {
      grid-column: 2;
      justify-self: start;
      margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
    }
  }
  ${disclosureChevron('1 / 4')}
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]}
      calc(2.5rem + ${({ theme }) => theme.space[3]});
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    > summary {
      cursor: auto;
      h3 {
        font-size: ${({ theme }) => theme.fontSize.xl};
      }
    }
    summary::after {
      display: none;
    }
    ${({ $layout, theme }) =>
      $layout === 'card'
        ? `
    > summary {
      grid-template-columns: minmax(0, 1fr) auto;
      row-gap: ${theme.space[3]};
      > :first-child { grid-area: 1 / 1; width: 3rem; height: 3rem; }
      > :nth-child(2) { grid-area: 2 / 1 / 3 / 3; }
      > :nth-child(3) { grid-area: 1 / 2; }
    }
    > div { padding: ${theme.space[3]} 0 0; }`
        : `
    > summary {
      grid-template-columns: 3rem minmax(0, 1fr);
      align-items: start;
      column-gap: ${theme.space[4]};
      > :first-child { width: 3rem; height: 3rem; }
    }
    > div { padding: 0 0 0 calc(3rem + ${theme.space[4]}); }`}
    @supports selector(::details-content) {
      &::details-content {
        content-visibility: visible;
      }
    }
  }
`

/**
 * Below 768 px, the list a fold sits in: a ruled list with every name in view (the cards' frames
 * give way to hairlines between rows).
 */
export const foldListOnPhones = css`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: grid;
    gap: 0;
    border-top: 2px solid ${({ theme }) => theme.color.ink};
    > li {
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
      padding-block: ${({ theme }) => theme.space[2]};
    }
    > li > article {
      padding: 0;
      border: 0;
      border-radius: 0;
      background: none;
      box-shadow: none;
    }
  }
`

export function CapabilityFold({
  item,
  marker,
  tag,
  layout = 'card',
}: {
  item: Capability
  marker?: ReactNode
  tag?: ReactNode
  layout?: 'card' | 'row'
}) {
  const { icon: Icon, title, description, benefits } = item
  return (
    <Fold $layout={layout}>
      <summary>
        <IconBadge aria-hidden="true">
          <Icon />
        </IconBadge>
        {/* The heading holds the name alone (its text is the capability's name); the tag is its
            own phrasing element beside it, as a summary may hold one heading and phrasing. */}
        <h3>{title}</h3>
        {tag}
        {marker}
      </summary>
      <div>
        <Description>{description}</Description>
        {benefits.length > 0 && (
          <Benefits aria-label={`${title}: benefits`}>
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </Benefits>
        )}
      </div>
    </Fold>
  )
}

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
  ${foldListOnPhones}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ${({ $pairs }) => ($pairs ? 'grid-template-columns: repeat(2, minmax(0, 1fr));' : mosaicRows)}
  }
`

export function CapabilityMosaic({
  items,
  label,
  markers = false,
  pairs = false,
}: {
  items: readonly Capability[]
  /** Names the list. */
  label: string
  /** Number each card (1, 2 …) to match the numbered points of the page's drawing. */
  markers?: boolean
  /** Two a row at every width from 768 px (four cards: two by two). */
  pairs?: boolean
}) {
  return (
    <>
      <MosaicList aria-label={label} $pairs={pairs}>
        {items.map((item, i) => (
          <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
            <Card style={{ height: '100%' }}>
              <CapabilityFold
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
    </>
  )
}

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
  ${foldListOnPhones}
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
}: {
  /** The first cell: the section's heading block or the page's drawing. */
  lead: ReactNode
  items: readonly Capability[]
  /** Names the list. */
  label: string
}) {
  return (
    <>
      <GridFrame>
        <GridLead>{lead}</GridLead>
        <GridList aria-label={label}>
          {items.map((item, i) => (
            <Reveal as="li" key={item.title} delay={staggerDelay(i)}>
              <Card style={{ height: '100%' }}>
                <CapabilityFold item={item} />
              </Card>
            </Reveal>
          ))}
        </GridList>
      </GridFrame>
    </>
  )
}
