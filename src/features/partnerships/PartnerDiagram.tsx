import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { LogoMark } from '../../ui/Logo'
import { partners, partnersDiagram } from './partnersCopy'

const Frame = styled.div`
  position: relative;
  margin: 0;
`

/** Two lines crossing at the centre and contour rings around it: the links between us and them. */
const Links = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  pointer-events: none;
  fill: none;
  stroke: ${({ theme }) => theme.color.brand};
  stroke-opacity: 0.5;
  stroke-width: 1.5;
  stroke-dasharray: 4 6;
  circle {
    stroke: ${({ theme }) => theme.color.brand};
    stroke-opacity: 0.18;
    stroke-dasharray: none;
  }
`

const Tiles = styled.ul`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    gap: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[7]};
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    /* Left-aligned: each logo's ink starts at its file's left edge (scripts/art/logos.py). */
    justify-items: start;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.md};
    text-align: left;
    ${media.lg} {
      padding: ${({ theme }) => theme.space[4]};
    }
  }
  img {
    display: block;
    width: 100%;
    max-width: 168px;
    height: auto;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.brandStrong};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

const Centre = styled.div`
  position: absolute;
  left: 50%;
  top: 50%;
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  translate: -50% -50%;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.ink};
  border: 4px solid ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${media.lg} {
    width: 6rem;
    height: 6rem;
  }
`

/**
 * The /partnerships opening's picture, on its pale teal ground: our mark in the middle, the four
 * partners around it, and on each tile what we do together.
 */
export function PartnerDiagram() {
  return (
    <Frame data-partner-diagram>
      <Links viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M12 12 88 88M88 12 12 88" vectorEffect="non-scaling-stroke" />
      </Links>
      {/* The rings stay round whatever the frame's shape. */}
      <Links viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {[12, 20, 30, 42, 56, 72].map((r) => (
          <circle key={r} cx="50" cy="50" r={r} vectorEffect="non-scaling-stroke" />
        ))}
      </Links>
      <Tiles aria-label={partnersDiagram.label}>
        {partners.map((partner) => (
          <li key={partner.id}>
            <img src={partner.logo} alt={partner.name} width={240} height={80} />
            <span>{partner.together}</span>
          </li>
        ))}
      </Tiles>
      <Centre>
        <LogoMark size={48} />
      </Centre>
    </Frame>
  )
}
