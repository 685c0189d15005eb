/** Suffixes a count-up keeps after its number (+, x, % or k, e.g. "2k+"). */
const SUFFIX = /^(?:[+x%k]|k\+)$/

export interface CountTarget {
  value: number
  decimals: number
  /** Minimum integer digits, so "09+" counts 00, 01 … 09. */
  minDigits: number
  suffix: string
}

/**
 * Reads a display figure such as "40x", "99.9%", "09+" or "2k+". Returns null for text that is not
 * a plain count (e.g. "24/7"), which is then shown as it is.
 */
export function parseCountTarget(text: string): CountTarget | null {
  const match = /^(\d+)(?:\.(\d+))?(.*)$/.exec(text.trim())
  if (!match) return null
  const [, int = '', frac = '', suffix = ''] = match
  if (suffix !== '' && !SUFFIX.test(suffix)) return null
  return {
    value: Number(frac ? `${int}.${frac}` : int),
    decimals: frac.length,
    minDigits: int.length,
    suffix,
  }
}

export function formatCount(target: CountTarget, current: number): string {
  const fixed = current.toFixed(target.decimals)
  const [int = '0', frac] = fixed.split('.')
  const padded = int.padStart(target.minDigits, '0')
  return `${frac !== undefined ? `${padded}.${frac}` : padded}${target.suffix}`
}

/** easeOutCubic: fast start, gentle landing. */
function easeOut(t: number): number {
  const c = Math.min(Math.max(t, 0), 1)
  return 1 - (1 - c) ** 3
}

/** The figure shown `elapsed` ms into a count of `duration` ms. */
export function countAt(target: CountTarget, elapsed: number, duration: number): string {
  if (duration <= 0 || elapsed >= duration) return formatCount(target, target.value)
  return formatCount(target, target.value * easeOut(elapsed / duration))
}
