import { BadgeCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../../theme/tokens'

/*
 * /quantum-annotate opens on the work itself: a Dar es Salaam street drawn across the whole screen
 * (shopfronts, a bajaji, a pikipiki and its rider, people on the pavement) with the annotators'
 * boxes and labels on it, the shop's Swahili sign read out with its English meaning, one figure
 * left for a reviewer, and the batch's quality check. A line drawing in ink on the light ground,
 * the boxes in teal and one in the warm accent. The shapes are inline SVG; every label is HTML
 * placed in percent of the drawing, 12 px or more at any width. Phones get a drawing of their own:
 * the sign, the bajaji and the pikipiki.
 */

const c = theme.color
const INK = {
  stroke: c.ink,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const

/** Faces and hands: the warm accent, flat. */
const skin = c.accent

/** An outlined limb: an ink stroke with the cloth or skin colour laid inside it. */
function Limb({ d, fill, width = 7 }: { d: string; fill: string; width?: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={c.ink} strokeWidth={width + 3} />
      <path d={d} stroke={fill} strokeWidth={width} />
    </g>
  )
}

/**
 * A bajaji (three-wheeled auto-rickshaw) from the side, facing left: 220 × 140 units. A canvas
 * canopy on posts, a short nose with its headlight over the single front wheel, the open side
 * showing the driver and the passenger bench, one rear wheel seen (the pair hides each other).
 */
function Bajaji() {
  return (
    <g {...INK}>
      {/* The body: short sloped nose, the open cab's low sill, the rounded rear panel. */}
      <path d="M16 110V92Q16 76 34 72H66V86H150Q152 44 190 34H212Q218 70 214 110Z" fill={c.sun} />
      {/* Windscreen and the canopy's front post. */}
      <path d="M36 72L52 30H62L50 72Z" fill={c.surfaceSunk} />
      {/* The canvas canopy over the cab. */}
      <path d="M44 32Q46 14 70 14H200Q216 14 216 30V36H44Z" fill={c.ink} />
      {/* The open side: the driver at the handlebar, the passenger bench behind him. */}
      <Limb d="M84 64L70 56" fill={c.surface} width={6} />
      <path d="M78 72Q76 48 88 44Q98 44 100 52V72Z" fill={c.surface} />
      <circle cx={90} cy={38} r={8} fill={skin} />
      <line x1={58} x2={72} y1={54} y2={56} strokeWidth={3} />
      <path d="M66 72H100V86" fill="none" />
      <path d="M124 86V56Q124 50 130 50H146Q142 64 142 86Z" fill={c.brandSoft} />
      {/* Headlight, a stripe, the mudguard over the front wheel. */}
      <circle cx={24} cy={86} r={5} fill={c.surface} />
      <line x1={20} x2={214} y1={98} y2={98} stroke={c.ink} strokeWidth={2} />
      <path d="M18 110Q22 94 40 94Q58 94 62 110" fill={c.sun} />
      {(
        [
          [40, 15],
          [178, 17],
        ] as const
      ).map(([cx, r]) => (
        <g key={cx}>
          <circle cx={cx} cy={124} r={r} fill={c.ink} />
          <circle cx={cx} cy={124} r={r * 0.38} fill={c.surface} />
        </g>
      ))}
    </g>
  )
}

/**
 * A pikipiki (motorbike taxi) and its rider, facing right: 170 × 140 units. Two wheels, the
 * engine and exhaust, the tank, the seat, the fork and handlebar; the rider in a helmet.
 */
function Pikipiki() {
  return (
    <g {...INK}>
      {[24, 138].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={118} r={19} fill="none" stroke={c.ink} strokeWidth={7} />
          <circle cx={cx} cy={118} r={5} fill={c.ink} />
        </g>
      ))}
      {/* Front fork, headlight, handlebar. */}
      <path d="M138 118L124 66" fill="none" strokeWidth={5} />
      <path d="M132 74Q144 74 144 84Q136 88 128 84Z" fill={c.surface} />
      <path d="M112 62L126 64L132 58" fill="none" strokeWidth={4} />
      {/* Rear mudguard and tail, the exhaust, the engine block. */}
      <path d="M6 104Q10 88 30 90L52 92" fill="none" strokeWidth={5} />
      <path d="M30 112H74" fill="none" stroke={c.textMuted} strokeWidth={6} strokeLinecap="round" />
      <path d="M60 96H100L96 118H66Z" fill={c.textMuted} />
      {/* Frame from the fork to the engine, the tank, the seat. */}
      <path d="M124 72L100 100" fill="none" strokeWidth={5} />
      <path d="M84 80Q92 68 114 70L118 84Q104 90 86 90Z" fill={c.accent} />
      <path d="M28 84Q30 78 40 78H86V90H34Q28 90 28 84Z" fill={c.ink} />
      {/* The rider: trousers to the foot peg, the shirt leaning to the bar, the helmet. */}
      <Limb d="M60 80L92 86L88 110" fill={c.text} width={10} />
      <path d="M48 82Q50 52 70 38Q82 36 86 46L76 82Z" fill={c.brandStrong} />
      <Limb d="M76 48L96 62L114 62" fill={c.brandStrong} width={7} />
      <path d="M68 30Q68 12 86 12Q102 12 102 30Q102 34 96 34H72Q68 34 68 30Z" fill={c.surface} />
      <path d="M88 22H102V30H90Z" fill={c.ink} />
    </g>
  )
}

