import type { CSSProperties, ReactNode } from 'react'
import { Fragment } from 'react'
import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { ScreenActions, ScreenReasons } from '../../ui/ScreenParts'
import {
  CANVAS,
  ROADS,
  SEA,
  canvasHeight,
  dotsPath,
  forecastLines,
  linePath,
  nearest,
  sparkline,
  vitalBox,
  zoneCells,
} from './sectorScreenGeometry'
import type {
  FigureLabel,
  ForecastFigure,
  MapFigure,
  Point,
  ScanFigure,
  ScreenLayout,
  ScreenRows,
  SectorFigure,
  SectorScreenData,
} from './sectorScreens'

/**
 * The picture of a sector page's opening: one screen of the work in that sector (sectorScreens.ts)
 * in a window of its own. The six screens share parts (a drawing, a table, the case in focus, the
 * figures of the day) but not a structure: each record's `layout` arranges them (a queue, a map
 * beside a ranking, a mastery grid beside a card, a map over a bar, a chart over a table, a scan
 * beside a card). Drawings are inline SVG on a 320 × 140 canvas with their words as HTML over them,
 * so the words stay real text at 13 px on a phone, where the parts marked `detail` are left out
 * rather than shrunk. To assistive technology the whole is one image named by the record's `label`;
 * nothing in it is a control. Plain HTML, SVG and CSS: no script.
 */

const c = theme.color

/** The window: title bar and body; its container width decides the arrangement. */
const Window = styled.div`
  container: sector-screen / inline-size;
  overflow: hidden;
  border: 1px solid ${c.lineOnDark};
  border-radius: ${theme.radius.lg};
  background: ${c.cardOnDark};
  box-shadow: ${theme.shadow.lg};
  color: ${c.textOnDark};
  font-size: ${theme.fontSize.xs};
`

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${c.lineOnDark};
  background: ${c.panelOnDark};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
  /* Three dots: a window, not a card. */
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${c.outlineOnDark};
    box-shadow:
      14px 0 ${c.outlineOnDark},
      28px 0 ${c.outlineOnDark};
    margin-right: 28px;
  }
  span:last-child {
    margin-left: auto;
    white-space: nowrap;
    color: ${c.brandOnDark};
    font-variant-numeric: tabular-nums;
  }
  /* Phones: the window's dots give their room to the title. */
  @container sector-screen (max-width: 459px) {
    &::before {
      display: none;
    }
  }
`

/*
 * The arrangements. Below 560 px of window every part stacks, in reading order; wider, each layout
 * has its own grid.
 */
const Layout = styled.div<{ $layout: ScreenLayout }>`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @container sector-screen (min-width: 560px) {
    ${({ $layout }) => WIDE[$layout]}
  }
`

/* Parts are placed by name only where a layout names its areas. */
const AREAS = `> [data-part='figure'] { grid-area: figure; }
  > [data-part='rows'] { grid-area: rows; }
  > [data-part='focus'] { grid-area: focus; }
  > [data-part='stats'] { grid-area: stats; }`

const WIDE: Record<ScreenLayout, string> = {
  queue: '',
  'map-list': `grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'figure rows' 'focus rows' 'stats stats'; align-items: start; ${AREAS}`,
  'grid-card': `grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'rows focus' 'stats stats'; ${AREAS}`,
  'map-banner': '',
  'chart-rows': `grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'figure figure' 'rows focus' 'stats stats'; align-items: start; ${AREAS}`,
  'scan-card': `grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'figure focus' 'stats stats'; align-items: start; ${AREAS}`,
}

const Caption = styled.p`
  margin: 0 0 ${theme.space[2]};
  font-weight: 600;
  color: ${c.textOnDarkMuted};
`

const Canvas = styled.div`
  position: relative;
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
`

/* Narrow screens: the fine detail goes, the words that matter stay at full size. */
const Part = styled.div`
  min-width: 0;
  @container sector-screen (max-width: 459px) {
    [data-detail] {
      display: none;
    }
  }
