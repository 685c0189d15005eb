import type { ReactNode, SVGProps } from 'react'
import styled from 'styled-components'
import { theme } from '../../../theme/tokens'
import { linePoints } from '../chartGeometry'

/**
 * The drawing kit of the product-page hero visuals: one canvas, a window frame, chips, checks,
 * sparklines, bars and meters, all in the on-navy colour roles of the art direction
 * (docs/ART-DIRECTION.md §2 and §6: opaque cards on navy with hairline borders), so the eight
 * mock-ups read as one family. Every visual is a single inline SVG: no image requests, and the
 * canvas reserves its aspect ratio before anything paints, so nothing below it moves. Nothing in
 * it animates.
 */

/** The drawing box: windows sit at x 8–392 from y 10, their shadow reaching y 312. */
const VIEW = { x: 8, y: 6, w: 384, h: 306 }

const c = theme.color

/** Colours by role on a dark card (all tokens). Soft fills use a role colour at low opacity. */
export const ui = {
  card: c.cardOnDark,
  line: c.lineOnDark,
  well: c.panelOnDark,
  text: c.textOnDark,
  muted: c.textOnDarkMuted,
  /** Data series, passed checks, a model's success. */
  data: c.brandOnDark,
  /** Solid action colour (white text on it). */
  action: c.brand,
  onAction: c.onBrand,
  /** The one warm highlight of a visual. */
  warm: c.sun,
  warmText: c.sunOnDark,
  ink: c.ink,
} as const

/** Chip and badge colours: text, soft background (a colour and its opacity), solid mark. */
const tone = {
  brand: { fg: ui.data, bg: ui.data, bgOpacity: 0.14, solid: ui.data },
  accent: { fg: ui.warmText, bg: ui.warm, bgOpacity: 0.18, solid: ui.warm },
  neutral: { fg: ui.muted, bg: ui.text, bgOpacity: 0.08, solid: ui.muted },
} as const
type Tone = keyof typeof tone

/**
 * Text in a visual is never drawn below 11 px on a phone (docs/ART-DIRECTION.md §3). A mock-up
 * is too dense to shrink, so a narrow canvas does not show it at all: it shows the visual's phone
 * drawing instead, a composition of its own with fewer parts and larger words.
 */
const PHONE_CANVAS = 484
/**
 * The phone drawing keeps the canvas's width and shows its top `PHONE_H` units: the canvas is
 * 343 px wide on a 375 px phone (0.89 px a unit), so the drawing is about 218 px tall there.
 */
const PHONE_H = 244
/** The smallest text of a phone drawing, in canvas units: 12 px on a 375 px phone. */
const PHONE_TEXT = 13.5

/** Sizes the canvas and is the container its phone rule measures. */
const Frame = styled.div`
  container: product-visual / inline-size;
  width: 100%;
  max-width: 34rem;
  @media (max-width: ${theme.breakpoint.lg - 1}px) {
    /* Stacked under the hero text: a little air below the buttons, centred in a wide column. */
    margin: ${theme.space[2]} auto 0;
  }
`

const Canvas = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${VIEW.w} / ${VIEW.h};
  font-family: inherit;
  text {
    font-family: inherit;
  }
  [data-phone] {
    display: none;
  }
  @container product-visual (max-width: ${PHONE_CANVAS - 1}px) {
    aspect-ratio: ${VIEW.w} / ${PHONE_H};
    [data-wide] {
      display: none;
    }
    [data-phone] {
      display: inline;
    }
  }
`

/**
 * The root of a visual: an image to assistive technology, named by `label` (also its `<title>`).
 * `children` is the desktop drawing; `phone` the drawing a narrow canvas shows (top `PHONE_H`
 * units; the viewBox is cut at the bottom, never scaled down). The words drawn inside are part of
 * the picture; the page's own text carries the message.
 */
export function VisualCanvas({
  label,
  phone,
  children,
}: {
  label: string
  phone: ReactNode
  children: ReactNode
}) {
  return (
    <Frame>
      <Canvas
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.w} ${VIEW.h}`}
        preserveAspectRatio="xMidYMin slice"
        width={VIEW.w}
        height={VIEW.h}
        role="img"
        aria-label={label}
        data-product-visual=""
      >
        <title>{label}</title>
        <g data-wide="">{children}</g>
        <g data-phone="">{phone}</g>
      </Canvas>
    </Frame>
  )
}

type TextProps = SVGProps<SVGTextElement> & {
  size?: number
  weight?: number
  color?: string
}

/** SVG text in the site font; sizes are in canvas units (the canvas scales with its column). */
export function Txt({ size = 12, weight = 500, color = ui.text, children, ...rest }: TextProps) {
  return (
    <text fontSize={size} fontWeight={weight} fill={color} {...rest}>
      {children}
    </text>
  )
}