/**
 * A person on the pavement, 40 × 120 units: a woman in a kanga and head scarf, or a man in a
 * shirt and trousers. Flat cloth, outlined arms, the face in the warm accent.
 */
function Person({ cloth, dress }: { cloth: string; dress?: boolean }) {
  return dress ? (
    <g {...INK}>
      <Limb d="M20 104L19 116M24 104L26 116" fill={skin} width={4} />
      <path d="M13 28Q20 24 27 28L31 62L36 106H4L9 62Z" fill={cloth} />
      <path d="M7 92H33" stroke={c.surface} strokeWidth={4} />
      <Limb d="M12 32L8 64" fill={cloth} width={6} />
      <Limb d="M28 32L32 64" fill={cloth} width={6} />
      <circle cx={20} cy={16} r={9} fill={skin} />
      <path d="M10 16Q9 3 20 3Q31 3 30 14Q24 9 14 12Z" fill={c.brandStrong} />
    </g>
  ) : (
    <g {...INK}>
      <path d="M9 66H31L29 114H22L20 80L18 114H11Z" fill={c.text} />
      <path d="M10 30Q20 25 30 30L32 68H8Z" fill={cloth} />
      <path d="M16 28L20 36L24 28" fill="none" strokeWidth={1.5} />
      <Limb d="M11 32L6 64" fill={cloth} width={6} />
      <Limb d="M29 32L34 64" fill={cloth} width={6} />
      <circle cx={20} cy={16} r={9} fill={skin} />
      <path d="M11 14Q12 6 20 6Q28 6 29 14Q22 10 11 14Z" fill={c.ink} />
    </g>
  )
}

/** A row of shopfronts on a base line, each `[x, width, roof]`, with doors and awnings. */
function Shops({
  base,
  door,
  fronts,
}: {
  base: number
  /** The doors' height (the awnings sit on them). */
  door: number
  fronts: readonly (readonly [number, number, number])[]
}) {
  return (
    <g>
      {fronts.map(([x, w, roof]) => (
        <g key={x}>
          <rect
            x={x}
            y={roof}
            width={w}
            height={base - roof}
            fill={c.surface}
            {...INK}
            strokeWidth={1.5}
          />
          {/* Upper windows. */}
          {base - roof > 170 &&
            [0.18, 0.46, 0.74].map((f) => (
              <rect
                key={f}
                x={x + w * f}
                y={roof + 22}
                width={w * 0.14}
                height={34}
                fill={c.surfaceSunk}
                {...INK}
                strokeWidth={1.5}
              />
            ))}
          {/* The awning and the shop's open door under it. */}
          <path
            d={`M${x + 10} ${base - door - 24}H${x + w - 10}L${x + w + 4} ${base - door}H${x - 4}Z`}
            fill={c.brandSoft}
            {...INK}
            strokeWidth={1.5}
          />
          <rect
            x={x + w * 0.3}
            y={base - door}
            width={w * 0.4}
            height={door}
            fill={c.surfaceSunk}
            {...INK}
            strokeWidth={1.5}
          />
        </g>
      ))}
    </g>
  )
}

