import styled, { type DefaultTheme } from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Container } from '../../ui/Container'
import { FigureNote } from '../../ui/FigureNote'
import { Link } from '../../ui/Link'
import { ScrollLink } from '../../ui/ScrollLink'
import { Eyebrow } from '../../ui/Section'
import type { SectorTone } from '../../theme/tokens'
import { solutionMethods } from './industry'
import { industriesHero } from './industriesCopy'
import { industries } from './industryData'
import { sectorPath } from './sectorIndex'
import { SectorMark } from './SectorMark'

/**
 * The /industries opening: a headline over the sector map. Light; the title and the actions on the
 * left, the lead on the right level with the actions; then, across the page, the map: one row per
 * sector (its mark, its name and the result a client measured, the row a link to the sector's
 * page), one column per kind of model, a dot for every solution we build there. The practice at a
 * glance: what we do where, and what it changed.
 *
 * Not the clients' proof wall beside the words, not the sector pages' window on a ground: a table
 * drawn as a dot matrix, the page's width.
 */
const Opening = styled.section`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  }
`

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    max-width: 16ch;
    font-size: clamp(2.25rem, 1.3rem + 3.6vw, 3.75rem);
    line-height: 1.05;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    /* The lead's last line level with the actions: no empty corner on either side. */
    align-items: end;
    gap: ${({ theme }) => theme.space[7]};
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`

/* Phones: the lead waits for the sector cards' intro just below; the cards follow the actions. */
const Lead = styled.div`
  > p:first-child {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    max-width: 52ch;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    > p:first-child {
      display: none;
    }
  }
`

/*
 * The map and its key from 768 px up. On phones six columns of dots under sideways headers could
 * neither be read nor tapped, and the six sector cards just below say the same: there the cards
 * carry each sector's result and kinds of model (SectorCard), and the map is left out.
 */
const Board = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

const Map = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  figcaption {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  figcaption span {
    font-weight: 500;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th,
  td {
    padding: 0;
    text-align: center;
    vertical-align: middle;
  }
  thead th {
    padding: ${({ theme }) => theme.space[2]} 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.color.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  /* Tablets: the kinds of model read upwards, so six columns fit beside the sectors. */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    thead th[data-method] span {
      display: inline-block;
      writing-mode: vertical-rl;
      transform: rotate(180deg);
      white-space: nowrap;
      /* Read sideways, a label needs more size than a line does: 15 px in the 21 px column. */
      font-size: 0.9375rem;
      line-height: 1.1;
      color: ${({ theme }) => theme.color.text};
    }
  }
  thead th:first-child {
    width: 62%;
    padding-left: ${({ theme }) => theme.space[3]};
    text-align: left;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      width: 50%;
      padding-left: ${({ theme }) => theme.space[4]};
    }
  }
  tbody tr {
    position: relative;
    transition: background ${({ theme }) => theme.motion.fast};
  }
  tbody tr + tr {
    border-top: 1px dotted ${({ theme }) => theme.color.border};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  tbody th {
    text-align: left;
    font-weight: 400;
  }
`

/* The sector: its mark, name and result; the link's area covers the whole row. */
const Sector = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 44px;
  padding: 0.375rem ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  > [aria-hidden='true'] {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 1.25fr);
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    > [aria-hidden='true'] {
      display: inline-grid;
    }
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`

const Name = styled.span`
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.brandStrong};
  hyphens: auto;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`

const Result = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
  b {
    flex: none;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  /* The figures in one column, right-aligned on their digits, what they measure beside them. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: 5.5rem minmax(0, 1fr);
    b {
      text-align: right;
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }
    span {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

/*
 * A solution's dot in the sector's colour (the row's tone), two side by side where two of its
 * solutions use the same kind of model; an empty cell keeps a pin-prick of the grid. Drawn by CSS:
 * a cell's text is its solutions' names, for screen readers.
 */
const toneColours = ({ theme }: { theme: DefaultTheme }) =>
  (Object.keys(theme.sectorTone) as SectorTone[])
    .map((tone) => `tr[data-tone='${tone}'] td { color: ${theme.sectorTone[tone].from}; }`)
    .join('\n')

const Dotted = styled.tbody`
  ${toneColours}
  td::before {
    content: '';
    display: inline-block;
    vertical-align: middle;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: currentColor;
  }
  /* Phones: two solutions are a dot in a ring (the column is too narrow for two side by side). */
  td[data-n='2']::before {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.surface},
      0 0 0 4px currentColor;
  }
  /* None yet: a hollow ring, a state of its own rather than a faded dot. */
  td:empty::before {
    background: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    td::before {
      width: 14px;
      height: 14px;
    }
    td[data-n='2']::before {
      margin-right: 17px;
      box-shadow: 17px 0 0 currentColor;
    }
  }
