import { useId, type CSSProperties, type ReactNode } from 'react'
import { ScreenReasons } from '../../ui/ScreenParts'
import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import { ContourLines } from '../../ui/Contours'
import {
  CANVAS,
  ROADS,
  SEA,
  canvasHeight,
  dotsPath,
  forecastLines,
  landBounds,
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
  ScreenRows,
  SectorFigure,
  SectorScreenData,
} from './sectorScreens'

/**
 * The sector page's field: the sector's operating layer drawn on the light ground of the site's
 * map language (docs/ART-DIRECTION.md §5–6), across the page's width, no window around it. The
 * data grid and a few kontua lines run under everything; the drawing (the city with its districts,
 * sites or card payments, the demand curve, the scan) stands at the right and runs off the
 * viewport's edge with the sea; on the land to its left, the day's live figure set large and the
 * case in front of the person at work as a note pinned to the ground. Phones and tablets: the
 * drawing across the width, the figure and the note under it.
 *
 * Labels are HTML over the drawing (Inter at 13 px, never shrunk: the parts marked `detail` go on
 * narrow screens). To assistive technology the field is one image named by the record's `label`;
 * nothing in it is a control. HTML, SVG and CSS: no script.
 */

const c = theme.color

const Field = styled.div`
  --gutter: ${theme.space[4]};
  position: relative;
  display: grid;
  grid-template-columns: var(--gutter) minmax(0, 1fr) var(--gutter);
  grid-template-areas: 'stage stage stage' '. notes .';
  row-gap: ${theme.space[5]};
  padding-bottom: ${theme.space[5]};
  overflow: hidden;
  background-color: ${c.surfaceAlt};
  /* The data grid: a 24 px dot grid in the hairline colour, under everything. */
  background-image: radial-gradient(circle, ${c.border} 1px, transparent 1.5px);
  background-size: 24px 24px;
  border-block: 1px solid ${c.border};
  font-size: ${theme.fontSize.xs};
  color: ${c.text};
  @media (min-width: ${theme.breakpoint.md}px) {
    --gutter: ${theme.space[6]};
  }
  @media (min-width: ${theme.breakpoint.lg}px) {
    --content: min(
      calc(100vw - 2 * var(--gutter)),
      calc(${theme.layout.maxWidth} - 2 * var(--gutter))
    );
    grid-template-columns:
      minmax(var(--gutter), 1fr) minmax(0, 21rem) ${theme.space[6]}
      calc(var(--content) - 21rem - ${theme.space[6]}) minmax(var(--gutter), 1fr);
    grid-template-areas: '. notes . stage stage';
    align-items: center;
    padding-bottom: 0;
  }
`

/* The kontua lines: a few quiet rings centred on the land, behind the notes and the drawing. */
const Lines = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  fill: none;
  stroke: ${c.brand};
  stroke-opacity: 0.16;
  pointer-events: none;
`

/* The drawing, at its canvas's proportions; its words are HTML over it. */
const Stage = styled.div`
  grid-area: stage;
  position: relative;
  min-width: 0;
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  @media (max-width: ${theme.breakpoint.md - 1}px) {
    [data-detail] {
      display: none;
    }
  }
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    [data-sea-beyond] {
      display: none;
    }
  }
  /* A grid keeps to the page's content edge (a drawing runs off the viewport's). Wide screens: the
     field is taller than the drawing, and the sea runs on above and below it. */
  @media (min-width: ${theme.breakpoint.lg}px) {
    svg {
      overflow: visible;
    }
    &[data-field-stage='grid'] {
      grid-column: 4;
    }
  }
`

const Label = styled.span`
  position: absolute;
  transform: translateY(-50%);
  white-space: nowrap;
  line-height: 1.2;
  font-weight: 600;
  color: ${c.ink};
  /* A halo in the ground's colour lifts a label off the lines it crosses. */
  text-shadow:
    0 0 3px ${c.surfaceAlt},
    0 0 2px ${c.surfaceAlt},
    0 0 1px ${c.surfaceAlt};
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
    background: ${c.surface};
    color: ${c.accent};
    text-shadow: none;
    box-shadow: ${theme.shadow.sm};
  }