/** The shop's painted sign, in Swahili. */
function Sign({ x, y, w, h, size }: { x: number; y: number; w: number; h: number; size: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={c.ink} />
      <text
        x={x + w / 2}
        y={y + h / 2 + size * 0.36}
        fontSize={size}
        fontWeight={800}
        letterSpacing="0.08em"
        textAnchor="middle"
        fill={c.surface}
      >
        DUKA LA DAWA
      </text>
    </g>
  )
}

type Tone = 'brand' | 'warm' | 'review'
interface Box {
  x: number
  y: number
  w: number
  h: number
  tone: Tone
}

function Outline({ x, y, w, h, tone }: Box) {
  const stroke = tone === 'brand' ? c.brand : tone === 'warm' ? c.sun : c.ink
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={3}
      fill="none"
      stroke={stroke}
      strokeWidth={3}
      strokeDasharray={tone === 'review' ? '7 5' : undefined}
    />
  )
}

/** A drawing and the labels laid over it (in percent of its `w` × `h` units). */
const Drawing = styled.div<{ $w: number; $h: number }>`
  position: relative;
  aspect-ratio: ${({ $w, $h }) => `${$w} / ${$h}`};
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  &[data-wide] {
    @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
      display: none;
    }
  }
  &[data-phone] {
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      display: none;
    }
  }
`

/** A box's label, sitting on its top left edge. */
const Tag = styled.span<{ $tone: Tone }>`
  position: absolute;
  transform: translateY(-100%);
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: 4px 4px 4px 0;
  white-space: nowrap;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  font-variant-numeric: tabular-nums;
  background: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? theme.color.brand
      : $tone === 'warm'
        ? theme.color.sun
        : theme.color.surface};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.color.onBrand : theme.color.ink)};
  border: ${({ theme, $tone }) => ($tone === 'review' ? `1px dashed ${theme.color.ink}` : '0')};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  small {
    margin-left: 0.35em;
    font-size: inherit;
    font-weight: 500;
  }
`

/** A note beside the sign: what it says, in English. */
const Note = styled.span`
  position: absolute;
  transform: translateY(-50%);
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  background: ${({ theme }) => theme.color.surface};
  white-space: nowrap;
  font-size: 0.75rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.color.textMuted};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  b {
    color: ${({ theme }) => theme.color.ink};
  }
`

/** The batch's quality check, pinned in the sky at the right (from 1024 px: room beside the sign). */
const Check = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    display: none !important;
  }
  position: absolute;
  top: 7%;
  right: 3%;
  display: grid;
  grid-template-columns: auto auto;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.35;
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    grid-row: span 2;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.color.brand};
  }
  b {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.ink};
  }