/** Rough advance width of Inter text (measured: 0.46–0.6 em a character), to size pills. */
function textWidth(text: string, size: number, weight = 600): number {
  return Math.round(text.length * size * (weight >= 600 ? 0.55 : 0.51))
}

/** Lays `items` out left to right from `x`, `gap` apart, adding each one's `left`. */
export function placeInRow<T extends object>(
  items: readonly T[],
  widthOf: (item: T) => number,
  x: number,
  gap: number,
): (T & { left: number })[] {
  let left = x
  return items.map((item) => {
    const placed = { ...item, left }
    left += widthOf(item) + gap
    return placed
  })
}

interface WindowProps {
  x: number
  y: number
  w: number
  h: number
  title: string
  /** Drawn at the right of the title bar (a status chip, for example). */
  status?: ReactNode
  /** The title's size: larger in a phone drawing. */
  titleSize?: number
  children?: ReactNode
}

/** An application window: soft shadow, hairline border, title bar with three dots and a title. */
export function Window({ x, y, w, h, title, status, titleSize = 12.5, children }: WindowProps) {
  return (
    <g>
      <rect
        x={x + 10}
        y={y + 14}
        width={w - 20}
        height={h - 6}
        rx={14}
        fill={ui.ink}
        opacity={0.7}
      />
      <rect
        x={x + 0.5}
        y={y + 0.5}
        width={w - 1}
        height={h - 1}
        rx={14}
        fill={ui.card}
        stroke={ui.line}
      />
      <path
        d={`M${x + 1} ${y + 30}V${y + 14}a13 13 0 0 1 13-13H${x + w - 14}a13 13 0 0 1 13 13V${y + 30}Z`}
        fill={ui.well}
      />
      <line x1={x + 1} x2={x + w - 1} y1={y + 30.5} y2={y + 30.5} stroke={ui.line} />
      {[14, 26, 38].map((dx) => (
        <circle key={dx} cx={x + dx} cy={y + 15.5} r={3.5} fill={ui.line} />
      ))}
      <Txt
        x={x + 52}
        y={y + 15.5 + titleSize * 0.36}
        size={titleSize}
        weight={600}
        color={ui.muted}
      >
        {title}
      </Txt>
      {status}
      {children}
    </g>
  )
}

/** A rounded inset panel inside a window (a chart well, a message, a list). */
export function Well({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={8} fill={ui.well} />
}

/** A chip's width: its label (semibold, measured at 0.46–0.53 em a character) plus padding. */
function chipWidth(label: string, size: number, dot?: boolean): number {
  return Math.round(label.length * size * 0.53) + (dot ? 26 : 16)
}

interface ChipProps {
  x: number
  y: number
  label: string
  tone?: Tone
  /** Fixed width; by default the label's estimated width plus padding. */
  w?: number
  size?: number
  /** Where `x` is: the chip's left edge (default) or its right edge. */
  anchor?: 'start' | 'end'
  /** A small dot before the label (a status light). */
  dot?: boolean
}

/** A pill label: status, category or score. */
export function Chip({
  x,
  y,
  label,
  tone: t = 'brand',
  w,
  size = 10.5,
  anchor = 'start',
  dot,
}: ChipProps) {
  const h = Math.round(size * 1.9)
  const pad = dot ? 18 : 8
  const width = w ?? chipWidth(label, size, dot)
  const left = anchor === 'end' ? x - width : x
  const colours = tone[t]
  return (
    <g>
      <rect
        x={left}
        y={y}
        width={width}
        height={h}
        rx={h / 2}
        fill={colours.bg}
        fillOpacity={colours.bgOpacity}
      />
      {dot && <circle cx={left + 9} cy={y + h / 2} r={3} fill={colours.solid} />}
      <Txt x={left + pad} y={y + h / 2 + size * 0.36} size={size} weight={600} color={colours.fg}>
        {label}
      </Txt>
    </g>
  )
}

/** A round check mark: a passed stage, an approved item. */
export function Check({
  cx,
  cy,
  r = 7,
  t = 'brand',
}: {
  cx: number
  cy: number
  r?: number
  t?: Tone
}) {
  const s = r / 7
  const n = (v: number) => Math.round(v * 10) / 10
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={tone[t].solid} />
      <path
        d={`M${n(cx - 3.2 * s)} ${n(cy + 0.2 * s)}l${n(2.2 * s)} ${n(2.2 * s)}l${n(4.2 * s)} ${n(-4.6 * s)}`}
        fill="none"
        stroke={ui.ink}
        strokeWidth={n(1.8 * s)}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  )
}

