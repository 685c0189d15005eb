import { describe, expect, it } from 'vitest'
import { countAt, formatCount, parseCountTarget } from './countTarget'

describe('count-up figures', () => {
  it('keeps the +, x, %, k and k+ suffixes', () => {
    expect(parseCountTarget('40x')).toEqual({ value: 40, decimals: 0, minDigits: 2, suffix: 'x' })
    expect(parseCountTarget('20%')?.suffix).toBe('%')
    expect(parseCountTarget('100+')?.suffix).toBe('+')
    expect(parseCountTarget('50k')?.suffix).toBe('k')
    expect(parseCountTarget('2k+')).toEqual({ value: 2, decimals: 0, minDigits: 1, suffix: 'k+' })
  })

  it('keeps decimals and leading zeros', () => {
    const uptime = parseCountTarget('99.9%')
    expect(uptime).toMatchObject({ value: 99.9, decimals: 1 })
    const team = parseCountTarget('09+')
    expect(team && formatCount(team, 3)).toBe('03+')
    expect(team && formatCount(team, 9)).toBe('09+')
  })

  it('leaves text that is not a plain count alone', () => {
    expect(parseCountTarget('24/7')).toBeNull()
    expect(parseCountTarget('1M+')).toBeNull()
    expect(parseCountTarget('Free')).toBeNull()
  })

  it('starts at 0 and lands exactly on the target when the duration is over', () => {
    const t = parseCountTarget('40x')
    if (!t) throw new Error('unparsed')
    expect(countAt(t, 0, 2000)).toBe('00x')
    expect(Number.parseInt(countAt(t, 1000, 2000), 10)).toBeGreaterThan(20)
    expect(countAt(t, 2000, 2000)).toBe('40x')
    expect(countAt(t, 5000, 2000)).toBe('40x')
  })
})
