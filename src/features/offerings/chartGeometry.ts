/** Geometry for the small SVG charts of the example dashboard (no chart library needed). */

export interface Bar {
  x: number
  y: number
  width: number
  height: number
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * Bars for `values` in a `width` × `height` box, tallest value touching the top. `gap` is the share of
 * each slot left empty between bars (0 to <1). Negative values are drawn as empty bars.
 */
export function barLayout(
  values: readonly number[],
  width: number,
  height: number,
  gap = 0.3,
): Bar[] {
  if (values.length === 0) return []
  const max = Math.max(...values, 0)
  const slot = width / values.length
  const barWidth = slot * (1 - Math.min(Math.max(gap, 0), 0.95))
  return values.map((v, i) => {
    const h = max > 0 ? (Math.max(v, 0) / max) * height : 0
    return {
      x: round(i * slot + (slot - barWidth) / 2),
      y: round(height - h),
      width: round(barWidth),
      height: round(h),
    }
  })
}

/**
 * Points of a line through `values` in a `width` × `height` box, lowest value at the bottom and highest
 * at the top, as an SVG `points` string. A flat series is drawn through the middle.
 */
export function linePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return ''
  const min = Math.min(...values)
  const max = Math.max(...values)
  const range = max - min
  const step = values.length > 1 ? width / (values.length - 1) : 0
  return values
    .map((v, i) => {
      const x = values.length > 1 ? i * step : width / 2
      const y = range === 0 ? height / 2 : height - ((v - min) / range) * height
      return `${round(x)},${round(y)}`
    })
    .join(' ')
}

/** The y of `value` in a box `h` high showing `domain` (bottom to top), to a tenth of a pixel. */
export function yFor(value: number, h: number, [min, max]: readonly [number, number]): number {
  return Math.round((h - ((value - min) / (max - min)) * h) * 10) / 10
}