interface ChartBox {
  x: number
  y: number
  w: number
  h: number
  values: readonly number[]
  color?: string
}

/** The y of `value` in a box `h` high showing `domain` (bottom to top). */
export function yFor(value: number, h: number, [min, max]: readonly [number, number]): number {
  return Math.round((h - ((value - min) / (max - min)) * h) * 10) / 10
}

/** Points of `values` spread over `w`, on a fixed `domain` so several series share one scale. */
function scaledPoints(values: readonly number[], w: number, h: number, domain: [number, number]) {
  const step = values.length > 1 ? w / (values.length - 1) : 0
  return values.map((v, i) => `${Math.round(i * step * 10) / 10},${yFor(v, h, domain)}`).join(' ')
}

/**
 * A line through `values`, optionally with the area under it tinted. Without a `domain` the line
 * fills the box from its lowest to its highest value.
 */
export function Sparkline({
  x,
  y,
  w,
  h,
  values,
  color = ui.data,
  area,
  dashed,
  domain,
}: ChartBox & { area?: boolean; dashed?: boolean; domain?: [number, number] }) {
  const points = domain ? scaledPoints(values, w, h, domain) : linePoints(values, w, h)
  return (
    <g transform={`translate(${x} ${y})`}>
      {area && <polygon points={`0,${h} ${points} ${w},${h}`} fill={color} fillOpacity={0.12} />}
      <polyline
        points={points}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={dashed ? '4 4' : undefined}
      />
    </g>
  )
}

/** A horizontal meter: a track and a filled share (0 to 1). */
export function Meter({
  x,
  y,
  w,
  share,
  color = ui.data,
}: {
  x: number
  y: number
  w: number
  share: number
  color?: string
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={6} rx={3} fill={ui.line} />
      <rect x={x} y={y} width={Math.round(w * share)} height={6} rx={3} fill={color} />
    </g>
  )
}

/**
 * The drawn "photos" inside the mock-ups (shelves, streets, products): shapes in the muted text
 * colour at a few opacities over a sunk backdrop, quieter than the interface around them.
 */
export const scene = {
  backdrop: ui.ink,
  shape: ui.muted,
  faint: 0.28,
  mid: 0.45,
  strong: 0.65,
} as const

/**
 * The window of a phone drawing: the canvas's full width and `PHONE_H` tall with its shadow, its
 * title in phone-sized type. Content fits between y 48 and 232, x 24 and 376.
 */
export function PhoneWindow({
  title,
  status,
  children,
}: {
  title: string
  status?: ReactNode
  children?: ReactNode
}) {
  return (
    <Window
      x={8}
      y={10}
      w={384}
      h={PHONE_H - 14}
      title={title}
      titleSize={PHONE_TEXT}
      status={status}
    >
      {children}
    </Window>
  )
}

/** A status chip at the right of a phone window's title bar. */
export function PhoneStatus(props: Omit<ChipProps, 'x' | 'y' | 'size' | 'anchor'>) {
  return <Chip x={380} y={13} size={13} anchor="end" {...props} />
}

/**
 * A detection: the outlined box around what the model found, and its tag sitting on the box's top
 * left (on the outside edge of its 2-unit stroke).
 */
export function Detection({
  x,
  y,
  width,
  height,
  rx = 2,
  label,
  color = ui.data,
  dashed = false,
  size = PHONE_TEXT,
}: {
  x: number
  y: number
  width: number
  height: number
  rx?: number
  label: string
  color?: string
  /** A dashed outline: something missing (an empty shelf) rather than something found. */
  dashed?: boolean
  /** The tag's text size (the wide drawings' fine print is smaller than a phone drawing's). */
  size?: number
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={rx}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeDasharray={dashed ? '5 3' : undefined}
      />
      <Tag x={x - 1} y={y - 1 - tagHeight(size)} label={label} color={color} size={size} />
    </g>
  )
}

const tagHeight = (size: number) => Math.round(size * 1.5)

/** A solid name tag (a detection's class, a labelled region): ink words on a colour. */
function Tag({
  x,
  y,
  label,
  color = ui.data,
  size = PHONE_TEXT,
}: {
  x: number
  y: number
  label: string
  color?: string
  size?: number
}) {
  const h = tagHeight(size)
  return (
    <g>
      <rect x={x} y={y} width={textWidth(label, size, 500) + 12} height={h} rx={4} fill={color} />
      <Txt
        x={x + 6}
        y={Math.round(y + h / 2 + size * 0.36)}
        size={size}
        weight={700}
        color={ui.ink}
      >
        {label}
      </Txt>
    </g>
  )
}
