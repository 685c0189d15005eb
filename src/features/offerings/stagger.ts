/**
 * Entrance delays for items in a list (0.05 to 0.15 s per item, 0.1 to 0.2 s on home).
 * Later items wait a little longer, up to the cap, so long lists do not keep visitors waiting.
 */
export interface StaggerRange {
  first: number
  last: number
  step: number
}

export const PAGE_STAGGER: StaggerRange = { first: 0.05, last: 0.15, step: 0.025 }
export const HOME_STAGGER: StaggerRange = { first: 0.1, last: 0.2, step: 0.05 }

/** Delay in seconds for the item at `index` (0-based), rounded to milliseconds. */
export function staggerDelay(index: number, range: StaggerRange = PAGE_STAGGER): number {
  const raw = range.first + Math.max(0, index) * range.step
  return Math.round(Math.min(raw, range.last) * 1000) / 1000
}
