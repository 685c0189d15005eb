import { ChartColumn, ShieldCheck, TrendingUp, Users } from 'lucide-react'
import styled from 'styled-components'
import { CountUp } from '../../ui/CountUp'
import { linePoints } from '../offerings/chartGeometry'
import { dashboard } from '../offerings/dashboardCopy'
import { glanceBoard } from './businessAnalysisCopy'

/*
 * /business-analysis's own picture of "your business at a glance": the board a client opens on a
 * Monday, not the home page's four-tile example. The same four measures (revenue, growth, customer
 * growth, data quality) laid out as a working board: the revenue months labelled with their values,
 * growth by quarter, the two figures with what they rest on. Drawn in HTML and SVG, page font.
 */

const Board = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  overflow: hidden;
`

const Head = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${({ theme }) => theme.color.ink};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  }
`

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > * {
    padding: ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }
  > :nth-child(3) {
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
  > :nth-child(n + 3) {
    border-bottom: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr) minmax(0, 5fr);
    > * {
      padding: ${({ theme }) => theme.space[5]};
      border-bottom: 0;
    }
    > :first-child {
      grid-column: 1;
      grid-row: 1 / 3;
      border-right: 1px solid ${({ theme }) => theme.color.border};
    }
    > :nth-child(2) {
      grid-column: 2 / 4;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
  }
`

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

const PanelHead = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.ink};
  svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.color.brand};
  }
`

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`

/** The revenue months: each bar with its value over it and its month under it (text, not SVG). */
const Months = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  flex: 1;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  li {
    display: grid;
    grid-template-rows: auto calc(var(--r) * 7rem) auto;
    gap: ${({ theme }) => theme.space[1]};
    height: 100%;
    align-content: end;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
  }
  li > span:nth-child(2) {
    border-radius: 4px 4px 0 0;
    background: ${({ theme }) => theme.color.brand};
    opacity: 0.55;
  }
  li:last-child > span:nth-child(2) {
    opacity: 1;
  }
  li:last-child {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 700;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    li {
      grid-template-rows: auto calc(var(--r) * 13rem) auto;
    }
  }
`

const Line = styled.polyline`
  fill: none;
  stroke: ${({ theme }) => theme.color.accent};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-linejoin: round;
`

/* The line stretched to the panel's width (its stroke keeps its weight). */
const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 5.5rem;
  margin-top: auto;
  overflow: visible;
`

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
`

const Meter = styled.span`
  display: block;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.brand};
  }
`

const LINE_W = 320
const LINE_H = 80

export function GlanceBoard() {
  const { revenue, growth, customerGrowth, dataQuality } = dashboard
  const max = Math.max(...revenue.series)
  return (
    <Board>
      <Head>
        <strong>{glanceBoard.title}</strong>
        <span>{glanceBoard.refreshed}</span>
      </Head>
      <Panels>
        <Panel aria-labelledby="glance-revenue">
          <PanelHead id="glance-revenue">
            <ChartColumn aria-hidden="true" />
            {revenue.title}
          </PanelHead>
          <Note>{glanceBoard.revenueNote}</Note>
          <Months aria-label={revenue.description}>
            {revenue.series.map((v, i) => (
              <li key={glanceBoard.months[i]} style={{ ['--r' as string]: (v / max).toFixed(3) }}>
                <span>{v}</span>
                <span aria-hidden="true" />
                <span>{glanceBoard.months[i]}</span>
              </li>
            ))}
          </Months>
        </Panel>
        <Panel aria-labelledby="glance-growth">
          <PanelHead id="glance-growth">
            <TrendingUp aria-hidden="true" />
            {growth.title}
          </PanelHead>
          <Note>{growth.note}</Note>
          <Chart
            preserveAspectRatio="none"
            viewBox={`-4 -4 ${LINE_W + 8} ${LINE_H + 8}`}
            role="img"
            aria-label={growth.description}
          >
            <Line
              points={linePoints(growth.series, LINE_W, LINE_H)}
              vectorEffect="non-scaling-stroke"
            />
          </Chart>
        </Panel>
        <Panel aria-labelledby="glance-customers">
          <PanelHead id="glance-customers">
            <Users aria-hidden="true" />
            {customerGrowth.label}
          </PanelHead>
          <Figure>
            <CountUp value={customerGrowth.value} />
          </Figure>
          <Note>{glanceBoard.customersNote}</Note>
        </Panel>
        <Panel aria-labelledby="glance-quality">
          <PanelHead id="glance-quality">
            <ShieldCheck aria-hidden="true" />
            {dataQuality.label}
          </PanelHead>
          <Figure>
            <CountUp value={dataQuality.value} />
          </Figure>
          <Meter aria-hidden="true">
            <span style={{ width: dataQuality.value }} />
          </Meter>
          <Note>{glanceBoard.qualityNote}</Note>
        </Panel>
      </Panels>
    </Board>
  )
}
