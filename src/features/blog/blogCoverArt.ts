/**
 * The blog's covers: one drawing per category, in the site's motif language (docs/ART-DIRECTION.md
 * §5): the coast's *kontua* contour lines, the data grid and a few exact marks, on the navy and teal
 * of the site. One idea each, no words (a card's words are page text beside its cover):
 *
 * - AI & Data: a model resting on the strata of its data, its roots reaching into every layer.
 * - AI Implementation: the route from pilot to production over the contour map, three waypoints.
 * - Technical Deep Dive: a sounding line dropped to the deepest point of a chart's depth lines.
 * - MLOps: a fleet of models on the data grid, watched by one pulse, one of them being retrained.
 * - Computer Vision: a shelf seen through a viewfinder, the camera boxing the gap where stock ran out.
 * - NLP: a speech bubble with its waveform, its sound spreading as contour lines.
 *
 * Generated as static files by `npm run content` (scripts/build/blogCoverImages.ts); the colours are
 * the theme's tokens.
 */
import { theme } from '../../theme/tokens'
import type { BlogCategory } from '../collections/taxonomy'

const W = 1200
const H = 630
const { color } = theme

type Pt = readonly [number, number]

const r1 = (n: number) => Math.round(n * 10) / 10

/** A smooth closed curve through the points (quadratic curves through their midpoints). */
function closedCurve(points: readonly Pt[]): string {
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  const n = points.length
  const start = mid(points[n - 1]!, points[0]!)
  let d = `M${r1(start[0])} ${r1(start[1])}`
  for (let i = 0; i < n; i++) {
    const p = points[i]!
    const m = mid(p, points[(i + 1) % n]!)
    d += `Q${r1(p[0])} ${r1(p[1])} ${r1(m[0])} ${r1(m[1])}`
  }
  return `${d}Z`
}

/** A smooth open curve through the points. */
function openCurve(points: readonly Pt[]): string {
  let d = `M${r1(points[0]![0])} ${r1(points[0]![1])}`
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i]!
    const next = points[i + 1]!
    const m: Pt = i === points.length - 2 ? next : [(p[0] + next[0]) / 2, (p[1] + next[1]) / 2]
    d += `Q${r1(p[0])} ${r1(p[1])} ${r1(m[0])} ${r1(m[1])}`
  }
  return d
}

/** One contour ring: a circle of radius `r` (stretched by `sx`), bent by two slow waves. */
function ring(cx: number, cy: number, r: number, seed: number, sx = 1.35): string {
  const pts: Pt[] = []
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2
    const k = 1 + 0.07 * Math.sin(3 * a + seed) + 0.04 * Math.sin(5 * a + seed * 2.3)
    pts.push([cx + Math.cos(a) * r * k * sx, cy + Math.sin(a) * r * k])
  }
  return closedCurve(pts)
}

/** A wavy line across the cover at height `y`. */
function wave(y: number, amp: number, seed: number): string {
  const pts: Pt[] = []
  for (let x = -40; x <= W + 40; x += 80)
    pts.push([x, y + amp * Math.sin(x / 170 + seed) + amp * 0.5 * Math.sin(x / 63 + seed * 1.7)])
  return openCurve(pts)
}

const path = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`

/** The cover's ground: a diagonal gradient between two tones and, where given, the data grid. */
function ground(from: string, to: string, grid = true): string {
  return [
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="g" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="2.4" fill="${color.brandOnDark}" fill-opacity="0.14"/></pattern></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#b)"/>`,
    grid ? `<rect width="${W}" height="${H}" fill="url(#g)"/>` : '',
  ].join('')
}

