import { describe, expect, it } from 'vitest'
import { contourRing, initialsOf, ringPlacements, seedOf } from './motif'

describe('signature motif geometry', () => {
  it('a name always draws the same lines, and different names draw different ones', () => {
    expect(contourRing(seedOf('Neema Mushi'))).toBe(contourRing(seedOf('Neema Mushi')))
    expect(contourRing(seedOf('Neema Mushi'))).not.toBe(contourRing(seedOf('Juma Rashidi')))
  })

  it('a ring is one closed path of smooth curves with integer coordinates', () => {
    const d = contourRing(seedOf('dar-es-salaam'), 0.1, 24)
    expect(d).toMatch(/^M-?\d+ -?\d+(Q-?\d+ -?\d+ -?\d+ -?\d+){24}Z$/)
    // Radius about 100, wobble 10 %: every point stays inside a 100 × (1 ± 0.15) band.
    const numbers = d.match(/-?\d+/g)!.map(Number)
    for (let i = 0; i < numbers.length; i += 2) {
      const r = Math.hypot(numbers[i]!, numbers[i + 1]!)
      expect(r).toBeGreaterThan(80)
      expect(r).toBeLessThan(120)
    }
  })

  it('rings nest from the smallest to the largest radius around the centre', () => {
    const rings = ringPlacements(1, { cx: 50, cy: 60, minRadius: 10, maxRadius: 90, rings: 5 })
    expect(rings).toHaveLength(5)
    const scales = rings.map((r) => Number(/scale\(([\d.]+)\)/.exec(r.transform)![1]))
    expect(scales[0]).toBeCloseTo(0.1)
    expect(scales.at(-1)).toBeCloseTo(0.9)
    expect([...scales].sort((a, b) => a - b)).toEqual(scales)
    for (const r of rings) expect(r.transform).toMatch(/^translate\(50 60\)/)
  })

  it('initials: first and last name, upper case', () => {
    expect(initialsOf('Neema Mushi')).toBe('NM')
    expect(initialsOf('Juma Said Rashidi')).toBe('JR')
    expect(initialsOf(' zawadi ')).toBe('Z')
    expect(initialsOf('')).toBe('')
  })
})
