/**
 * Geometry of the signature motif (docs/ART-DIRECTION.md §5): the *kontua* contour lines, drawn
 * from a seed so the same name always gives the same pattern (prerender and browser agree).
 */

/** A small, stable hash of a string (FNV-1a), used as a seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A deterministic pseudo-random sequence in [0, 1) from a seed (mulberry32). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * One wavy closed ring centred on the origin with a radius of about 100, as SVG path data: the
 * shape every *kontua* line is a scaled copy of (so the lines nest like the depth lines of a sea
 * chart). Sampled at `samples` points and drawn with quadratic curves through the midpoints, so it
 * has no corners; integer coordinates keep the markup small.
 */
export function contourRing(seed: number, wobble = 0.09, samples = 24): string {
  const random = randomFrom(seed)
  const k1 = 2 + Math.floor(random() * 2)
  const k2 = k1 + 1 + Math.floor(random() * 2)
  const phase1 = random() * Math.PI * 2
  const phase2 = random() * Math.PI * 2
  const points: [number, number][] = []
  for (let i = 0; i < samples; i++) {
    const angle = (i / samples) * Math.PI * 2
    const r =
      100 *
      (1 + wobble * Math.sin(k1 * angle + phase1) + wobble * 0.5 * Math.sin(k2 * angle + phase2))
    points.push([Math.cos(angle) * r, Math.sin(angle) * r])
  }
  const mid = (a: [number, number], b: [number, number]) =>
    `${Math.round((a[0] + b[0]) / 2)} ${Math.round((a[1] + b[1]) / 2)}`
  let d = `M${mid(points[samples - 1]!, points[0]!)}`
  for (let i = 0; i < samples; i++) {
    const p = points[i]!
    d += `Q${Math.round(p[0])} ${Math.round(p[1])} ${mid(p, points[(i + 1) % samples]!)}`
  }
  return `${d}Z`
}

export interface RingPlacement {
  /** SVG transform placing one copy of the ring. */
  transform: string
}

/**
 * Where the copies of the ring go: `rings` nested copies around (cx, cy), from `minRadius` to
 * `maxRadius`, each turned a little so the lines drift like real contours.
 */
export function ringPlacements(
  seed: number,
  {
    cx,
    cy,
    minRadius,
    maxRadius,
    rings,
  }: {
    cx: number
    cy: number
    minRadius: number
    maxRadius: number
    rings: number
  },
): RingPlacement[] {
  const random = randomFrom(seed ^ 0x9e3779b9)
  return Array.from({ length: rings }, (_, ring) => {
    const share = rings === 1 ? 0 : ring / (rings - 1)
    const scale = (minRadius + (maxRadius - minRadius) * share) / 100
    const turn = Math.round((random() - 0.5) * 16)
    return {
      transform: `translate(${Math.round(cx)} ${Math.round(cy)}) rotate(${turn}) scale(${scale.toFixed(3)})`,
    }
  })
}

/** Up to two initials of a name: "Neema Mushi" → "NM", "Juma Said Rashidi" → "JR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = words[0]![0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]![0] ?? '') : ''
  return (first + last).toUpperCase()
}
