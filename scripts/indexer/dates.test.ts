import { describe, expect, it } from 'vitest'
import matter from 'gray-matter'
import { formatDisplayDate, isIsoDate, readDateField, todayIso } from './dates'

describe('frontmatter dates', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-03-02')).toBe(true)
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-3-2')).toBe(false)
    expect(isIsoDate('March 2, 2026')).toBe(false)
  })

  it('shows dates in one fixed format', () => {
    expect(formatDisplayDate('2026-03-02')).toBe('2 March 2026')
    expect(formatDisplayDate('2025-12-31')).toBe('31 December 2025')
    expect(todayIso(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-22')
  })

  it('reads what the writer typed, whether YAML made a Date or not', () => {
    const unquoted = matter('---\ndate: 2026-03-02 # published\n---\n', {})
    expect(unquoted.data.date).toBeInstanceOf(Date)
    expect(readDateField(unquoted.data.date, 'date', unquoted.matter)).toBe('2026-03-02')

    // YAML rolls an impossible date over into a real one; the raw text keeps it reportable.
    const impossible = matter('---\ndate: 2026-13-45\n---\n', {})
    expect(readDateField(impossible.data.date, 'date', impossible.matter)).toBe('2026-13-45')

    const quoted = matter("---\ndate: '2026-03-02'\n---\n", {})
    expect(readDateField(quoted.data.date, 'date', quoted.matter)).toBe('2026-03-02')
    expect(readDateField(undefined, 'date', '')).toBeUndefined()
  })
})
