/**
 * The geometry of the Dar es Salaam map (src/features/place/DarEsSalaamMap.tsx): a stylised
 * coastline from Kunduchi in the north past Msasani Bay and the Msasani peninsula, the city front and
 * the harbour, down the Kigamboni shore, drawn from rounded coordinates (not survey data), and the
 * *kontua* depth lines of the sea computed from it: the lines where the distance to the shore is
 * 1, 2, 3… steps, as on a sea chart (docs/ART-DIRECTION.md §5). Pure and deterministic; the
 * prerender computes it once per build.
 */

/** The map's frame in degrees (west, east, north, south) and its size in SVG units. */
const MAP_FRAME = { west: 39.1, east: 39.42, north: -6.62, south: -6.9 } as const
const MAP_SCALE = 1800
export const MAP_SIZE = {
  width: Math.round((MAP_FRAME.east - MAP_FRAME.west) * MAP_SCALE),
  height: Math.round((MAP_FRAME.north - MAP_FRAME.south) * MAP_SCALE),
}

export type Point = readonly [number, number]

/** A longitude and latitude (south negative) as map units: x to the east, y to the south. */
export function project(lon: number, lat: number): Point {
  return [
    Math.round((lon - MAP_FRAME.west) * MAP_SCALE * 10) / 10,
    Math.round((MAP_FRAME.north - lat) * MAP_SCALE * 10) / 10,
  ]
}

/**
 * The shore, north to south, as (longitude, latitude): the mainland north of Msasani Bay, round the
 * bay, up and round the peninsula, down the city front, into the harbour and out along Kigamboni.
 */
const SHORE: Array<[number, number]> = [
  [39.178, -6.62],
  [39.197, -6.645],
  [39.209, -6.668],
  [39.218, -6.69],
  [39.228, -6.712],
  [39.238, -6.731],
  [39.247, -6.748],
  [39.256, -6.762],
  [39.262, -6.758],
  [39.264, -6.745],
  [39.266, -6.733],
  [39.271, -6.724],
  [39.279, -6.722],
  [39.285, -6.731],
  [39.287, -6.745],
  [39.288, -6.761],
  [39.287, -6.776],
  [39.289, -6.79],
  [39.296, -6.804],
  [39.303, -6.816],
  [39.298, -6.822],
  [39.288, -6.826],
  [39.279, -6.833],
  [39.27, -6.843],
  [39.262, -6.852],
  [39.256, -6.864],
  [39.262, -6.874],
  [39.274, -6.872],
  [39.286, -6.863],
  [39.296, -6.851],
  [39.303, -6.839],
  [39.309, -6.831],
  [39.316, -6.836],
  [39.327, -6.85],
  [39.339, -6.866],
  [39.351, -6.883],
  [39.36, -6.9],
]

/** Islands off the coast: Mbudya and Bongoyo, as small rounded outlines. */
const ISLANDS: Array<{ name: string; at: [number, number]; rx: number; ry: number }> = [
  { name: 'Mbudya', at: [39.247, -6.659], rx: 0.006, ry: 0.009 },
  { name: 'Bongoyo', at: [39.266, -6.699], rx: 0.009, ry: 0.006 },
]

/** The shore in map units, north to south. */
function shoreLine(): Point[] {
  return SHORE.map(([lon, lat]) => project(lon, lat))
}

/** The land as one closed outline in map units (the shore, then round the map's west edge). */
export function landOutline(): Point[] {
  return [...shoreLine(), [0, MAP_SIZE.height], [0, 0]]
}

/** The land as path data: the shore smoothed, the map's edges straight (a little outside it). */
export function landPath(): string {
  const shore = shoreLine()
  const { height } = MAP_SIZE
  const first = shore[0]!
  const last = shore.at(-1)!
  return `${smoothPath(shore, false)}L${r(last[0])} ${height + 4}L-4 ${height + 4}L-4 -4L${r(first[0])} -4Z`
}

/** The islands as closed outlines (12-sided, enough for their size on the map). */
export function islandOutlines(): Point[][] {
  return ISLANDS.map(({ at, rx, ry }) => {
    const [cx, cy] = project(at[0], at[1])
    return Array.from({ length: 12 }, (_, i): Point => {
      const a = (i / 12) * Math.PI * 2
      return [
        Math.round((cx + Math.cos(a) * rx * MAP_SCALE) * 10) / 10,
        Math.round((cy + Math.sin(a) * ry * MAP_SCALE) * 10) / 10,
      ]
    })
  })
}

/** Closed outline as SVG path data, with smooth corners (quadratic curves through midpoints). */
export function smoothPath(points: readonly Point[], closed = true): string {
  if (points.length < 3) return ''
  const mid = (a: Point, b: Point) => `${r((a[0] + b[0]) / 2)} ${r((a[1] + b[1]) / 2)}`
  if (!closed) {
    let d = `M${r(points[0]![0])} ${r(points[0]![1])}`
    for (let i = 1; i < points.length - 1; i++)
      d += `Q${r(points[i]![0])} ${r(points[i]![1])} ${mid(points[i]!, points[i + 1]!)}`
    const last = points[points.length - 1]!
    return `${d}L${r(last[0])} ${r(last[1])}`
  }
  let d = `M${mid(points[points.length - 1]!, points[0]!)}`
  for (let i = 0; i < points.length; i++)
    d += `Q${r(points[i]![0])} ${r(points[i]![1])} ${mid(points[i]!, points[(i + 1) % points.length]!)}`
  return `${d}Z`
}