/** AI & Data: a model on the strata of its data, its roots reaching into each layer. */
function aiAndData(): string {
  const layers = [360, 425, 490, 555]
  const fills = layers
    .map(
      (y, i) =>
        `<path d="${wave(y, 14, i * 1.3)}V${H + 10}H-40Z" fill="${color.brand}" fill-opacity="${0.16 + i * 0.1}"/>`,
    )
    .join('')
  const lines = layers
    .map((y, i) =>
      path(wave(y, 14, i * 1.3), color.brandOnDark, 3, ` stroke-opacity="${0.8 - i * 0.15}"`),
    )
    .join('')
  // Roots from the model's foot to a point on each layer.
  const roots = [
    [470, 372],
    [550, 438],
    [640, 503],
    [730, 566],
  ]
    .map(
      ([x, y], i) =>
        `${path(`M${590 + (i - 1.5) * 22} 300C${590 + (i - 1.5) * 22} ${y! - 40} ${x} ${y! - 50} ${x} ${y}`, color.textOnDark, 4, ' stroke-linecap="round"')}<circle cx="${x}" cy="${y}" r="9" fill="${color.textOnDark}"/>`,
    )
    .join('')
  return [
    ground(color.ink, color.inkSoft),
    fills,
    lines,
    roots,
    `<rect x="520" y="160" width="140" height="140" rx="22" fill="${color.ink}" stroke="${color.textOnDark}" stroke-width="5"/>`,
    `<circle cx="590" cy="230" r="34" fill="none" stroke="${color.brandOnDark}" stroke-width="5"/>`,
    `<circle cx="590" cy="230" r="10" fill="${color.brandOnDark}"/>`,
  ].join('')
}

