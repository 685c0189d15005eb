import { ThumbsDown, ThumbsUp } from 'lucide-react'
import styled from 'styled-components'
import { theme } from '../../../theme/tokens'
import { Container } from '../../../ui/Container'

/*
 * /quantum-analytics opens numbers-led: the demand forecast drawn across the full content width on
 * a light canvas, with the dashboard's three key figures set as a statement row on it (in the empty
 * upper left the rising series leaves; above the chart on phones and tablets), the peak the model
 * expects marked in the one warm colour, and the suggestion an analyst confirms. The lines are an
 * inline SVG stretched to the box; every word is HTML at 12 px or more, placed in percent of the
 * same box, so nothing is scaled down on a narrow screen.
 */

const c = theme.color

/** The drawing box: weeks 17–36 across 1000 units, demand 30–90 up 300 units. */
const W = 1000
const H = 300
const FIRST_WEEK = 17
const LAST_WEEK = 36
const TODAY = 28
const PEAK = 32
const x = (week: number) => Math.round(((week - FIRST_WEEK) / (LAST_WEEK - FIRST_WEEK)) * W)
const y = (value: number) => Math.round(H - ((value - 30) / 60) * H)

/** Weeks 17–28, then the forecast from this week to week 36, and its band's half-width. */
const actual = [46, 49, 48, 52, 51, 55, 54, 58, 57, 61, 62, 66]
const forecast = [66, 69, 72, 75, 80, 77, 74, 72, 73]
const spread = [0, 2, 3, 4, 5, 6, 6, 7, 8]

const line = (values: number[], from: number) =>
  values.map((v, i) => `${x(from + i)},${y(v)}`).join(' ')
const band = [
  ...forecast.map((v, i) => `${x(TODAY + i)},${y(v + spread[i]!)}`),
  ...forecast.map((v, i) => `${x(TODAY + i)},${y(v - spread[i]!)}`).reverse(),
].join(' ')
const peakValue = forecast[PEAK - TODAY]!

/** Percent of the box, for the HTML laid over the drawing. */
const px = (week: number) => `${(x(week) / W) * 100}%`
const py = (value: number) => `${(y(value) / H) * 100}%`

const figures = [
  { value: '+12.4%', label: 'Revenue, last 30 days', lead: true },
  { value: '94%', label: 'Forecast accuracy' },
  { value: '3.1%', label: 'Churn risk' },
]

/** Week ticks on the axis (phones keep weeks 19 and 32; `Today` is its own mark). */
const ticks = [19, 23, 32]

/**
 * The light canvas: graph paper across the screen (white, ruled every 32 px; white so that it
 * stands apart from the grey band that follows the opening), the chart within the page's width.
 */
const Canvas = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background-color: ${({ theme }) => theme.color.surface};
  background-image:
    linear-gradient(to right, ${({ theme }) => theme.color.surfaceSunk} 1px, transparent 1px),
    linear-gradient(to bottom, ${({ theme }) => theme.color.surfaceSunk} 1px, transparent 1px);
  background-size: 32px 32px;
  background-position: center top;
  padding: ${({ theme }) => theme.space[4]} 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[5]};
  }
`

const Board = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`

/** The key figures: a statement row, on the chart's empty upper left from 1024 px. */
const Statement = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    position: absolute;
    z-index: 1;
    top: 0;
    left: 0;
    width: 58%;
    gap: ${({ theme }) => theme.space[5]};
  }
  > div {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 2px solid ${({ theme }) => theme.color.border};
  }
  > div:first-child {
    border-left-color: ${({ theme }) => theme.color.brand};
  }
  strong {
    display: block;
    font-size: clamp(1.5rem, 0.9rem + 2.4vw, 3rem);
    font-weight: 800;
    line-height: 1.05;
    letter-spacing: -0.03em;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.ink};
  }
  > div:first-child strong {
    color: ${({ theme }) => theme.color.brandStrong};
  }
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1.3;
    color: ${({ theme }) => theme.color.textMuted};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

const Plot = styled.div`
  position: relative;
  height: clamp(8.75rem, 3rem + 18vw, 17rem);
  margin-bottom: 1.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`

/** A word placed on the drawing, in percent of the plot. */
const Mark = styled.span`
  position: absolute;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`

const Tick = styled(Mark)`
  top: calc(100% + ${({ theme }) => theme.space[2]});
  transform: translateX(-50%);
  &[data-wide] {
    @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
      display: none;
    }
  }
`

const TodayMark = styled(Mark)`
  top: calc(100% + ${({ theme }) => theme.space[2]});
  transform: translateX(-50%);
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.textOnDark};
`

