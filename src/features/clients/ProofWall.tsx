import styled from 'styled-components'
import { clients } from '../../../content/clients'
import { Link } from '../../ui/Link'
import { caseStudyHref, WALL_LOGO_SIZE, type Client } from './client'
import { logoInk } from './ClientLogoWall'

/**
 * The /clients proof wall: each client's wordmark with the result its case study measured, set
 * large under it, the whole tile a link to the case study. Six cells on one hairline grid (the
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
  b {
    display: block;
    font-size: clamp(1.5rem, 1.1rem + 1.4vw, 2.25rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
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

export interface ProofWallProps {
  /** Id of the heading that names the list. */
  labelledBy: string
  items?: readonly Client[]
}

export function ProofWall({ labelledBy, items = clients }: ProofWallProps) {
  return (
    <Wall aria-labelledby={labelledBy} data-opening-panel="" data-proof-wall="">
      {items.map((client) => {
        const result = client.results[0]
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
                  <b>{result.value}</b>
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
