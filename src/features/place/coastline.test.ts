import { describe, expect, it } from 'vitest'
import { depthLines, landOutline, MAP_SIZE, project } from './coastline'
import { place } from './placeCopy'

describe('the Dar es Salaam map', () => {
  it('projects the frame onto the map size, the pin on the land', () => {
    expect(MAP_SIZE).toEqual({ width: 576, height: 504 })
    const [x, y] = project(place.pin.lon, place.pin.lat)
    expect(x).toBeGreaterThan(0)
    expect(x).toBeLessThan(MAP_SIZE.width)
    expect(y).toBeGreaterThan(0)
    expect(y).toBeLessThan(MAP_SIZE.height)
    // The shore runs from the top edge of the map to the bottom edge.
    const outline = landOutline()
    expect(outline[0]![1]).toBe(0)
    expect(outline.at(-3)![1]).toBe(MAP_SIZE.height)
  })

  it('traces one set of depth lines per level, the same every time, small enough to inline', () => {
    const levels = [8, 20, 36]
    const lines = depthLines(levels)
    expect(lines).toHaveLength(3)
    for (const d of lines) expect(d).toMatch(/^M/)
    expect(depthLines([8, 20, 36])).toEqual(lines)
    expect(lines.join('').length).toBeLessThan(6000)
  })
})
