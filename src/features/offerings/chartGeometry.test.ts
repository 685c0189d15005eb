import { describe, expect, it } from 'vitest'
import { barLayout, linePoints } from './chartGeometry'

describe('dashboard bar chart', () => {
  it('scales the tallest bar to the full height and spaces bars evenly', () => {
    const bars = barLayout([50, 100], 200, 80, 0.5)
    expect(bars).toEqual([
      { x: 25, y: 40, width: 50, height: 40 },
      { x: 125, y: 0, width: 50, height: 80 },
    ])
  })

  it('draws nothing for no data, and empty bars for zero or negative values', () => {
    expect(barLayout([], 100, 50)).toEqual([])
    expect(barLayout([0, 0], 100, 50).every((b) => b.height === 0 && b.y === 50)).toBe(true)
    expect(barLayout([-5, 10], 100, 50)[0]?.height).toBe(0)
  })
})

describe('dashboard line chart', () => {
  it('puts the lowest value at the bottom and the highest at the top', () => {
    expect(linePoints([10, 30, 20], 100, 40)).toBe('0,40 50,0 100,20')
  })

  it('draws a flat series through the middle and a single point in the centre', () => {
    expect(linePoints([5, 5], 100, 40)).toBe('0,20 100,20')
    expect(linePoints([7], 100, 40)).toBe('50,20')
    expect(linePoints([], 100, 40)).toBe('')
  })
})
