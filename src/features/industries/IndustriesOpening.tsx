import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { FigureNote } from '../../ui/FigureNote'
import { Link } from '../../ui/Link'
import { ScrollLink } from '../../ui/ScrollLink'
import { Eyebrow } from '../../ui/Section'
import { industriesHero } from './industriesCopy'
import { industries } from './industryData'
import { sectorPath } from './sectorIndex'
import { SectorMark } from './SectorMark'

/**
 * The /industries opening: the sector grid is the opening. Light, the title and the lead side by
 * side, then the six sectors across the full width as a scoreboard (each its mark, the result a
 * client measured set large, its name), every tile a link to the sector's page.
 */
const Opening = styled.section`
  padding: ${({ theme }) => theme.space[7]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[7]};
  }
`

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
    max-width: 16ch;
    font-size: clamp(2.25rem, 1.3rem + 3.6vw, 4rem);
    line-height: 1.05;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: end;
    gap: ${({ theme }) => theme.space[7]};
    margin-bottom: ${({ theme }) => theme.space[7]};
  }
`

/* Phones: the lead waits for the sector cards below; the scoreboard follows the title at once. */
const Lead = styled.div`
  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    max-width: 52ch;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > p:first-child {
      display: none;
    }
  }
`

const Board = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  li {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  /* Hairlines between neighbours in a row. */
  li:not(:nth-child(2n + 1)) {
    border-left: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    li:not(:nth-child(2n + 1)) {
      border-left: 0;
    }
    li:not(:nth-child(3n + 1)) {
      border-left: 1px solid ${({ theme }) => theme.color.border};
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}px) {
    li:not(:nth-child(3n + 1)) {
      border-left: 0;
    }
    li + li {
      border-left: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

const Tile = styled(Link)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  }
  /* Phones: the figure, its words and the name; the sector's mark waits for the cards below. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    gap: ${({ theme }) => theme.space[1]};
    > [aria-hidden='true'] {
      display: none;
    }
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  }
`

const Value = styled.strong`
  display: block;
  font-size: clamp(2rem, 1.5rem + 2vw, 2.75rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.ink};
`

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
`

const Name = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.brandStrong};
  /* 'Telecommunications' in a half-width phone tile: a size down, and a hyphen if it must. */
  hyphens: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

export function IndustriesOpening() {
  const copy = industriesHero.visual
  return (
    <Opening aria-labelledby="page-title" data-opening="board">
      <Container>
        <Head>
          <div>
            <Eyebrow>{industriesHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{industriesHero.title}</h1>
          </div>
          <Lead>
            <p>{industriesHero.lead}</p>
            <FigureNote>{industriesHero.basis}</FigureNote>
            <ButtonRow>
              <ScrollLink targetId={industriesHero.explore.targetId}>
                {industriesHero.explore.label}
              </ScrollLink>
              <LinkButton to={industriesHero.estimate.to} variant="secondary">
                {industriesHero.estimate.label}
              </LinkButton>
            </ButtonRow>
          </Lead>
        </Head>
        <Board aria-label={copy.label} data-opening-panel>
          {industries.map((industry) => {
            const story = industry.successStories[0]
            return (
              <li key={industry.id}>
                <Tile to={sectorPath(industry.id)} data-sector-tile={industry.id}>
                  <SectorMark icon={industry.icon} tone={industry.tone} size="sm" />
                  <Value>{story.result.value}</Value>
                  <Label>{story.result.label}</Label>
                  <Name>{industry.name}</Name>
                </Tile>
              </li>
            )
          })}
        </Board>
      </Container>
    </Opening>
  )
}
