import styled, { css } from 'styled-components'
import { clients } from '../../../content/clients'
import { WALL_LOGO_SIZE as LOGO_SIZE, type Client } from './client'

const Wall = styled.ul<{ $onDark: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $onDark, theme }) =>
    $onDark
      ? css`
          @media (min-width: ${theme.breakpoint.sm}px) {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          @media (min-width: ${theme.breakpoint.lg}px) {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `
      : css`
          gap: ${theme.space[2]};
          /* Two a row on a phone, so a wordmark's words stay readable (three left them ~8 px). */
          @media (min-width: ${theme.breakpoint.md}px) {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          @media (min-width: ${theme.breakpoint.lg}px) {
            grid-template-columns: repeat(6, minmax(0, 1fr));
          }
        `}
  li {
    display: grid;
    place-items: center;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.md};
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
      padding: ${({ theme }) => theme.space[3]};
    }
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid
      ${({ theme, $onDark }) => ($onDark ? theme.color.lineOnDark : theme.color.border)};
  }
  img {
    display: block;
    width: 100%;
    max-width: ${LOGO_SIZE.width}px;
    height: auto;
    aspect-ratio: ${LOGO_SIZE.width} / ${LOGO_SIZE.height};
    filter: grayscale(1);
    opacity: 0.78;
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
  /** White tiles with a hairline for navy backgrounds (the /clients hero). */
  onDark?: boolean
  /** Defaults to every client in content/clients, in their order. */
  items?: readonly Client[]
  /** Id of the heading that names the list. */
  labelledBy?: string
}

/**
 * The clients' logos in greyscale, in colour under the pointer. Each logo is an image named after
 * the company, with its size set so nothing moves when it loads.
 */
export function ClientLogoWall({
  onDark = false,
  items = clients,
  labelledBy,
}: ClientLogoWallProps) {
  return (
    <Wall $onDark={onDark} aria-labelledby={labelledBy} data-logo-wall>
      {items.map((client) => (
        <li key={client.id}>
          <img
            src={client.logoUrl}
            alt={client.name}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </Wall>
  )
}
