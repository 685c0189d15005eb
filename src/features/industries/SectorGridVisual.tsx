import styled from 'styled-components'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { industriesHero } from './industriesCopy'
import { industries } from './industryData'
import { sectorPath } from './sectorIndex'
import { SectorMark } from './SectorMark'

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Rows tall enough for a two-line name over a two-line result, so the panel keeps its height
     whichever font draws it (no shift when Inter replaces its fallback). */
  grid-auto-rows: minmax(3.875rem, auto);
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-rows: minmax(6rem, auto);
  }
`

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.hoverOnDark};
    border-color: ${({ theme }) => theme.color.outlineOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const Name = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
`

const Result = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/**
 * /industries: the six sectors as the opening's picture, each with a result a client measured, each
 * a link to its sector page.
 */
export function SectorGridVisual() {
  const copy = industriesHero.visual
  return (
    <OpeningPanel title={copy.title} meta={copy.meta(industries.length)} seed="industries">
      <Grid aria-label={copy.label}>
        {industries.map((industry) => {
          const story = industry.successStories[0]
          return (
            <li key={industry.id}>
              <Tile to={sectorPath(industry.id)} data-sector-tile={industry.id}>
                <SectorMark icon={industry.icon} tone={industry.tone} size="sm" />
                <span>
                  <Name>{industry.name}</Name>
                  <Result>
                    <strong>{story.result.value}</strong> {story.result.label}
                  </Result>
                </span>
              </Tile>
            </li>
          )
        })}
      </Grid>
    </OpeningPanel>
  )
}
