import { describe, expect, it } from 'vitest'
import { industries } from './industryData'
import { sectorIndex } from './sectorIndex'
import { CANVAS, canvasHeight, figurePoints, nearest, zoneCells } from './sectorScreenGeometry'
import { sectorScreens } from './sectorScreens'

const screens = Object.entries(sectorScreens)

describe('sector screens', () => {
  it('every sector has a screen, and every screen a sector', () => {
    expect(Object.keys(sectorScreens).sort()).toEqual(sectorIndex.map((s) => s.id).sort())
  })

  it.each(screens)("%s: pictures one of its sector's solutions", (id, screen) => {
    const industry = industries.find((i) => i.id === id)
    expect(industry?.solutions.map((s) => s.title)).toContain(screen.pictures)
  })

  it.each(screens)('%s: every point it draws or labels lies on the canvas', (_id, screen) => {
    if (!screen.figure) return
    const points = figurePoints(screen.figure)
    expect(points.length).toBeGreaterThan(3)
    for (const [x, y] of points) {
      expect(x, `x of ${x},${y}`).toBeGreaterThanOrEqual(0)
      expect(x, `x of ${x},${y}`).toBeLessThanOrEqual(CANVAS.w)
      expect(y, `y of ${x},${y}`).toBeGreaterThanOrEqual(0)
      expect(y, `y of ${x},${y}`).toBeLessThanOrEqual(canvasHeight(screen.figure))
    }
  })

  it.each(screens)(
    '%s: one warm highlight per part, the case in focus and its score',
    (_id, screen) => {
      const { figure, rows, focus } = screen
      expect(figure ?? rows, 'a drawing or a table').toBeDefined()
      if (figure) expect(figure.labels.filter((l) => l.alert)).toHaveLength(1)
      if (rows) {
        expect(rows.items.filter((r) => r.flag)).toHaveLength(1)
        for (const item of rows.items) expect(item.cells).toHaveLength(rows.columns.length)
        if (rows.heat)
          for (const item of rows.items)
            for (const cell of item.cells.slice(1)) {
              expect(Number(cell)).toBeGreaterThanOrEqual(0)
              expect(Number(cell)).toBeLessThanOrEqual(100)
            }
      }
      expect(focus.score.value).toBeGreaterThan(0)
      expect(focus.score.value).toBeLessThanOrEqual(1)
      expect(focus.reasons.length).toBeGreaterThan(0)
      expect(screen.label.length).toBeGreaterThan(40)
      if (figure?.kind === 'forecast') {
        expect(figure.stockOut).toBeGreaterThanOrEqual(figure.values.length - figure.ahead)
        expect(figure.stockOut).toBeLessThan(figure.values.length)
      }
    },
  )

  it('no two sectors share a structure', () => {
    const layouts = screens.map(([, s]) => s.layout)
    expect(new Set(layouts).size).toBe(layouts.length)
  })

  it.each(screens)(
    "%s: says none of the sector's success-story figures (they are told once, in the stories)",
    (id, screen) => {
      const industry = industries.find((i) => i.id === id)
      const results = industry?.successStories.map((s) => s.result.value) ?? []
      for (const stat of screen.stats)
        for (const result of results) expect(stat.value.replace(/[−-]/g, '')).not.toContain(result)
    },
  )

  it('districts of a zones map are cells that hold their own centre and share borders', () => {
    const zones = screens.flatMap(([, s]) =>
      s.figure?.kind === 'map' && s.figure.layer === 'zones' ? [s.figure] : [],
    )
    expect(zones.length).toBeGreaterThan(0)
    for (const figure of zones) {
      const cells = zoneCells(figure.points)
      cells.forEach((cell, i) => {
        expect(cell.length).toBeGreaterThanOrEqual(3)
        // The cell's centre point is nearer its own centre than any other.
        const cx = cell.reduce((s, p) => s + p[0], 0) / cell.length
        const cy = cell.reduce((s, p) => s + p[1], 0) / cell.length
        expect(nearest(figure.points, [cx, cy])).toBe(i)
      })
    }
  })
})