`

/* A table of the screen: rows of cells, the first cell taking the width the figures leave. */
const Table = styled.div`
  border-top: 1px solid ${c.lineOnDark};
  .row {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: 2.5rem;
    padding: ${theme.space[1]} ${theme.space[2]};
    border-bottom: 1px solid ${c.lineOnDark};
    font-variant-numeric: tabular-nums;
  }
  .row > span {
    flex: 0 0 var(--w);
    text-align: right;
  }
  /* The column without a width (a merchant, a site, a student) takes the rest. */
  .row > span[data-grow] {
    flex: 1 1 0;
    min-width: 0;
    text-align: left;
    font-weight: 600;
  }
  .row > span:first-child {
    text-align: left;
  }
  .head {
    min-height: 2rem;
    color: ${c.textOnDarkMuted};
    font-weight: 600;
  }
  .head > span:first-child {
    font-weight: 600;
  }
  /* Phones: the rows marked detail go (the table's own rule, as '.row' outranks the parts'). */
  @container sector-screen (max-width: 459px) {
    .row[data-detail] {
      display: none;
    }
  }
  /* The case in focus: its row in the one warm colour. */
  .row[data-flag] {
    border-left: 3px solid ${c.sun};
    background: ${c.panelOnDark};
    color: ${c.sunOnDark};
  }
  /* A mastery grid: each score a cell shaded by its value (above 25, at most 35% of the light teal
     over the navy, so white figures keep at least 4.5:1 on every cell). */
  &[data-heat] .row:not(.head) > span:not(:first-child) {
    position: relative;
    isolation: isolate;
    padding: ${theme.space[1]} 0;
    border-radius: ${theme.radius.sm};
    text-align: center;
    color: ${c.textOnDark};
  }
  /* The shade: the light teal at the cell's --heat opacity, under its figure. (An opacity rather
     than color-mix() with a variable, which HTML checkers cannot parse.) */
  &[data-heat] .row:not(.head) > span:not(:first-child)::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: ${c.brandOnDark};
    opacity: var(--heat, 0);
  }
  &[data-heat] .head > span:not(:first-child) {
    text-align: center;
  }
`

const Focus = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  border: 1px solid ${c.lineOnDark};
  border-left: 3px solid ${c.sun};
  border-radius: ${theme.radius.md};
  background: ${c.panelOnDark};
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
  /* Opened under its row: part of the table, no card of its own. */
  &[data-mode='row'] {
    border-width: 0 0 1px 3px;
    border-radius: 0;
    padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[3]};
  }
  /* A bar under the figure: the case, its score and its actions side by side. */
  &[data-mode='banner'] {
    @container sector-screen (min-width: 560px) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.7fr) auto;
      align-items: center;
      gap: ${theme.space[5]};
      > div > :first-child {
        margin-top: 0;
      }
    }
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

/* The figures of the day: one line across the window, hairlines between them. */
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${c.lineOnDark};
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: 0 ${theme.space[3]};
  }
  div:first-child {
    padding-left: 0;
  }
  div + div {
    border-left: 1px solid ${c.lineOnDark};
  }
  dt {
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
    @container sector-screen (min-width: 560px) {
      font-size: ${theme.fontSize.xl};
    }
  }
  /* The last figure is the sector's success story: the page's own result, in the data colour. */
  div:last-child dd {
    color: ${c.brandOnDark};
  }
`

