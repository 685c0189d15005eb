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
  pointer-events: none;
  fill: none;
  stroke: ${({ theme }) => theme.color.brandOnDark};
  stroke-opacity: 0.45;
  stroke-width: 1.5;
  circle {
    stroke: ${({ theme }) => theme.color.lineOnDark};
    stroke-opacity: 1;
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
    justify-items: center;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.lg};
    text-align: center;
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
  border: 2px solid ${({ theme }) => theme.color.brandOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

/**
 * The /partnerships hero's visual: our mark in the middle, the four partners around it, and on
 * each tile what we do together.
 */
export function PartnerDiagram() {
  return (
    <Frame data-partner-diagram>
      <Links viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M12 12 88 88M88 12 12 88" vectorEffect="non-scaling-stroke" />
        <circle cx="50" cy="50" r="18" vectorEffect="non-scaling-stroke" />
        <circle cx="50" cy="50" r="30" vectorEffect="non-scaling-stroke" />
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
        <LogoMark size={40} />
      </Centre>
    </Frame>
  )
}
