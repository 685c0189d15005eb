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

/** A bajaji (three-wheeled taxi) from the side, facing left: 220 × 140 units. */
function Bajaji() {
  return (
    <g>
      <path d="M12 118L14 80Q18 40 50 22L62 14H202Q214 14 216 26V118Z" fill={c.surface} {...INK} />
      <path d="M28 78Q34 44 60 30H82V78Z" fill={c.surfaceSunk} {...INK} />
      <rect x={102} y={32} width={90} height={50} rx={6} fill={c.surfaceSunk} {...INK} />
      <circle cx={70} cy={52} r={9} fill={c.surface} {...INK} />
      <circle cx={147} cy={52} r={10} fill={c.surface} {...INK} />
      <path d="M132 82Q134 66 147 64Q160 66 162 82" fill={c.surface} {...INK} />
      <line x1={14} x2={216} y1={98} y2={98} stroke={c.brand} strokeWidth={5} />
      {[42, 182].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={122} r={18} fill={c.ink} />
          <circle cx={cx} cy={122} r={6} fill={c.surface} />
        </g>
      ))}
    </g>
  )
}

/** A pikipiki (motorbike taxi) and its rider, facing right: 170 × 140 units. */
function Pikipiki() {
  return (
    <g>
      {[20, 135].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy={118} r={21} fill="none" {...INK} strokeWidth={4} />
          <circle cx={cx} cy={118} r={4} fill={c.ink} />
        </g>
      ))}
      <path d="M20 118L55 92H100L135 118" fill="none" {...INK} strokeWidth={3} />
      <path d="M48 90Q70 72 106 80L116 92H48Z" fill={c.ink} />
      <path d="M114 92L124 62H140" fill="none" {...INK} strokeWidth={3} />
      <path
        d="M78 38Q68 62 74 88"
        fill="none"
        stroke={c.brandStrong}
        strokeWidth={13}
        strokeLinecap="round"
      />
      <path
        d="M80 46L122 62"
        fill="none"
        stroke={c.brandStrong}
        strokeWidth={6}
        strokeLinecap="round"
      />
      <path d="M74 88L100 100L98 118" fill="none" {...INK} strokeWidth={6} />
      <circle cx={84} cy={24} r={12} fill={c.surface} {...INK} />
    </g>
  )
}

/** A person on the pavement: 40 × 120 units. */
function Person({ cloth = c.textMuted }: { cloth?: string }) {
  return (
    <g>
      <path d="M16 70L11 116M24 70L29 116" fill="none" {...INK} strokeWidth={5} />
      <path d="M20 32L7 62M20 32L33 62" fill="none" {...INK} strokeWidth={4.5} />
      <path d="M20 30L20 74" fill="none" stroke={cloth} strokeWidth={15} strokeLinecap="round" />
      <circle cx={20} cy={14} r={11} fill={c.surface} {...INK} />
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
          <Person />
        </g>
        <g transform="translate(830 200)">
          <Pikipiki />
        </g>
        <g transform="translate(1200 190)">
          <Person cloth={c.brandStrong} />
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