`

/* The figure of the day and the case, on the land beside (or under) the drawing. */
const Notes = styled.div`
  grid-area: notes;
  position: relative;
  display: grid;
  gap: ${theme.space[4]};
  @media (min-width: ${theme.breakpoint.md}px) and (max-width: ${theme.breakpoint.lg - 1}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  @media (min-width: ${theme.breakpoint.lg}px) {
    padding-block: ${theme.space[5]};
  }
`

/* One live operating figure, set large; the day's two others quieter under it. */
const Live = styled.div`
  p {
    margin: 0;
  }
  .status {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-weight: 700;
    color: ${c.brandStrong};
  }
  /* The live dot. */
  .status::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${c.brand};
    box-shadow: 0 0 0 3px ${c.brandSoft};
  }
  .value {
    margin-top: ${theme.space[1]};
    font-size: clamp(2.5rem, 1.8rem + 2.4vw, 3.75rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.035em;
    color: ${c.ink};
    font-variant-numeric: tabular-nums;
  }
  .label {
    margin-top: ${theme.space[1]};
    font-size: ${theme.fontSize.md};
    font-weight: 600;
    color: ${c.text};
  }
  .rest {
    margin-top: ${theme.space[2]};
    font-size: ${theme.fontSize.sm};
    color: ${c.textMuted};
  }
  .rest b {
    color: ${c.ink};
    font-variant-numeric: tabular-nums;
  }
`

/* The case: a note pinned to the ground, its left edge in the one warm colour. */
const Case = styled.div`
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[4]};
  border: 1px solid ${c.border};
  border-left: 3px solid ${c.sun};
  border-radius: ${theme.radius.md};
  background: ${c.surface};
  box-shadow: ${theme.shadow.md};
  color: ${c.textMuted};
  p {
    margin: 0;
  }
  .kicker {
    font-weight: 700;
    color: ${c.accent};
  }
  .title {
    margin-top: ${theme.space[1]};
    font-size: ${theme.fontSize.lg};
    font-weight: 700;
    line-height: 1.25;
    color: ${c.ink};
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
    color: ${c.accent};
    font-variant-numeric: tabular-nums;
  }
  i {
    display: block;
    height: 6px;
    margin-top: ${theme.space[1]};
    border-radius: ${theme.radius.pill};
    background:
      linear-gradient(${c.sun}, ${c.sun}) left / var(--score) 100% no-repeat,
      ${c.surfaceSunk};
  }
`

/* A class's mastery as a printed grid on the ground: each score a cell shaded by its value. */
const Grid = styled.div`
  display: grid;
  align-content: center;
  height: 100%;
  padding: ${theme.space[5]} 0;
  .row {
    display: grid;
    grid-template-columns: minmax(6rem, 1.4fr) repeat(var(--cols), minmax(0, 1fr));
    gap: ${theme.space[2]};
    align-items: center;
    min-height: 2.75rem;
    font-variant-numeric: tabular-nums;
  }
  .row + .row {
    margin-top: ${theme.space[2]};
  }
  .head {
    min-height: 1.75rem;
    font-weight: 700;
    color: ${c.textMuted};
  }
  .head > span:not(:first-child) {
    text-align: center;
  }
  .row:not(.head) > span:first-child {
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    color: ${c.ink};
  }
  .row:not(.head) > span:not(:first-child) {
    position: relative;
    isolation: isolate;
    display: grid;
    place-items: center;
    height: 2.5rem;
    border: 1px solid ${c.border};
    border-radius: ${theme.radius.sm};
    background: ${c.surface};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
    color: ${c.ink};
  }
  /* The shade: the brand teal at the cell's --heat opacity, under its figure. */
  .row:not(.head) > span:not(:first-child)::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: ${c.brand};
    opacity: var(--heat, 0);
  }
  /* The student in focus: the row outlined in the warm colour. */
  .row[data-flag] > span:first-child {
    color: ${c.accent};
  }
  .row[data-flag] > span:not(:first-child) {
    border-color: ${c.sun};
  }
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    padding: ${theme.space[5]} var(--gutter) 0;
  }
  @media (max-width: ${theme.breakpoint.md - 1}px) {
    .row[data-detail] {
      display: none;
    }
  }
