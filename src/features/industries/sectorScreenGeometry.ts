import type { Point, SectorFigure } from './sectorScreens'

/**
 * The drawing rules of the sector fields (`SectorField.tsx`): every shape of a figure, computed
 * from its record on the 320 × 140 canvas, so a unit test can hold them to the canvas and the
 * component only paints.
 */
export const CANVAS = { w: 320, h: 140 } as const

/** A figure's canvas height: a forecast is a wide strip (320 × 96), the others 320 × 140. */
export function canvasHeight(figure: SectorFigure): number {
  return figure.kind === 'forecast' ? 96 : CANVAS.h
}

/** Coordinates are rounded to a tenth of a unit: smaller markup, no visible difference. */
function round(n: number): number {
  return Math.round(n * 10) / 10
}

/** Dots as one path: a zero-length segment per point, drawn with a round cap. */
export function dotsPath(points: readonly Point[]): string {
  return points.map(([x, y]) => `M${x} ${y}h0`).join('')
}

/** A polyline (or a closed polygon) through the points. */
export function linePath(points: readonly Point[], closed = false): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('') + (closed ? 'Z' : '')
}

/** The bounds the districts of a `zones` map are cut from (inside the coast). */
const ZONE_BOUNDS: Point[] = [
  [24, 8],
  [242, 8],
  [242, 132],
  [24, 132],
]

/**
 * Districts as the Voronoi cells of their centres, each cut from `ZONE_BOUNDS`: the bounds clipped
 * by the half-plane nearer its own centre than each other one (Sutherland–Hodgman on a convex
 * polygon), so neighbouring districts share straight borders like metered zones on a utility map.
 */
export function zoneCells(
  centres: readonly Point[],
  bounds: readonly Point[] = ZONE_BOUNDS,
): Point[][] {
  return centres.map((own, i) => {
    let cell: Point[] = [...bounds]
    centres.forEach((other, j) => {
      if (i === j) return
      // Keep the points p with (p − m) · (other − own) ≤ 0, m the midpoint.
      const nx = other[0] - own[0]
      const ny = other[1] - own[1]
      const mx = (own[0] + other[0]) / 2
      const my = (own[1] + other[1]) / 2
      const side = (p: Point) => (p[0] - mx) * nx + (p[1] - my) * ny
      const clipped: Point[] = []
      cell.forEach((p, k) => {
        const q = cell[(k + 1) % cell.length] ?? p
        const sp = side(p)
        const sq = side(q)
        if (sp <= 0) clipped.push(p)
        if (sp < 0 !== sq < 0) {
          const t = sp / (sp - sq)
          clipped.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t])
        }
      })
      cell = clipped
    })
    return cell.map(([x, y]) => [round(x), round(y)] as const)
  })
}

/**
 * The land of the whole canvas, from its west edge to the shore: the bounds of the districts on the
 * sector page's field, where they run to the sea (and fade out to the west).
 */
export function landBounds(): Point[] {
  return [[0, 0], ...SEA.slice(0, -2), [0, CANVAS.h]]
}

/** The index of the point nearest `to` (the district a map's alert falls in). */
export function nearest(points: readonly Point[], to: Point): number {
  const d = points.map((p) => Math.hypot(p[0] - to[0], p[1] - to[1]))
  return d.indexOf(Math.min(...d))
}

/**
 * The coast of the maps: the land to the west, the Indian Ocean to the east (a closed shape of the
 * sea), with the Msasani peninsula's bulge in the north.
 */
export const SEA: readonly Point[] = [
  [262, 0],
  [256, 14],
  [246, 24],
  [252, 34],
  [262, 44],
  [258, 58],
  [252, 74],
  [256, 90],
  [264, 104],
  [258, 118],
  [266, 140],
  [320, 140],
  [320, 0],
]

/** Main roads into the centre (Kariakoo), from the west and north-west: faint lines on the map. */
export const ROADS: readonly (readonly Point[])[] = [
  [
    [0, 92],
    [70, 90],
    [140, 100],
    [236, 112],
  ],
  [
    [0, 40],
    [80, 56],
    [160, 80],
    [236, 112],
  ],
  [
    [150, 0],
    [190, 40],
    [214, 80],
    [236, 112],
  ],
]

/** The box of a vital sign's trend in a `scan` figure: right of the scan, one row per reading. */
export function vitalBox(index: number): { x: number; y: number; w: number; h: number } {
  return { x: 186, y: 40 + index * 56, w: 126, h: 30 }
}

/** A reading's trend: its values spread over the box, the lowest at its foot, the highest at its top. */
export function sparkline(
  values: readonly number[],
  box: { x: number; y: number; w: number; h: number },
): Point[] {
  const min = Math.min(...values)
  const max = Math.max(...values)
  const span = max - min || 1
  const step = box.w / Math.max(1, values.length - 1)
  return values.map((v, i) => [
    round(box.x + i * step),
    round(box.y + box.h - ((v - min) / span) * box.h),
  ])
}

/**
 * The lines of a `forecast` figure: the days sold and the days forecast spread across the canvas
 * (x 12 to 308) of its 320 × 96 strip, 0 at the foot (y 88) and the busiest day at 80% of the height; the forecast
 * starts from the last day sold, and its band is ±12% of each forecast day.
 */
export function forecastLines(values: readonly number[], ahead: number) {
  const step = 296 / Math.max(1, values.length - 1)
  const top = Math.max(...values) * 1.25 || 1
  const x = (i: number) => round(12 + i * step)
  const y = (v: number) => round(88 - (v / top) * 80)
  const split = values.length - ahead - 1
  const points: Point[] = values.map((v, i) => [x(i), y(v)])
  const band: Point[] = [
    ...values.slice(split).map((v, k) => [x(split + k), y(v * (k ? 1.12 : 1))] as const),
    ...values
      .slice(split)
      .map((v, k) => [x(split + k), y(v * (k ? 0.88 : 1))] as const)
      .reverse(),
  ]
  return {
    sold: points.slice(0, split + 1),
    forecast: points.slice(split),
    band,
    x,
    foot: 88,
  }
}

/** Every point a figure draws or labels, for the rule that all of them lie on the canvas. */
export function figurePoints(figure: SectorFigure): Point[] {
  const labels = figure.labels.map((l) => l.at)
  switch (figure.kind) {
    case 'map':
      return [
        ...labels,
        ...figure.points,
        figure.alert,
        ...(figure.layer === 'zones' ? zoneCells(figure.points).flat() : []),
        ...SEA,
        ...ROADS.flat(),
      ]
    case 'forecast': {
      const lines = forecastLines(figure.values, figure.ahead)
      return [...labels, ...lines.sold, ...lines.forecast, ...lines.band]
    }
    case 'scan': {
      const f = figure.finding
      return [
        ...labels,
        [f.x, f.y],
        [f.x + f.w, f.y + f.h],
        ...figure.vitals.flatMap((v, i) => sparkline(v.values, vitalBox(i))),
      ]
    }
  }
}