function Labels({ labels, height }: { labels: readonly FigureLabel[]; height: number }) {
  return labels.map((label) => (
    <Label
      key={label.text}
      style={{
        left: `${pct(label.at[0], CANVAS.w)}%`,
        top: `${pct(label.at[1], height)}%`,
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

function ForecastDrawing({ figure }: { figure: ForecastFigure }) {
  const lines = forecastLines(figure.values, figure.ahead)
  const today = lines.sold[lines.sold.length - 1] ?? [0, 0]
  const out = lines.forecast[figure.stockOut - (figure.values.length - figure.ahead - 1)] ?? today
  return (
    <>
      <path d={`M8 ${lines.foot}H312`} stroke={c.lineOnDark} />
      <path d={`M${today[0]} 6V${lines.foot}`} stroke={c.lineOnDark} strokeDasharray="3 3" />
      <path d={linePath(lines.band, true)} fill={c.brandOnDark} fillOpacity="0.14" />
      <path
        d={linePath(lines.sold)}
        fill="none"
        stroke={c.brandOnDark}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d={linePath(lines.forecast)}
        fill="none"
        stroke={c.brandOnDark}
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <path d={`M${out[0]} 20V${lines.foot}`} stroke={c.sun} strokeOpacity="0.7" />
      <Alert at={out} />
    </>
  )
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
    case 'map':
      return <MapDrawing figure={figure} />
    case 'forecast':
      return <ForecastDrawing figure={figure} />
    case 'scan':
      return <ScanDrawing figure={figure} />
  }
}

function FigurePart({ figure }: { figure: SectorFigure }) {
  const height = canvasHeight(figure)
  return (
    <Part data-part="figure">
      <Caption>{figure.caption}</Caption>
      <Canvas data-screen-canvas="" style={{ aspectRatio: `${CANVAS.w} / ${height}` }}>
        <svg
          viewBox={`0 0 ${CANVAS.w} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <Drawing figure={figure} />
        </svg>
        <Labels labels={figure.labels} height={height} />
      </Canvas>
    </Part>
  )
}

type FocusMode = 'card' | 'row' | 'banner'

function FocusPart({ focus, mode }: { focus: SectorScreenData['focus']; mode: FocusMode }) {
  const head = (
    <div>
      <p className="kicker">{focus.kicker}</p>
      {mode !== 'row' && <p className="title">{focus.title}</p>}
      <p>{focus.detail}</p>
    </div>
  )
  const evidence = (
    <div>
      <Score>
        <div>
          <span>{focus.score.label}</span>
          <b>{focus.score.value.toFixed(2)}</b>
        </div>
        <i style={{ '--score': `${Math.round(focus.score.value * 100)}%` } as CSSProperties} />
      </Score>
      <ScreenReasons>
        {focus.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ScreenReasons>
    </div>
  )
  const actions = (
    <ScreenActions data-detail="">
      <span>{focus.actions[0]}</span>
      <span>{focus.actions[1]}</span>
    </ScreenActions>
  )
  return (
    <Focus data-mode={mode} data-screen-focus="">
      {head}
      {evidence}
      {actions}
    </Focus>
  )
}

function RowsPart({ rows, opened }: { rows: ScreenRows; opened?: ReactNode }) {
  const cells = (values: readonly string[], heat: boolean) =>
    rows.columns.map((column, i) => {
      const value = Number(values[i])
      const style = {
        '--w': column.width ? `${column.width}ch` : undefined,
        '--heat':
          heat && i > 0 && Number.isFinite(value)
            ? (Math.max(0, value - 25) * 0.0055).toFixed(3)
            : undefined,
      } as CSSProperties
      return (
        <span
          key={column.label}
          style={style}
          data-grow={column.width ? undefined : ''}
          data-detail={column.detail ? '' : undefined}
        >
          {values[i]}
        </span>
      )
    })
  return (
    <Part data-part="rows">
      <Caption>{rows.caption}</Caption>
      <Table data-heat={rows.heat ? '' : undefined}>
        <div className="row head">
          {cells(
            rows.columns.map((column) => column.label),
            false,
          )}
        </div>
        {rows.items.map((item) => (
          <Fragment key={item.cells[0]}>
            <div
              className="row"
              data-flag={item.flag ? '' : undefined}
              data-detail={item.detail ? '' : undefined}
            >
              {cells(item.cells, Boolean(rows.heat))}
            </div>
            {item.flag && opened}
          </Fragment>
        ))}
      </Table>
    </Part>
  )
}

/** Where each layout puts the case in focus. */
const FOCUS_MODE: Record<ScreenLayout, FocusMode> = {
  queue: 'row',
  'map-list': 'card',
  'grid-card': 'card',
  'map-banner': 'banner',
  'chart-rows': 'card',
  'scan-card': 'card',
}

export function SectorScreen({ screen }: { screen: SectorScreenData }) {
  const { figure, rows, focus, stats, layout } = screen
  const mode = FOCUS_MODE[layout]
  const focusPart = <FocusPart focus={focus} mode={mode} />
  return (
    <Window role="img" aria-label={screen.label} data-sector-screen={layout}>
      <Bar>
        <span>{screen.title}</span>
        <span>{screen.status}</span>
      </Bar>
      <Layout $layout={layout}>
        {figure && <FigurePart figure={figure} />}
        {rows && <RowsPart rows={rows} opened={mode === 'row' ? focusPart : undefined} />}
        {mode !== 'row' && <Part data-part="focus">{focusPart}</Part>}
        <Stats data-part="stats">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Layout>
    </Window>
  )
}