`

/** A smooth line through the points (Catmull-Rom as cubic Béziers): the shore, not a zigzag. */
function smoothPath(points: readonly Point[]): string {
  const r = (n: number) => Math.round(n * 10) / 10
  return points
    .map((p, i) => {
      if (i === 0) return `M${p[0]} ${p[1]}`
      const p0 = points[i - 2] ?? points[i - 1] ?? p
      const p1 = points[i - 1] ?? p
      const p3 = points[i + 1] ?? p
      const c1 = [p1[0] + (p[0] - p0[0]) / 6, p1[1] + (p[1] - p0[1]) / 6]
      const c2 = [p[0] - (p3[0] - p1[0]) / 6, p[1] - (p3[1] - p1[1]) / 6]
      return `C${r(c1[0]!)} ${r(c1[1]!)} ${r(c2[0]!)} ${r(c2[1]!)} ${p[0]} ${p[1]}`
    })
    .join('')
}

/** The shore, from the top of the canvas to its foot (the sea's outline without its far side). */
const SHORE = SEA.slice(0, -2)

/**
 * Card payments of the last minutes across the city: faint dots on the land, spread evenly (the R2
 * low-discrepancy sequence, so every build draws the same ones) and kept off the sea.
 */
const CROWD: readonly Point[] = Array.from({ length: 40 }, (_, i) => {
  const x = 30 + ((0.5 + i * 0.7548776662) % 1) * 204
  const y = 10 + ((0.5 + i * 0.569840291) % 1) * 120
  return [Math.round(x), Math.round(y)] as const
})

function pct(value: number, of: number): number {
  return Math.round((value / of) * 1000) / 10
}

/** Figures shorter than the canvas (a forecast strip) sit in its middle. */
function offsetOf(figure: SectorFigure): number {
  return (CANVAS.h - canvasHeight(figure)) / 2
}

function Labels({ labels, offset }: { labels: readonly FigureLabel[]; offset: number }) {
  return labels.map((label) => (
    <Label
      key={label.text}
      style={{
        left: `${pct(label.at[0], CANVAS.w)}%`,
        top: `${pct(label.at[1] + offset, CANVAS.h)}%`,
      }}
      data-align={label.align && label.align !== 'start' ? label.align : undefined}
      data-alert={label.alert ? '' : undefined}
      data-detail={label.detail ? '' : undefined}
    >
      {label.text}
    </Label>
  ))
}

/** The warm highlight: a dot with two quiet rings around it. */
function Alert({ at: [x, y] }: { at: Point }) {
  return (
    <g fill="none" stroke={c.sun}>
      <circle cx={x} cy={y} r="10" strokeOpacity="0.35" />
      <circle cx={x} cy={y} r="6" strokeOpacity="0.7" />
      <circle cx={x} cy={y} r="3" fill={c.sun} stroke="none" />
    </g>
  )
}

function MapDrawing({ figure }: { figure: MapFigure }) {
  const maskId = `field-land-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  let layer: ReactNode
  if (figure.layer === 'sites') {
    layer = (
      <>
        <g fill={c.brand} fillOpacity="0.07" stroke={c.brand} strokeOpacity="0.3">
          {figure.points.map(([x, y]) => (
            <circle key={`${x} ${y}`} cx={x} cy={y} r="17" />
          ))}
        </g>
        <path d={dotsPath(figure.points)} stroke={c.brand} strokeWidth="5" strokeLinecap="round" />
      </>
    )
  } else if (figure.layer === 'zones') {
    const cells = zoneCells(figure.points, landBounds())
    const alertCell = nearest(figure.points, figure.alert)
    layer = (
      <g stroke={c.surfaceAlt} strokeWidth="2.5" strokeLinejoin="round">
        {cells.map((cell, i) => {
          const alert = i === alertCell
          return (
            <path
              key={i}
              d={linePath(cell, true)}
              fill={alert ? c.sun : c.brand}
              fillOpacity={alert ? 0.42 : 0.08 + (i % 3) * 0.05}
            />
          )
        })}
      </g>
    )
  } else if (figure.layer === 'payments') {
    const [home = figure.alert] = figure.points
    const [hx, hy] = home
    const [ax, ay] = figure.alert
    layer = (
      <>
        <path
          d={dotsPath(CROWD)}
          stroke={c.brand}
          strokeOpacity="0.28"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <g fill={c.brand} fillOpacity="0.1">
          {figure.points.map(([x, y]) => (
            <circle key={`${x} ${y}`} cx={x} cy={y} r="7" />
          ))}
        </g>
        <path
          d={dotsPath(figure.points)}
          stroke={c.brand}
          strokeWidth="4.5"
          strokeLinecap="round"
        />
        {/* The flagged payment: an arc from the card's usual place, out over the sea. */}
        <path
          d={`M${hx} ${hy}Q${(hx + ax) / 2} ${Math.min(hy, ay) - 26} ${ax} ${ay}`}
          fill="none"
          stroke={c.sun}
          strokeWidth="2"
          strokeDasharray="5 4"
        />
      </>
    )
  } else {
    const [depot = figure.alert, ...drops] = figure.points
    layer = (
      <>
        <path
          d={linePath(figure.points, true)}
          fill="none"
          stroke={c.brand}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d={dotsPath(drops)} stroke={c.brand} strokeWidth="6" strokeLinecap="round" />
        <rect x={depot[0] - 5} y={depot[1] - 5} width="10" height="10" rx="2" fill={c.ink} />
      </>
    )
  }
  return (
    <>
      <defs>
        <radialGradient id={`${maskId}-fade`} cx="0.62" cy="0.5" r="0.62">
          <stop offset="0.55" stopColor={c.surface} />
          <stop offset="1" stopColor={c.surface} stopOpacity="0" />
        </radialGradient>
        <mask id={maskId} maskUnits="userSpaceOnUse" x="0" y="0" width="320" height="140">
          <rect width="320" height="140" fill={`url(#${maskId}-fade)`} />
        </mask>
        <path
          id={`${maskId}-shore`}
          d={`M${SHORE[0]![0]} -200V0${smoothPath(SHORE).replace(/^M[^C]*/, '')}V340`}
        />
      </defs>
      <path d={`${smoothPath(SHORE)}L320 140L320 0Z`} fill={c.brandSoft} />
      {/* Wide screens: the field is taller than the drawing, so the sea runs on above and below it. */}
      <path
        data-sea-beyond=""
        d={`M${SHORE[0]![0]} -200V0H320V-200ZM${SHORE.at(-1)![0]} 140V340H320V140Z`}
        fill={c.brandSoft}
      />
      {/* The shore, then the sea's kontua: the same line drawn again, farther out each time (one
          path, placed four times); on wide screens each runs on above and below the drawing. */}
      <g fill="none" stroke={c.brand} strokeOpacity="0.2">
        {[0, 10, 22, 36].map((dx) => (
          <use
            key={dx}
            href={`#${maskId}-shore`}
            transform={dx ? `translate(${dx} 0)` : undefined}
            strokeOpacity={dx ? undefined : 0.6}
          />
        ))}
      </g>
      {/* The land's layers fade into the ground to the west, north and south. */}
      <g mask={`url(#${maskId})`}>
        <g fill="none" stroke={c.border} strokeWidth="1.5">
          {ROADS.map((road, i) => (
            <path key={i} d={linePath(road)} />
          ))}
        </g>
        {layer}
      </g>
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
      <path d={`M8 ${lines.foot}H312`} stroke={c.textMuted} strokeOpacity="0.5" />
      <path d={`M${today[0]} 6V${lines.foot}`} stroke={c.textMuted} strokeDasharray="3 3" />
      <path d={linePath(lines.band, true)} fill={c.brand} fillOpacity="0.14" />
      <path
        d={linePath(lines.sold)}
        fill="none"
        stroke={c.brand}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d={linePath(lines.forecast)}
        fill="none"
        stroke={c.brand}
        strokeWidth="2.5"
        strokeDasharray="5 4"
      />
      <path d={`M${out[0]} 20V${lines.foot}`} stroke={c.sun} />
      <Alert at={out} />
    </>
  )
}