/** AI Implementation: the route from pilot to production over the contour map, three waypoints. */
function aiImplementation(): string {
  const hills = [
    ...[60, 110, 160, 210].map((r, i) => ring(400, 470, r, 1 + i * 0.4)),
    ...[50, 100, 150, 200, 250].map((r, i) => ring(820, 200, r, 2 + i * 0.3)),
  ]
    .map((d) => path(d, color.brandOnDark, 2, ' stroke-opacity="0.3"'))
    .join('')
  const route: Pt[] = [
    [320, 510],
    [440, 455],
    [540, 370],
    [660, 330],
    [770, 250],
    [880, 170],
  ]
  const d = openCurve(route)
  const stops = [
    [440, 455],
    [600, 347],
    [770, 250],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="17" fill="${color.brandStrong}" stroke="${color.brandOnDark}" stroke-width="5"/>`,
    )
    .join('')
  return [
    ground(color.brandStrong, color.ink, false),
    hills,
    path(d, color.textOnDark, 6, ' stroke-dasharray="2 18" stroke-linecap="round"'),
    `<circle cx="320" cy="510" r="26" fill="none" stroke="${color.textOnDark}" stroke-width="5"/>`,
    stops,
    `<circle cx="880" cy="170" r="58" fill="none" stroke="${color.textOnDark}" stroke-opacity="0.35" stroke-width="4"/>`,
    `<circle cx="880" cy="170" r="30" fill="${color.textOnDark}"/>`,
    `<path d="M866 170l10 10 18-20" fill="none" stroke="${color.brandStrong}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('')
}

/** Technical Deep Dive: a sounding line dropped to the deepest point of the depth lines. */
function technicalDeepDive(): string {
  const cx = 720
  const cy = 360
  const rings = [250, 205, 163, 125, 90, 58, 30]
    .map((r, i) =>
      path(
        ring(cx, cy, r, 0.7 + i * 0.5, 1.5),
        color.brandOnDark,
        3,
        ` stroke-opacity="${0.25 + i * 0.1}"`,
      ),
    )
    .join('')
  const ticks = [100, 150, 200, 250, 300]
    .map(
      (y) =>
        `<path d="M${cx - 14} ${y}h28" stroke="${color.textOnDark}" stroke-width="4" stroke-linecap="round"/>`,
    )
    .join('')
  return [
    ground(color.ink, color.inkSoft),
    `<path d="M0 60H${W}" stroke="${color.brandOnDark}" stroke-width="3" stroke-opacity="0.6"/>`,
    rings,
    `<path d="M${cx} 60V${cy - 22}" stroke="${color.textOnDark}" stroke-width="5"/>`,
    ticks,
    `<circle cx="${cx}" cy="60" r="12" fill="${color.textOnDark}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="22" fill="${color.textOnDark}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="${color.textOnDark}" stroke-width="4" stroke-dasharray="8 10"/>`,
  ].join('')
}

/** MLOps: a fleet of models on the grid, watched by one pulse, one of them being retrained. */
function mlops(): string {
  const tiles: string[] = []
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 9; col++) {
      const x = 135 + col * 105
      const y = 95 + row * 115
      const busy = row === 1 && col === 6
      tiles.push(
        busy
          ? `<rect x="${x}" y="${y}" width="72" height="72" rx="14" fill="${color.textOnDark}"/><path d="M${x + 52} ${y + 28}a18 18 0 1 0 2 14" fill="none" stroke="${color.ink}" stroke-width="6" stroke-linecap="round"/><path d="M${x + 56} ${y + 16}v14h-14" fill="none" stroke="${color.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
          : `<rect x="${x}" y="${y}" width="72" height="72" rx="14" fill="${color.brandOnDark}" fill-opacity="0.08" stroke="${color.brandOnDark}" stroke-opacity="0.55" stroke-width="3"/><circle cx="${x + 36}" cy="${y + 36}" r="8" fill="${color.markBar}" fill-opacity="${(row * 9 + col) % 4 === 0 ? 0.45 : 1}"/>`,
      )
    }
  const pulse = `M0 318H300l24-60 36 120 30-90 20 30H${W}`
  return [
    ground(color.inkSoft, color.ink),
    tiles.join(''),
    path(pulse, color.ink, 16, ' stroke-linejoin="round"'),
    path(pulse, color.brandOnDark, 6, ' stroke-linejoin="round" stroke-linecap="round"'),
  ].join('')
}

/** Computer Vision: a shelf through a viewfinder, the camera boxing the gap where stock ran out. */
function computerVision(): string {
  const shelves = [190, 330, 470]
  const caps: string[] = []
  shelves.forEach((y, row) => {
    for (let i = 0; i < 15; i++) {
      if (row === 1 && i >= 8 && i <= 10) continue
      const x = 190 + i * 58
      caps.push(
        `<circle cx="${x}" cy="${y - 34}" r="22" fill="${color.brandOnDark}" fill-opacity="${0.3 + ((i * 7 + row * 3) % 5) * 0.1}"/>`,
      )
    }
  })
  const lines = shelves
    .map(
      (y) =>
        `<path d="M150 ${y}H1050" stroke="${color.brandOnDark}" stroke-width="4" stroke-opacity="0.6"/>`,
    )
    .join('')
  const corner = (x: number, y: number, dx: number, dy: number) =>
    `M${x} ${y + dy * 50}V${y}H${x + dx * 50}`
  const finder = [
    corner(80, 50, 1, 1),
    corner(1120, 50, -1, 1),
    corner(80, 580, 1, -1),
    corner(1120, 580, -1, -1),
  ].join('')
  return [
    ground(color.ink, color.inkSoft),
    lines,
    caps.join(''),
    path(finder, color.textOnDark, 6, ' stroke-linecap="round" stroke-linejoin="round"'),
    `<rect x="628" y="252" width="200" height="94" rx="8" fill="${color.textOnDark}" fill-opacity="0.1" stroke="${color.textOnDark}" stroke-width="5"/>`,
    `<rect x="628" y="222" width="66" height="30" rx="6" fill="${color.textOnDark}"/>`,
    `<path d="M646 237h30" stroke="${color.ink}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('')
}

/** NLP: a speech bubble with its waveform, its sound spreading as contour lines. */
function nlp(): string {
  const bubble =
    'M380 180h440a50 50 0 0 1 50 50v150a50 50 0 0 1-50 50H560l-80 70v-70h-100a50 50 0 0 1-50-50V230a50 50 0 0 1 50-50z'
  const ripples = [1.18, 1.38, 1.6, 1.84]
    .map(
      (s, i) =>
        `<path d="${bubble}" transform="translate(600 305) scale(${s}) translate(-600 -305)" fill="none" stroke="${color.brandOnDark}" stroke-width="3" vector-effect="non-scaling-stroke" stroke-opacity="${0.6 - i * 0.13}"/>`,
    )
    .join('')
  const bars: string[] = []
  for (let i = 0; i < 19; i++) {
    const x = 420 + i * 20
    const h = 18 + 70 * Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.31))
    bars.push(`M${x} ${r1(305 - h / 2)}v${r1(h)}`)
  }
  return [
    ground(color.brand, color.brandStrong, false),
    ripples,
    `<path d="${bubble}" fill="${color.ink}" fill-opacity="0.35" stroke="${color.textOnDark}" stroke-width="6"/>`,
    path(bars.join(''), color.textOnDark, 9, ' stroke-linecap="round"'),
  ].join('')
}

const drawings: Record<BlogCategory, () => string> = {
  'AI & Data': aiAndData,
  'AI Implementation': aiImplementation,
  'Technical Deep Dive': technicalDeepDive,
  MLOps: mlops,
  'Computer Vision': computerVision,
  NLP: nlp,
}

/** A category's cover as an SVG document (1200 × 630, the cards' 40:21). */
export function blogCoverSvg(category: BlogCategory): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${drawings[category]()}</svg>`
}
