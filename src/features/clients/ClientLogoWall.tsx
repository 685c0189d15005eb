import styled, { css } from 'styled-components'
import { clients } from '../../../content/clients'
import { WALL_LOGO_SIZE as LOGO_SIZE, type Client } from './client'

/**
 * Logos in one ink: every file is drawn in its company's colour (public/clients/, made by
 * scripts/art/logos.py); on a wall they are all the same dark grey, so no logo shouts, and each
 * takes its colour back under the pointer.
 */
export const logoInk = css`
  filter: brightness(0);
  opacity: 0.66;
`

const Wall = styled.ul<{ $band: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Two a row on a phone, so a wordmark's words stay readable. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  li {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
  /* The /clients opening's band: a hairline between neighbours from 1024 px. */
  ${({ $band, theme }) =>
    $band &&
    css`
      gap: 0 ${theme.space[2]};
      @media (min-width: ${theme.breakpoint.lg}px) {
        li + li {
          border-left: 1px solid ${theme.color.border};
        }
      }
    `}
  img {
    display: block;
    width: 100%;
    max-width: ${LOGO_SIZE.width}px;
    height: auto;
    aspect-ratio: ${LOGO_SIZE.width} / ${LOGO_SIZE.height};
    /* Each file is as wide as its logo: centred in the 3:1 box, at the scale every logo shares. */
    object-fit: contain;
    ${logoInk}
    transition:
      filter ${({ theme }) => theme.motion.base},
      opacity ${({ theme }) => theme.motion.base};
  }
  li:hover img {
    filter: none;
    opacity: 1;
  }
`

export interface ClientLogoWallProps {
  /** The full-width band of the /clients opening (hairlines between the logos). */
  band?: boolean
  /** Defaults to every client in content/clients, in their order. */
  items?: readonly Client[]
  /** Id of the heading that names the list. */
  labelledBy?: string
}

/**
 * The clients' logos in ink, in colour under the pointer: calm, the same optical size, no tile
 * around each. Each logo is an image named after the company, with its size set so nothing moves
 * when it loads.
 */
export function ClientLogoWall({ band = false, items = clients, labelledBy }: ClientLogoWallProps) {
  return (
    <Wall $band={band} aria-labelledby={labelledBy} data-logo-wall>
      {items.map((client) => (
        <li key={client.id}>
          <img
            src={client.logoUrl}
            alt={client.name}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            loading={band ? undefined : 'lazy'}
            decoding="async"
          />
        </li>
      ))}
    </Wall>
  )
}
