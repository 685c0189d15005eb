import styled from 'styled-components'
import { theme } from '../../theme/tokens'
import {
  BOX_PAD,
  SYSTEM_GAP,
  SYSTEM_WIDTH,
  boxWidth,
  type CaseSystem,
  type SystemBox,
} from './caseStudy'

/**
 * The system a case study built, drawn top to bottom as labelled boxes (docs/ART-DIRECTION.md: the
 * product mock-ups' language on white): sources in grey, what we built in navy, where a person
 * decides in teal, what gets held in the warm accent. One inline SVG, at most 360 CSS pixels wide,
 * so its 12–13 px words stay at 12 px or more on a phone, where it runs the
 * screen's width (the box lines are 12.5 units: at 375 px they render at about 12.7 px); its text inherits the page's font. The
 * drawing is hidden from assistive technology: the visible caption and a list of the same steps
 * (visually hidden) say what it shows.
 */

const c = theme.color

/** Vertical rhythm of a box: title baseline, then one line every LINE units. */
const TITLE_BASE = 21
const LINE = 16
const BOTTOM = 11
/** Space between rows: the connector and its label. */
const CONNECTOR = 44

const Figure = styled.figure`
  margin: 0;
  max-width: ${SYSTEM_WIDTH + 2 * 20}px;
  padding: ${theme.space[5]};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  background: ${c.surface};
  box-shadow: ${theme.shadow.sm};
  @media (max-width: ${theme.breakpoint.md - 1}px) {
    padding: ${theme.space[4]} ${theme.space[3]};
  }
  /* Tablets: the drawing at its full size on the left, what it says beside it. */
  @media (min-width: ${theme.breakpoint.md}px) and (max-width: ${theme.breakpoint.lg - 1}px) {
    display: grid;
    grid-template-columns: ${SYSTEM_WIDTH}px minmax(0, 1fr);
    column-gap: ${theme.space[6]};
    align-items: end;
    max-width: none;
    > p {
      grid-column: 1 / -1;
    }
    figcaption {
      margin: 0;
      padding: 0 0 0 ${theme.space[4]};
      border-top: 0;
      border-left: 2px solid ${c.brand};
    }
  }
  svg {
    display: block;
    width: 100%;
    max-width: ${SYSTEM_WIDTH}px;
    height: auto;
    margin-inline: auto;
    font: inherit;
    overflow: visible;
  }
  text {
    font-family: inherit;
  }
`

const Title = styled.p`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${c.textMuted};
`

const Caption = styled.figcaption`
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${c.border};
  font-size: ${theme.fontSize.sm};
  line-height: 1.5;
  color: ${c.textMuted};
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.xs};
  color: ${c.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  i {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 3px;
    border: 1px solid;
  }
`

const TONES = {
  data: { fill: c.surfaceAlt, stroke: c.border, title: c.ink, line: c.textMuted },
  model: { fill: c.ink, stroke: c.ink, title: c.textOnDark, line: c.brandOnDark },
  people: { fill: c.brandSoft, stroke: c.brand, title: c.brandStrong, line: c.text },
  alert: { fill: c.accentSoft, stroke: c.sun, title: c.accent, line: c.text },
} as const

const LEGEND = [
  ['data', 'Data and systems'],
  ['model', 'What we built'],
  ['people', 'People decide'],
  ['alert', 'Held or flagged'],
] as const

const boxHeight = (box: SystemBox) => TITLE_BASE + LINE * (box.lines?.length ?? 0) + BOTTOM

interface Placed {
  box: SystemBox
  x: number
  y: number
  w: number
  h: number
}

/** Boxes in rows with their positions, and where each row's connector runs. */
function layout(system: CaseSystem) {
  let y = 0
  const rows = system.steps.map((step) => {
    const n = step.boxes.length
    const w = boxWidth(n)
    const h = Math.max(...step.boxes.map(boxHeight))
    const placed: Placed[] = step.boxes.map((box, i) => ({ box, x: i * (w + SYSTEM_GAP), y, w, h }))
    const from = step.viaFrom === undefined ? placed : placed.filter((_, i) => i === step.viaFrom)
    const row = { placed, from, y, h, via: step.via }
    y += h + CONNECTOR
    return row
  })
  return { rows, height: y - CONNECTOR }
}