`

/**
 * The key under the map's frame (outside it, so the map stays within the phone's screen): what a
 * dot, two solutions and an empty cell look like (drawn as above).
 */
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  li::before {
    content: '';
    flex: none;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.ink};
  }
  li[data-n='2']::before {
    margin: 0 4px;
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.color.surface},
      0 0 0 4px ${({ theme }) => theme.color.ink};
  }
  li[data-n='0']::before {
    background: none;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    li::before {
      width: 14px;
      height: 14px;
    }
    li[data-n='2']::before {
      margin: 0 17px 0 0;
      box-shadow: 17px 0 0 ${({ theme }) => theme.color.ink};
    }
  }
`

export function IndustriesOpening() {
  const copy = industriesHero.visual
  const solutionCount = industries.reduce((n, i) => n + i.solutions.length, 0)
  return (
    <Opening aria-labelledby="page-title" data-opening="map">
      <Container>
        <Head>
          <div>
            <Eyebrow>{industriesHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{industriesHero.title}</h1>
            <ButtonRow>
              <ScrollLink targetId={industriesHero.explore.targetId}>
                {industriesHero.explore.label}
              </ScrollLink>
              <LinkButton to={industriesHero.estimate.to} variant="secondary">
                {industriesHero.estimate.label}
              </LinkButton>
            </ButtonRow>
          </div>
          <Lead>
            <p>{industriesHero.lead}</p>
            <FigureNote>{industriesHero.basis}</FigureNote>
          </Lead>
        </Head>
        <Board data-sector-board="">
          <Map data-opening-panel="" aria-labelledby="sector-map-title">
            <figcaption id="sector-map-title">
              {copy.title} <span>{copy.meta(industries.length, solutionCount)}</span>
            </figcaption>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{copy.sectorColumn}</th>
                  {solutionMethods.map((method) => (
                    <th scope="col" key={method} data-method={method}>
                      <span>{copy.methods[method]}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <Dotted>
                {industries.map((industry) => {
                  const result = industry.successStories[0].result
                  return (
                    <tr key={industry.id} data-tone={industry.tone}>
                      <th scope="row">
                        <Sector to={sectorPath(industry.id)} data-sector-tile={industry.id}>
                          <SectorMark icon={industry.icon} tone={industry.tone} size="sm" />
                          <Name>{industry.name}</Name>
                          <Result>
                            <b>{result.value}</b>
                            <span>{result.label}</span>
                          </Result>
                        </Sector>
                      </th>
                      {solutionMethods.map((method) => {
                        const here = industry.solutions.filter((s) => s.method === method)
                        return here.length ? (
                          <td key={method} data-n={here.length}>
                            <span className="visually-hidden">
                              {here.map((s) => s.title).join(', ')}
                            </span>
                          </td>
                        ) : (
                          <td key={method} />
                        )
                      })}
                    </tr>
                  )
                })}
              </Dotted>
            </Table>
          </Map>
          <Legend aria-label={copy.legend.label}>
            <li data-n="1">{copy.legend.one}</li>
            <li data-n="2">{copy.legend.two}</li>
            <li data-n="0">{copy.legend.none}</li>
          </Legend>
        </Board>
      </Container>
    </Opening>
  )
}
