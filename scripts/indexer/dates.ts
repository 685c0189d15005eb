/**
 * Dates in frontmatter. gray-matter's YAML parser turns an unquoted `date: 2026-03-02` into a Date
 * (and silently rolls `2026-13-45` over into a later month), while a quoted one stays a string. Every
 * date field goes through `readDateField`, which reads what the writer actually typed.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** "2026-03-02" → "2 March 2026" (fixed English format, independent of the machine's locale). */
export function formatDisplayDate(iso: string): string {
  const match = ISO_DATE.exec(iso)
  if (!match) throw new Error(`Not an ISO date: ${iso}`)
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  return `${d} ${MONTHS[m - 1]} ${y}`
}

/** Today as `YYYY-MM-DD` (UTC). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * The value of a top-level date field as the writer typed it, or undefined when the field is absent.
 * For values YAML already turned into a Date, the raw frontmatter text is consulted, so an impossible
 * date is reported instead of being rolled over.
 */
export function readDateField(value: unknown, key: string, rawFrontmatter: string): unknown {
  if (value === undefined || value === null) return value
  if (value instanceof Date) {
    const line = new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*(?:#.*)?$`, 'm').exec(rawFrontmatter)
    const raw = line?.[1]?.replace(/^(['"])(.*)\1$/, '$2')
    if (raw !== undefined && raw !== '') return raw
    return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10)
  }
  return value
}
