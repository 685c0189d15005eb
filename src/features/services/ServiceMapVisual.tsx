import styled from 'styled-components'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { coreServices, serviceMap } from './servicesCopy'

/* The four stages sit at the corners of a loop, read clockwise; each stage draws the arrow to the
   next one in the gap after it, and a dashed ring in the middle says the loop starts again. */
const Loop = styled.ol`
  position: relative;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: stage;
  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 1.25rem;
    height: 1.25rem;
    margin: -0.625rem 0 0 -0.625rem;
    border: 2px dashed ${({ theme }) => theme.color.brandOnDark};
    border-radius: 50%;
    opacity: 0.6;
  }
  > li {
    position: relative;
    counter-increment: stage;
  }
  > li::after {
    position: absolute;
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  /* Clockwise: 1 top left, 2 top right, 3 bottom right, 4 bottom left. */
  > li:nth-child(1)::after {
    content: '→' / '';
    top: 50%;
    left: calc(100% + 0.4rem);
  }
  > li:nth-child(2)::after {
    content: '↓' / '';
    top: calc(100% + 0.35rem);
    left: 50%;
  }
  > li:nth-child(3) {
    grid-area: 2 / 2;
  }
  > li:nth-child(3)::after {
    content: '←' / '';
    top: 50%;
    right: calc(100% + 0.4rem);
  }
  > li:nth-child(4) {
    grid-area: 2 / 1;
  }
  > li:nth-child(4)::after {
    content: '↑' / '';
    bottom: calc(100% + 0.35rem);
    left: 50%;
  }
`

const Stage = styled(Link)`
  display: grid;
  gap: 2px;
  height: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.hoverOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  /* Phones keep the stage and the name: the icon and the note would crowd a narrow tile. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    svg,
    > :last-child {
      display: none;
    }
  }
`

const Step = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandOnDark};
  &::before {
    content: counter(stage, decimal-leading-zero) ' ';
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
`

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/**
 * /services: the four services as a service map, the stages a data product goes through (analyse,
 * label, generate, run) in a loop; each stage links to its product page.
 */
export function ServiceMapVisual() {
  return (
    <OpeningPanel title={serviceMap.title} meta={serviceMap.meta} seed="services">
      <Loop aria-label={serviceMap.label}>
        {coreServices.map(({ icon: Icon, name, to, map }) => (
          <li key={name}>
            <Stage to={to}>
              <Icon aria-hidden="true" />
              <Step>{map.stage}</Step>
              <Name>{name}</Name>
              <Note>{map.note}</Note>
            </Stage>
          </li>
        ))}
      </Loop>
    </OpeningPanel>
  )
}