const r = (n: number) => Math.round(n)

function insidePolygon(x: number, y: number, polygon: readonly Point[]): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!
    const [xj, yj] = polygon[j]!
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

function distanceToSegment(x: number, y: number, a: Point, b: Point): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy || 1)))
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy))
}

/** Perpendicular-distance simplification (Ramer–Douglas–Peucker) of an open line. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points
  let worst = 0
  let at = 0
  for (let i = 1; i < points.length - 1; i++) {
    const d = distanceToSegment(points[i]![0], points[i]![1], points[0]!, points.at(-1)!)
    if (d > worst) {
      worst = d
      at = i
    }
  }
  if (worst <= tolerance) return [points[0]!, points.at(-1)!]
  return [
    ...simplify(points.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplify(points.slice(at), tolerance),
  ]
}

/**
 * The depth lines: for each distance in `levels` (map units), the lines of the sea that lie that far
 * from the nearest shore, traced with marching squares on a `cell`-unit grid, joined into lines and
 * simplified. Returned as path data, one string per level.
 */
export function depthLines(levels: number[], cell = 4): string[] {
  const memoKey = `${levels.join(',')}/${cell}`
  const known = depthLineMemo.get(memoKey)
  if (known) return known
  const lines = traceDepthLines(levels, cell)
  depthLineMemo.set(memoKey, lines)
  return lines
}

/** The prerender draws the map on several pages: the lines are traced once per process. */
const depthLineMemo = new Map<string, string[]>()

function traceDepthLines(levels: number[], cell: number): string[] {
  const land = landOutline()
  const shores = [shoreLine(), ...islandOutlines().map((o) => [...o, o[0]!])]
  const islands = islandOutlines()
  const cols = Math.ceil(MAP_SIZE.width / cell) + 1
  const rows = Math.ceil(MAP_SIZE.height / cell) + 1
  const field = new Float64Array(cols * rows)
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = i * cell
      const y = j * cell
      // Grid points past the map's west and south edges count as land (no lines along the frame).
      const within: Point = [Math.max(x, 0.5), Math.min(y, MAP_SIZE.height - 0.5)]
      if (
        insidePolygon(within[0], within[1], land) ||
        islands.some((o) => insidePolygon(x, y, o))
      ) {
        field[j * cols + i] = 0
        continue
      }
      let nearest = Infinity
      for (const line of shores)
        for (let k = 1; k < line.length; k++)
          nearest = Math.min(nearest, distanceToSegment(x, y, line[k - 1]!, line[k]!))
      field[j * cols + i] = nearest
    }

  return levels.map((level) => {
    // Marching squares: one or two segments per cell where the level crosses it.
    const segments: Array<[Point, Point]> = []
    const value = (i: number, j: number) => field[j * cols + i]!
    const cross = (
      ax: number,
      ay: number,
      av: number,
      bx: number,
      by: number,
      bv: number,
    ): Point => {
      const t = (level - av) / (bv - av)
      return [
        Math.round((ax + (bx - ax) * t) * 10) / 10,
        Math.round((ay + (by - ay) * t) * 10) / 10,
      ]
    }
    for (let j = 0; j < rows - 1; j++)
      for (let i = 0; i < cols - 1; i++) {
        const x = i * cell
        const y = j * cell
        const tl = value(i, j)
        const tr = value(i + 1, j)
        const br = value(i + 1, j + 1)
        const bl = value(i, j + 1)
        const edges: Point[] = []
        if (tl < level !== tr < level) edges.push(cross(x, y, tl, x + cell, y, tr))
        if (tr < level !== br < level) edges.push(cross(x + cell, y, tr, x + cell, y + cell, br))
        if (br < level !== bl < level) edges.push(cross(x + cell, y + cell, br, x, y + cell, bl))
        if (bl < level !== tl < level) edges.push(cross(x, y + cell, bl, x, y, tl))
        if (edges.length === 2) segments.push([edges[0]!, edges[1]!])
        else if (edges.length === 4) {
          segments.push([edges[0]!, edges[1]!])
          segments.push([edges[2]!, edges[3]!])
        }
      }
    return joinSegments(segments)
      .map((line) => simplify(line, 0.8))
      .filter((line) => line.length > 4)
      .map((line) => {
        const closed = key(line[0]!) === key(line.at(-1)!)
        return closed ? smoothPath(line.slice(0, -1)) : smoothPath(line, false)
      })
      .join('')
  })
}

const key = (p: Point) => `${p[0]},${p[1]}`

/** Joins segments that share end points into the longest lines they make. */
function joinSegments(segments: Array<[Point, Point]>): Point[][] {
  const byEnd = new Map<string, number[]>()
  segments.forEach(([a, b], index) => {
    for (const p of [a, b]) byEnd.set(key(p), [...(byEnd.get(key(p)) ?? []), index])
  })
  const used = new Uint8Array(segments.length)
  const lines: Point[][] = []
  const extend = (line: Point[]) => {
    for (;;) {
      const end = line.at(-1)!
      const next = (byEnd.get(key(end)) ?? []).find((s) => !used[s])
      if (next === undefined) return
      used[next] = 1
      const [a, b] = segments[next]!
      line.push(key(a) === key(end) ? b : a)
    }
  }
  segments.forEach(([a, b], index) => {
    if (used[index]) return
    used[index] = 1
    const line: Point[] = [a, b]
    extend(line)
    line.reverse()
    extend(line)
    lines.push(line)
  })
  return lines
}