/** The peak the model expects: the one warm mark of the opening. */
const Peak = styled.span`
  position: absolute;
  width: 0.875rem;
  height: 0.875rem;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid ${({ theme }) => theme.color.sun};
`

const Vote = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  & + & {
    background: none;
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`

/**
 * The model's suggestion, waiting for an analyst's thumbs-up: hung under the forecast; on phones in
 * the chart's empty upper left, shortened.
 */
const Suggestion = styled.div`
  position: absolute;
  top: 2%;
  left: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 3px solid ${({ theme }) => theme.color.sun};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  p {
    margin: 0;
    font-size: 0.75rem;
    line-height: 1.35;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.ink};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    ${Vote} + ${Vote} {
      display: none;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    top: 56%;
    left: auto;
    right: 2%;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    p {
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
    b {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

/** Words for wide screens only, and their short form for phones. */
const WideOnly = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none !important;
  }
`
const PhoneOnly = styled.span`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none !important;
  }
`

/** The caption under the axis: what is drawn, and the key to its lines. */
const Caption = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
  }
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  i {
    display: inline-block;
    width: 1.25rem;
    border-top: 2px solid ${({ theme }) => theme.color.brand};
  }
  li:nth-child(2) i {
    border-top-style: dashed;
  }
  li:nth-child(3) i {
    height: 0.625rem;
    border: 0;
    background: ${({ theme }) => theme.color.brandSoft};
  }
`

/** The chart's horizontal rules: gridlines at 60 and 75 units, then the axis at the foot. */
const rules: readonly (readonly [number, string])[] = [
  [y(60), c.border],
  [y(75), c.border],
  [H, c.textMuted],
]

/** The demand series' stroke, shared by the weeks sold and the forecast. */
const series = {
  fill: 'none',
  stroke: c.brand,
  strokeWidth: 3,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
} as const

export function AnalyticsVisual() {
  return (
    <Canvas>
      <Container>
        <Board
          role="img"
          aria-label="Illustration: a sales dashboard drawn across the page: revenue up 12.4% in 30 days, forecast accuracy 94%, churn risk 3.1%, and weekly demand with a forecast and its confidence band peaking in week 32, a suggestion an analyst confirms"
          data-product-visual=""
          data-quantum-picture="chart"
        >
          <Statement>
            {figures.map((f) => (
              <div key={f.label}>
                <strong>{f.value}</strong>
                <span>{f.label}</span>
              </div>
            ))}
          </Statement>
          <Plot>
            <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true">
              {/* The forecast's side of the chart, a shade of the brand's soft teal. */}
              <rect x={x(TODAY)} y={0} width={W - x(TODAY)} height={H} fill={c.brandSoft} />
              {/* The gridlines and the axis: one rule each, drawn from one list. */}
              {rules.map(([level, stroke]) => (
                <line
                  key={level}
                  x1={0}
                  x2={W}
                  y1={level}
                  y2={level}
                  stroke={stroke}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <polygon points={band} fill={c.brand} fillOpacity={0.16} />
              {/* The weeks sold, then the forecast from today, dashed: one series' look. */}
              <polyline points={line(actual, FIRST_WEEK)} {...series} />
              <polyline
                points={line(forecast, TODAY)}
                {...series}
                strokeLinecap="butt"
                strokeDasharray="6 5"
              />
              <line
                x1={x(TODAY)}
                x2={x(TODAY)}
                y1={0}
                y2={H}
                stroke={c.ink}
                strokeDasharray="3 4"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
            <Peak style={{ left: px(PEAK), top: py(peakValue) }} />
            {ticks.map((w) => (
              <Tick key={w} style={{ left: px(w) }} data-wide={w === 23 ? '' : undefined}>
                wk {w}
              </Tick>
            ))}
            <TodayMark style={{ left: px(TODAY) }}>Today</TodayMark>
            <Suggestion>
              <p>
                <b>
                  <WideOnly>Peak demand in week 32</WideOnly>
                  <PhoneOnly>Peak: week 32</PhoneOnly>
                </b>
                <WideOnly>Model suggestion · analyst feedback</WideOnly>
              </p>
              <Vote>
                <ThumbsUp aria-hidden="true" strokeWidth={2.25} />
              </Vote>
              <Vote>
                <ThumbsDown aria-hidden="true" strokeWidth={2.25} />
              </Vote>
            </Suggestion>
          </Plot>
          <Caption>
            <span>
              <b>Weekly demand, units</b> · Kariakoo and Mlimani stores
            </span>
            <ul>
              <li>
                <i />
                Actual
              </li>
              <li>
                <i />
                Forecast
              </li>
              <li>
                <i />
                80% band
              </li>
            </ul>
          </Caption>
        </Board>
      </Container>
    </Canvas>
  )
}