const centre = (p: Placed) => p.x + p.w / 2

function Box({ p }: { p: Placed }) {
  const tone = TONES[p.box.tone ?? 'data']
  return (
    <g>
      <rect
        x={p.x + 0.5}
        y={p.y + 0.5}
        width={p.w - 1}
        height={p.h - 1}
        rx="8"
        fill={tone.fill}
        stroke={tone.stroke}
      />
      <text x={p.x + BOX_PAD} y={p.y + TITLE_BASE} fontSize="13" fontWeight="700" fill={tone.title}>
        {p.box.title}
      </text>
      {(p.box.lines ?? []).map((line, i) => (
        <text
          key={line}
          x={p.x + BOX_PAD}
          y={p.y + TITLE_BASE + LINE * (i + 1)}
          fontSize="12.5"
          fill={tone.line}
        >
          {line}
        </text>
      ))}
    </g>
  )
}

/** From the centres of one row's boxes to those of the next, through a bus, the label on it. */
function Connector({ from, to, label }: { from: Placed[]; to: Placed[]; label?: string }) {
  const top = from[0]!.y + from[0]!.h
  const bottom = to[0]!.y
  const mid = (top + bottom) / 2
  const xs = [...from, ...to].map(centre)
  const left = Math.min(...xs)
  const right = Math.max(...xs)
  const pill = label ? label.length * 6.6 + 18 : 0
  return (
    <g>
      <g fill="none" stroke={c.textMuted} strokeOpacity="0.55" strokeWidth="1.25">
        {from.map((p) => (
          <path key={`u${p.x}`} d={`M${centre(p)} ${top}V${mid}`} />
        ))}
        {right > left && <path d={`M${left} ${mid}H${right}`} />}
        {to.map((p) => (
          <path key={`d${p.x}`} d={`M${centre(p)} ${mid}V${bottom - 4}`} />
        ))}
      </g>
      {to.map((p) => (
        <path
          key={`a${p.x}`}
          d={`M${centre(p) - 4} ${bottom - 6}l4 5 4-5z`}
          fill={c.textMuted}
          fillOpacity="0.8"
        />
      ))}
      {label && (
        <g>
          <rect
            x={SYSTEM_WIDTH / 2 - pill / 2}
            y={mid - 10}
            width={pill}
            height="20"
            rx="10"
            fill={c.surface}
            stroke={c.border}
          />
          <text
            x={SYSTEM_WIDTH / 2}
            y={mid + 4}
            fontSize="12.5"
            fontWeight="600"
            textAnchor="middle"
            fill={c.textMuted}
          >
            {label}
          </text>
        </g>
      )}
    </g>
  )
}

export interface SystemDiagramProps {
  system: CaseSystem
  /** The small heading above the drawing ("The system"). */
  title: string
}

export function SystemDiagram({ system, title }: SystemDiagramProps) {
  const { rows, height } = layout(system)
  return (
    <Figure data-system-diagram="">
      <Title>{title}</Title>
      <svg
        viewBox={`0 0 ${SYSTEM_WIDTH} ${height}`}
        width={SYSTEM_WIDTH}
        height={height}
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((row, i) => {
          const next = rows[i + 1]
          return (
            <g key={row.y}>
              {row.placed.map((p) => (
                <Box key={p.x} p={p} />
              ))}
              {next && <Connector from={row.from} to={next.placed} label={row.via} />}
            </g>
          )
        })}
      </svg>
      <ol className="visually-hidden">
        {system.steps.map((step, i) => (
          <li key={i}>
            {step.boxes.map((b) => [b.title, ...(b.lines ?? [])].join(', ')).join('; ')}
            {step.via ? ` (then: ${step.via})` : ''}
          </li>
        ))}
      </ol>
      <Caption>
        {system.caption}
        <Legend aria-hidden="true">
          {LEGEND.map(([tone, name]) => (
            <li key={tone}>
              <i style={{ background: TONES[tone].fill, borderColor: TONES[tone].stroke }} />
              {name}
            </li>
          ))}
        </Legend>
      </Caption>
    </Figure>
  )
}
