/** Plain-text tables and figures the benchmarks print. */

/** The median of the numbers that are not NaN (NaN when there are none). */
export function middle(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return NaN
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** Milliseconds as seconds with two decimals, `—` when unknown. */
export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—')

export const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—')

/** `a / b` as `1.60×`, `—` when either is unknown or b is 0. */
export function ratio(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || b === 0) return '—'
  return `${(a / b).toFixed(2)}×`
}

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as the budgets count). */
export const kilobytes = (bytes: number) =>
  Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : '—'

/**
 * Rows under a header with a rule: the first column left-aligned, the others right-aligned, each
 * as wide as its widest cell plus two spaces.
 */
export function formatColumns(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart((widths[i] ?? 0) + 2)))
      .join('')
      .trimEnd()
  const top = line(head)
  return [top, '-'.repeat(top.length), ...rows.map(line)].join('\n')
}