function ScanDrawing({ figure }: { figure: ScanFigure }) {
  const f = figure.finding
  return (
    <>
      {/* The film on its light box: two lung fields either side of the spine, ribs as arcs. */}
      <rect x="8" y="8" width="150" height="124" rx="6" fill={c.ink} />
      <g fill={c.textOnDark} fillOpacity="0.14">
        <path d="M76 22C52 22 32 48 28 84c-2 22 4 36 18 38 14 2 28-4 32-14z" />
        <path d="M90 22c24 0 44 26 48 62 2 22-4 36-18 38-14 2-28-4-32-14z" />
      </g>
      <g fill="none" stroke={c.textOnDark} strokeOpacity="0.2">
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
        fillOpacity="0.16"
        stroke={c.sun}
        strokeWidth="1.5"
      />
      {figure.vitals.map((vital, i) => {
        const box = vitalBox(i)
        const points = sparkline(vital.values, box)
        const color = vital.alert ? c.sun : c.brand
        return (
          <g key={i}>
            <path d={`M${box.x} ${box.y + box.h}H${box.x + box.w}`} stroke={c.border} />
            <path
              d={linePath(points)}
              fill="none"
              stroke={color}
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
            <path
              d={dotsPath(points.slice(-1))}
              stroke={color}
              strokeWidth="7"
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

function FigureStage({ figure }: { figure: SectorFigure }) {
  const offset = offsetOf(figure)
  return (
    <Stage data-field-stage={figure.kind} style={{ aspectRatio: `${CANVAS.w} / ${CANVAS.h}` }}>
      <svg
        viewBox={`0 0 ${CANVAS.w} ${CANVAS.h}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <g transform={offset ? `translate(0 ${offset})` : undefined}>
          <Drawing figure={figure} />
        </g>
      </svg>
      <Labels labels={figure.labels} offset={offset} />
    </Stage>
  )
}

function GridStage({ rows }: { rows: ScreenRows }) {
  const cols = rows.columns.length - 1
  return (
    <Stage data-field-stage="grid">
      <Grid style={{ '--cols': cols } as CSSProperties}>
        <div className="row head">
          {rows.columns.map((column) => (
            <span key={column.label}>{column.label}</span>
          ))}
        </div>
        {rows.items.map((item, n) => (
          <div
            className="row"
            key={item.cells[0]}
            data-flag={item.flag ? '' : undefined}
            data-detail={n >= 3 ? '' : undefined}
          >
            {item.cells.map((cell, i) => (
              <span
                key={rows.columns[i]?.label ?? i}
                style={
                  i > 0
                    ? ({
                        '--heat': (Math.max(0, Number(cell) - 25) * 0.0085).toFixed(3),
                      } as CSSProperties)
                    : undefined
                }
              >
                {cell}
              </span>
            ))}
          </div>
        ))}
      </Grid>
    </Stage>
  )
}

export function SectorField({ screen, seed }: { screen: SectorScreenData; seed: string }) {
  const { figure, rows, focus, stats } = screen
  const [live, ...rest] = stats
  return (
    <Field role="img" aria-label={screen.label} data-sector-field={screen.layout}>
      <Lines viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <ContourLines seed={seed} cx={18} cy={70} minRadius={22} maxRadius={80} rings={5} />
      </Lines>
      {figure ? <FigureStage figure={figure} /> : rows && <GridStage rows={rows} />}
      <Notes>
        <Live data-field-live="">
          <p className="status">
            {screen.title} · {screen.status}
          </p>
          <p className="value">{live.value}</p>
          <p className="label">{live.label}</p>
          <p className="rest">
            {rest.map((stat, i) => (
              <span key={stat.label}>
                {i > 0 && ' · '}
                <b>{stat.value}</b> {stat.label.toLowerCase()}
              </span>
            ))}
          </p>
        </Live>
        <Case data-field-case="">
          <p className="kicker">{focus.kicker}</p>
          <p className="title">{focus.title}</p>
          <p>{focus.detail}</p>
          <Score>
            <div>
              <span>{focus.score.label}</span>
              <b>{focus.score.value.toFixed(2)}</b>
            </div>
            <i style={{ '--score': `${Math.round(focus.score.value * 100)}%` } as CSSProperties} />
          </Score>
          <ScreenReasons $tone="light">
            {focus.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ScreenReasons>
        </Case>
      </Notes>
    </Field>
  )
}
