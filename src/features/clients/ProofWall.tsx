import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { Link } from '../../ui/Link'
import { caseStudyHref, headlineResult, resultParts, WALL_LOGO_SIZE, type Client } from './client'
import { logoInk } from './ClientLogoWall'

/**
 * The /clients proof wall: each client's wordmark with a figure its case study measured (its first
 * result that is a figure: six figures in one form), set large under it, the whole tile a link to the case study. Six cells on one hairline grid (the
 * grid's 1 px gap over the border colour draws the lines), two across on a phone and at 1024 px
 * beside the opening's words, three across in between.
 */
const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.color.border};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) and (max-width: ${({ theme }) =>
      theme.breakpoint.lg - 1}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Every tile one height, on a phone too: the rows share the tallest tile's height. */
  grid-auto-rows: 1fr;
  li {
    display: flex;
    background: ${({ theme }) => theme.color.surface};
  }
`

const Tile = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
  img {
    display: block;
    width: auto;
    height: 2.5rem;
    max-width: 100%;
    margin: -0.25rem 0 ${({ theme }) => theme.space[1]} -0.1rem;
    aspect-ratio: ${WALL_LOGO_SIZE.width} / ${WALL_LOGO_SIZE.height};
    object-fit: contain;
    object-position: left center;
    ${logoInk}
    transition:
      filter ${({ theme }) => theme.motion.base},
      opacity ${({ theme }) => theme.motion.base};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      height: 3rem;
    }
  }
  /* The result: one line of one height in every tile, on one baseline. */
  [data-result] {
    display: flex;
    align-items: baseline;
    min-height: 2.5rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.ink};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      min-height: 3rem;
    }
  }
  /* A figure: the number set large, its unit beside it in the label's size. */
  [data-result] b {
    font-size: clamp(1.75rem, 1.3rem + 1.4vw, 2.5rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.03em;
    font-variant-numeric: tabular-nums;
  }
  [data-result] small {
    margin-left: 0.1em;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 700;
    letter-spacing: -0.01em;
  }
  /* A result in words (a cadence, a before → after) is a statement, not a figure: set as a stamp
     in the data colour, on the figures' baseline, never broken. */
  [data-result='words'] {
    align-items: flex-end;
  }
  [data-result='words'] strong {
    padding: 0.2rem ${({ theme }) => theme.space[2]};
    border: 1.5px solid currentColor;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
    line-height: 1.2;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
    @media (max-width: 359px) {
      padding-inline: ${({ theme }) => theme.space[1]};
      font-size: ${({ theme }) => theme.fontSize.xs};
      letter-spacing: 0.02em;
    }
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
  [data-result] small[data-spaced] {
    margin-left: 0.3em;
  }
  > span:not([data-result]) {
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  /* The arrow: the tile is a way into the story. */
  &::after {
    content: '→';
    position: absolute;
    top: ${({ theme }) => theme.space[3]};
    right: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.brand};
    font-weight: 700;
    transition: transform ${({ theme }) => theme.motion.fast};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      top: ${({ theme }) => theme.space[4]};
      right: ${({ theme }) => theme.space[4]};
    }
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover img {
    filter: none;
    opacity: 1;
  }
  &:hover::after {
    transform: translateX(3px);
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    img,
    &::after {
      transition: none;
    }
  }
`

/** A result as a figure (its number and its unit) or, when it is words, as a statement. */
function ResultValue({ value }: { value: string }) {
  const parts = resultParts(value)
  if (parts.kind === 'words')
    return (
      <span data-result="words">
        <strong>{parts.text}</strong>
      </span>
    )
  return (
    <span data-result="figure">
      <b>{parts.figure}</b>
      {parts.unit && (
        <>
          {parts.spaced ? ' ' : ''}
          <small data-spaced={parts.spaced || undefined}>{parts.unit}</small>
        </>
      )}
    </span>
  )
}

export interface ProofWallProps {
  /** Id of the heading that names the list. */
  labelledBy: string
  items?: readonly Client[]
}

export function ProofWall({ labelledBy, items = clients }: ProofWallProps) {
  return (
    <Wall aria-labelledby={labelledBy} data-opening-panel="" data-proof-wall="">
      {items.map((client) => {
        const result = headlineResult(client)
        return (
          <li key={client.id}>
            <Tile to={caseStudyHref(client.id)} data-proof-tile={client.id}>
              <img
                src={client.logoUrl}
                alt={client.name}
                width={WALL_LOGO_SIZE.width}
                height={WALL_LOGO_SIZE.height}
                decoding="async"
              />
              {result && (
                <>
                  <ResultValue value={result.value} />
                  <span>{result.label}</span>
                </>
              )}
            </Tile>
          </li>
        )
      })}
    </Wall>
  )
}
