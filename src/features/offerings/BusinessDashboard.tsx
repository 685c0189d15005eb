import styled from 'styled-components'
import { TrendingUp, ShieldCheck, Users, ChartColumn } from 'lucide-react'
import { CountUp } from '../../ui/CountUp'
import { barLayout, linePoints } from './chartGeometry'
import { dashboard } from './dashboardCopy'

const CHART_W = 240
const CHART_H = 96

const Frame = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.text};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  min-width: 0;
  svg.chart {
    width: 100%;
    height: auto;
    margin-top: ${({ theme }) => theme.space[2]};
  }
`

const TileHead = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
  svg {
    width: 1.1rem;
    height: 1.1rem;
    color: ${({ theme }) => theme.color.brand};
  }
`

/** A chart's period; on phones the chart's own label (for screen readers) carries it. */
const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

const Figure = styled.span`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.color.brandStrong};
  font-variant-numeric: tabular-nums;
`

const Bars = styled.g`
  fill: ${({ theme }) => theme.color.brand};
`

const Line = styled.polyline`
  fill: none;
  stroke: ${({ theme }) => theme.color.accent};
  stroke-width: 3;
  stroke-linecap: round;
  stroke-linejoin: round;
`

/**
 * Four dashboard tiles: a revenue bar chart, a growth line chart, customer growth and data quality.
 * The charts are drawn in SVG and described in text for screen readers.
 */
export function BusinessDashboard() {
  const { revenue, growth, customerGrowth, dataQuality } = dashboard
  return (
    <Frame>
      <figcaption>{dashboard.caption}</figcaption>
      <Tiles>
        <Tile>
          <TileHead>
            <ChartColumn aria-hidden="true" />
            {revenue.title}
          </TileHead>
          <Note>{revenue.note}</Note>
          <svg
            className="chart"
            viewBox={`0 0 ${CHART_W} ${CHART_H}`}
            role="img"
            aria-label={revenue.description}
          >
            <Bars>
              {barLayout(revenue.series, CHART_W, CHART_H).map((b) => (
                <rect key={b.x} x={b.x} y={b.y} width={b.width} height={b.height} rx="3" />
              ))}
            </Bars>
          </svg>
        </Tile>
        <Tile>
          <TileHead>
            <TrendingUp aria-hidden="true" />
            {growth.title}
          </TileHead>
          <Note>{growth.note}</Note>
          <svg
            className="chart"
            viewBox={`-4 -4 ${CHART_W + 8} ${CHART_H + 8}`}
            role="img"
            aria-label={growth.description}
          >
            <Line points={linePoints(growth.series, CHART_W, CHART_H)} />
          </svg>
        </Tile>
        <Tile>
          <TileHead>
            <Users aria-hidden="true" />
            {customerGrowth.label}
          </TileHead>
          <Figure>
            <CountUp value={customerGrowth.value} />
          </Figure>
        </Tile>
        <Tile>
          <TileHead>
            <ShieldCheck aria-hidden="true" />
            {dataQuality.label}
          </TileHead>
          <Figure>
            <CountUp value={dataQuality.value} />
          </Figure>
        </Tile>
      </Tiles>
    </Frame>
  )
}