`

const pct = (v: number, of: number) => `${(v / of) * 100}%`

function Labelled({
  w,
  h,
  boxes,
  children,
  extra,
  ...rest
}: {
  w: number
  h: number
  boxes: readonly (Box & { label: ReactNode })[]
  children: ReactNode
  extra?: ReactNode
  'data-wide'?: string
  'data-phone'?: string
}) {
  return (
    <Drawing $w={w} $h={h} {...rest}>
      <svg viewBox={`0 0 ${w} ${h}`} aria-hidden="true">
        {children}
        {boxes.map((b) => (
          <Outline key={`${b.x},${b.y}`} {...b} />
        ))}
      </svg>
      {boxes.map((b) => (
        <Tag
          key={`${b.x},${b.y}`}
          $tone={b.tone}
          style={{ left: pct(b.x - 1.5, w), top: pct(b.y - 1.5, h) }}
        >
          {b.label}
        </Tag>
      ))}
      {extra}
    </Drawing>
  )
}

/** The street at full width: 1440 × 420 units, shop base at 300, the road from 318. */
const WIDE = { w: 1440, h: 420 }
const wideShops = [
  [0, 250, 120],
  [250, 330, 50],
  [580, 260, 80],
  [840, 300, 110],
  [1140, 300, 130],
] as const
const wideBoxes = [
  { x: 596, y: 94, w: 228, h: 56, tone: 'brand', label: <>text · sw</> },
  {
    x: 332,
    y: 190,
    w: 236,
    h: 158,
    tone: 'brand',
    label: (
      <>
        bajaji<small>0.97</small>
      </>
    ),
  },
  {
    x: 664,
    y: 186,
    w: 56,
    h: 134,
    tone: 'warm',
    label: (
      <>
        person<small>0.91</small>
      </>
    ),
  },
  {
    x: 822,
    y: 190,
    w: 188,
    h: 158,
    tone: 'brand',
    label: (
      <>
        pikipiki<small>0.94</small>
      </>
    ),
  },
  {
    x: 1192,
    y: 180,
    w: 56,
    h: 134,
    tone: 'review',
    label: (
      <>
        review<small>0.58</small>
      </>
    ),
  },
] as const

/** The phone's street: 400 × 250 units, the sign, the bajaji and the pikipiki. */
const PHONE = { w: 400, h: 250 }
const phoneShops = [
  [-10, 270, 10],
  [260, 160, 60],
] as const
const phoneBoxes = [
  { x: 22, y: 26, w: 226, h: 48, tone: 'brand', label: <>text · sw</> },
  {
    x: 14,
    y: 124,
    w: 166,
    h: 110,
    tone: 'brand',
    label: (
      <>
        bajaji<small>0.97</small>
      </>
    ),
  },
  {
    x: 238,
    y: 124,
    w: 128,
    h: 110,
    tone: 'brand',
    label: (
      <>
        pikipiki<small>0.94</small>
      </>
    ),
  },
] as const

function Ground({ w, h, base }: { w: number; h: number; base: number }) {
  return (
    <g>
      <rect width={w} height={h} fill={c.surfaceAlt} />
      <rect y={base} width={w} height={18} fill={c.surface} stroke={c.ink} strokeWidth={1.5} />
      <rect y={base + 18} width={w} height={h - base - 18} fill={c.surfaceSunk} />
      <line
        x1={0}
        x2={w}
        y1={h - 30}
        y2={h - 30}
        stroke={c.surface}
        strokeWidth={4}
        strokeDasharray="36 28"
      />
    </g>
  )
}

const Scene = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

export function AnnotateVisual() {
  return (
    <Scene
      role="img"
      aria-label="Illustration: a Dar es Salaam street drawn with its annotations: boxes labelled bajaji, pikipiki and person, the shop sign 'Duka la Dawa' read as Swahili text meaning pharmacy, one figure left for a reviewer, and the batch's quality check at 99.5%"
      data-product-visual=""
      data-quantum-picture="scene"
    >
      <Labelled
        data-wide=""
        {...WIDE}
        boxes={wideBoxes}
        extra={
          <>
            <Note style={{ left: pct(838, WIDE.w), top: pct(122, WIDE.h) }}>
              <b>Duka la Dawa</b> = pharmacy
            </Note>
            <Check>
              <BadgeCheck aria-hidden="true" strokeWidth={2} />
              <b>QA passed 99.5%</b>
              <span>Batch 214 · frame 0412</span>
            </Check>
          </>
        }
      >
        <Ground {...WIDE} base={300} />
        <Shops base={300} door={72} fronts={wideShops} />
        <Sign x={600} y={98} w={220} h={48} size={22} />
        <g transform="translate(340 200)">
          <Bajaji />
        </g>
        <g transform="translate(672 196)">
          <Person cloth={c.sun} dress />
        </g>
        <g transform="translate(830 200)">
          <Pikipiki />
        </g>
        <g transform="translate(1200 190)">
          <Person cloth={c.brand} />
        </g>
      </Labelled>
      <Labelled
        data-phone=""
        {...PHONE}
        boxes={phoneBoxes}
        extra={
          <Note style={{ left: pct(258, PHONE.w), top: pct(50, PHONE.h) }}>
            = <b>pharmacy</b>
          </Note>
        }
      >
        <Ground {...PHONE} base={150} />
        <Shops base={150} door={56} fronts={phoneShops} />
        <Sign x={26} y={30} w={218} h={40} size={18} />
        <g transform="translate(20 130) scale(0.7)">
          <Bajaji />
        </g>
        <g transform="translate(244 130) scale(0.7)">
          <Pikipiki />
        </g>
      </Labelled>
    </Scene>
  )
}
