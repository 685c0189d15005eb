import type { CSSProperties, ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { OpeningPanel } from '../../ui/OpeningPanel'
import { ScreenActions, ScreenReasons } from '../../ui/ScreenParts'
import {
  CANVAS,
  ROADS,
  SEA,
  barRows,
  dotsPath,
  linePath,
  nearest,
  scatter,
  scoreY,
  sparkline,
  vitalBox,
  zoneCells,
} from './sectorScreenGeometry'
import type {
  BarsFigure,
  FigureLabel,
  MapFigure,
  Point,
  ScanFigure,
  ScoresFigure,
  SectorFigure,
  SectorScreenData,
} from './sectorScreens'

/**
 * The picture of a sector page's opening: one screen of the work in that sector (sectorScreens.ts),
 * in the opening panel's frame. The drawing is one inline SVG on a 320 × 140 canvas; its words are
 * HTML laid over it at the same coordinates, so they stay real text at 13 px on a phone, where the
 * labels marked `detail` are left out rather than shrunk. Below it, the case in front of the person
 * at work and three figures of the day. To assistive technology the whole is one image named by
 * the record's `label`; nothing in it is a control. Plain HTML, SVG and CSS: no script.
 */

const c = theme.color

/** The panel: an image as a whole (its words are part of the picture). */
const Screen = styled.div`
  container: sector-screen / inline-size;
  /* Tablets: the panel takes the text column's width rather than sitting at its left. */
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    [data-opening-panel] {
      max-width: none;
    }
  }
`

const Figure = styled.div`
  margin-bottom: ${theme.space[3]};
`

const Caption = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSize.xs};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
`

const Canvas = styled.div`
  position: relative;
  aspect-ratio: ${CANVAS.w} / ${CANVAS.h};
  border-radius: ${theme.radius.md};
  border: 1px solid ${c.lineOnDark};
  background: ${c.ink};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border-radius: inherit;
  }
`

/* A label's anchor is its point on the canvas; `data-align` says which side of it the text sits. */
const Label = styled.span`
  position: absolute;
  transform: translateY(-50%);
  white-space: nowrap;
  font-size: ${theme.fontSize.xs};
  line-height: 1.2;
  font-weight: 600;
  color: ${c.textOnDarkMuted};
  text-shadow:
    0 0 3px ${c.ink},
    0 0 2px ${c.ink};
  font-variant-numeric: tabular-nums;
  &[data-align='middle'] {
    transform: translate(-50%, -50%);
  }
  &[data-align='end'] {
    transform: translate(-100%, -50%);
  }
  &[data-alert] {
    padding: 2px ${theme.space[2]};
    border: 1px solid ${c.sun};
    border-radius: ${theme.radius.pill};
    background: ${c.ink};
    color: ${c.sunOnDark};
    text-shadow: none;
  }
  /* Narrow screens: the fine detail goes, the words that matter stay at full size. */
  @container sector-screen (max-width: 420px) {
    &[data-detail] {
      display: none;
    }
  }
`

const Lower = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  @container sector-screen (min-width: 460px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr);
  }
`

const Focus = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  border: 1px solid ${c.lineOnDark};
  border-left: 3px solid ${c.sun};
  border-radius: ${theme.radius.md};
  background: ${c.panelOnDark};
  font-size: ${theme.fontSize.xs};
  color: ${c.textOnDarkMuted};
  p {
    margin: 0;
  }
  .kicker {
    font-weight: 700;
    color: ${c.sunOnDark};
  }
  .title {
    margin-top: ${theme.space[1]};
    font-size: ${theme.fontSize.lg};
    font-weight: 700;
    line-height: 1.25;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

const Score = styled.div`
  margin-top: ${theme.space[3]};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[2]};
  }
  b {
    color: ${c.sunOnDark};
    font-variant-numeric: tabular-nums;
  }
  /* The meter: a track with the score's share filled. */
  i {
    display: block;
    height: 6px;
    margin-top: ${theme.space[1]};
    border-radius: ${theme.radius.pill};
    background:
      linear-gradient(${c.sun}, ${c.sun}) left / var(--score) 100% no-repeat,
      ${c.lineOnDark};
  }
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[2]};
  margin: 0;
  @container sector-screen (min-width: 460px) {
    grid-template-columns: none;
    grid-template-rows: repeat(3, minmax(0, 1fr));
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: center;
    padding: ${theme.space[2]};
    border: 1px solid ${c.lineOnDark};
    border-radius: ${theme.radius.md};
    @container sector-screen (min-width: 460px) {
      padding: ${theme.space[2]} ${theme.space[3]};
    }
  }
  dt {
    font-size: ${theme.fontSize.xs};
    line-height: 1.3;
    color: ${c.textOnDarkMuted};
  }
  /* Phones: a figure may wrap between its words ("50% / faster"), never run out of its box. */
  dd {
    margin: 0;
    font-size: ${theme.fontSize.lg};
    font-weight: 800;
    line-height: 1.2;
    color: ${c.textOnDark};
    font-variant-numeric: tabular-nums;
    @container sector-screen (min-width: 460px) {
      font-size: ${theme.fontSize.xl};
    }
  }
  /* The last figure is the sector's success story: the page's own result, in the data colour. */
  div:last-child dd {
    color: ${c.brandOnDark};
  }
`

function Labels({ labels }: { labels: readonly FigureLabel[] }) {
  return labels.map((label) => (
    <Label
      key={label.text}
      style={{
        left: `${pct(label.at[0], CANVAS.w)}%`,
        top: `${pct(label.at[1], CANVAS.h)}%`,
      }}
      data-align={label.align && label.align !== 'start' ? label.align : undefined}
      data-alert={label.alert ? '' : undefined}
      data-detail={label.detail ? '' : undefined}
    >
      {label.text}
    </Label>
  ))
}

function pct(value: number, of: number): number {
  return Math.round((value / of) * 1000) / 10
}

/** The warm highlight: a dot with two quiet rings around it. */
function Alert({ at: [x, y] }: { at: Point }) {
  return (
    <g fill="none" stroke={c.sun}>
      <circle cx={x} cy={y} r="10" strokeOpacity="0.25" />
      <circle cx={x} cy={y} r="6" strokeOpacity="0.6" />
      <circle cx={x} cy={y} r="3" fill={c.sun} stroke="none" />
    </g>
  )
}

function ScoresDrawing({ figure }: { figure: ScoresFigure }) {
  const line = scoreY(figure.threshold)
  const [fx, fs] = figure.flagged
  return (
    <>
      <rect x="0" y="0" width={CANVAS.w} height={line} fill={c.sun} fillOpacity="0.06" />
      <path d={`M0 ${line}H${CANVAS.w}`} stroke={c.sun} strokeOpacity="0.7" strokeDasharray="4 4" />
      <path
        d={dotsPath(scatter(figure.threshold, fx))}
        stroke={c.brandOnDark}
        strokeOpacity="0.75"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <Alert at={[fx, scoreY(fs)]} />
    </>
  )
}

function MapDrawing({ figure }: { figure: MapFigure }) {
  let layer: ReactNode
  if (figure.layer === 'sites') {
    layer = (
      <>
        <g fill={c.brandOnDark} fillOpacity="0.08" stroke={c.brandOnDark} strokeOpacity="0.2">
          {figure.points.map(([x, y]) => (
            <circle key={`${x} ${y}`} cx={x} cy={y} r="17" />
          ))}
        </g>
        <path
          d={dotsPath(figure.points)}
          stroke={c.brandOnDark}
          strokeWidth="5"
          strokeLinecap="round"
        />
      </>
    )
  } else if (figure.layer === 'zones') {
    const cells = zoneCells(figure.points)
    const alertCell = nearest(figure.points, figure.alert)
    layer = (
      <g stroke={c.ink} strokeWidth="3" strokeLinejoin="round">
        {cells.map((cell, i) => {
          const alert = i === alertCell
          return (
            <path
              key={i}
              d={linePath(cell, true)}
              fill={alert ? c.sun : c.brandOnDark}
              fillOpacity={alert ? 0.4 : 0.1 + (i % 3) * 0.06}
            />
          )
        })}
      </g>
    )
  } else {
    const [depot = figure.alert, ...drops] = figure.points
    layer = (
      <>
        <path
          d={linePath(figure.points, true)}
          fill="none"
          stroke={c.brandOnDark}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d={dotsPath(drops)} stroke={c.brandOnDark} strokeWidth="6" strokeLinecap="round" />
        <path d={dotsPath(drops)} stroke={c.ink} strokeWidth="2.5" strokeLinecap="round" />
        <rect x={depot[0] - 5} y={depot[1] - 5} width="10" height="10" rx="2" fill={c.textOnDark} />
      </>
    )
  }
  return (
    <>
      <path d={linePath(SEA, true)} fill={c.brandOnDark} fillOpacity="0.07" />
      <path
        d={linePath(SEA.slice(0, -2))}
        fill="none"
        stroke={c.brandOnDark}
        strokeOpacity="0.35"
      />
      <g fill="none" stroke={c.lineOnDark} strokeWidth="2">
        {ROADS.map((road, i) => (
          <path key={i} d={linePath(road)} />
        ))}
      </g>
      {layer}
      <Alert at={figure.alert} />
    </>
  )
}

function BarsDrawing({ figure }: { figure: BarsFigure }) {
  return barRows(figure.bars).map((row) => (
    <g key={row.label}>
      <rect
        x={row.x}
        y={row.y - row.h / 2}
        width={row.max}
        height={row.h}
        rx="3"
        fill={c.panelOnDark}
      />
      <rect
        x={row.x}
        y={row.y - row.h / 2}
        width={row.end - row.x}
        height={row.h}
        rx="3"
        fill={row.alert ? c.sun : c.brandOnDark}
        fillOpacity={row.alert ? 1 : 0.75}
      />
    </g>
  ))
}

/** The bars' names and values, as labels of the same kind as the others. */
function barLabels(figure: BarsFigure): FigureLabel[] {
  return barRows(figure.bars).flatMap((row) => [
    { text: row.label, at: [8, row.y] as const },
    { text: `${row.value}%`, at: [312, row.y] as const, align: 'end' as const, alert: row.alert },
  ])
}

function ScanDrawing({ figure }: { figure: ScanFigure }) {
  const f = figure.finding
  return (
    <>
      {/* The film: two lung fields either side of the spine, ribs as arcs. */}
      <rect x="8" y="8" width="150" height="124" rx="6" fill={c.panelOnDark} />
      <g fill={c.textOnDark} fillOpacity="0.12">
        <path d="M76 22C52 22 32 48 28 84c-2 22 4 36 18 38 14 2 28-4 32-14z" />
        <path d="M90 22c24 0 44 26 48 62 2 22-4 36-18 38-14 2-28-4-32-14z" />
      </g>
      <g fill="none" stroke={c.textOnDark} strokeOpacity="0.18">
        <path d="M83 16v112" strokeWidth="6" strokeOpacity="0.14" />
        {[40, 56, 72, 88].map((y) => (
          <path key={y} d={`M34 ${y + 12}Q83 ${y - 14} 132 ${y + 12}`} />
        ))}
      </g>
      <rect
        x={f.x}
        y={f.y}
        width={f.w}
        height={f.h}
        rx="3"
        fill={c.sun}
        fillOpacity="0.12"
        stroke={c.sun}
        strokeWidth="1.5"
      />
      {figure.vitals.map((vital, i) => {
        const box = vitalBox(i)
        const points = sparkline(vital.values, box)
        const color = vital.alert ? c.sun : c.brandOnDark
        return (
          <g key={i}>
            <path d={`M${box.x} ${box.y + box.h}H${box.x + box.w}`} stroke={c.lineOnDark} />
            <path
              d={linePath(points)}
              fill="none"
              stroke={color}
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path
              d={dotsPath(points.slice(-1))}
              stroke={color}
              strokeWidth="6"
              strokeLinecap="round"
            />
          </g>
        )
      })}
    </>
  )
}

function Drawing({ figure }: { figure: SectorFigure }) {
  switch (figure.kind) {
    case 'scores':
      return <ScoresDrawing figure={figure} />
    case 'map':
      return <MapDrawing figure={figure} />
    case 'bars':
      return <BarsDrawing figure={figure} />
    case 'scan':
      return <ScanDrawing figure={figure} />
  }
}

export function SectorScreen({ screen, seed }: { screen: SectorScreenData; seed: string }) {
  const { figure, focus, stats } = screen
  const labels = figure.kind === 'bars' ? [...barLabels(figure), ...figure.labels] : figure.labels
  return (
    <Screen role="img" aria-label={screen.label} data-sector-screen={figure.kind}>
      <OpeningPanel title={screen.title} meta={screen.status} seed={seed}>
        <Figure>
          <Caption>{figure.caption}</Caption>
          <Canvas data-screen-canvas="">
            <svg
              viewBox={`0 0 ${CANVAS.w} ${CANVAS.h}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <Drawing figure={figure} />
            </svg>
            <Labels labels={labels} />
          </Canvas>
        </Figure>
        <Lower>
          <Focus>
            <p className="kicker">{focus.kicker}</p>
            <p className="title">{focus.title}</p>
            <p>{focus.detail}</p>
            <Score>
              <div>
                <span>{focus.score.label}</span>
                <b>{focus.score.value.toFixed(2)}</b>
              </div>
              <i
                style={{ '--score': `${Math.round(focus.score.value * 100)}%` } as CSSProperties}
              />
            </Score>
            <ScreenReasons>
              {focus.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ScreenReasons>
            <ScreenActions>
              <span>{focus.actions[0]}</span>
              <span>{focus.actions[1]}</span>
            </ScreenActions>
          </Focus>
          <Stats>
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        </Lower>
      </OpeningPanel>
    </Screen>
  )
}
