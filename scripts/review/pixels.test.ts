import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PNG } from 'pngjs'
import { afterEach, describe, expect, it } from 'vitest'
import { changedAreas, diffScreenshots } from './pixels'

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A white PNG with black rectangles `[x, y, w, h]`. */
function png(file: string, width: number, height: number, rects: number[][] = []): string {
  const image = new PNG({ width, height })
  image.data.fill(255)
  for (const [x, y, w, h] of rects) {
    for (let yy = y!; yy < y! + h!; yy++) {
      for (let xx = x!; xx < x! + w!; xx++) {
        const i = (yy * width + xx) * 4
        image.data[i] = image.data[i + 1] = image.data[i + 2] = 0
      }
    }
  }
  writeFileSync(file, PNG.sync.write(image))
  return file
}

describe('diffScreenshots', () => {
  it('finds no change between equal screenshots', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pixels-'))
    const a = png(path.join(dir, 'a.png'), 100, 80, [[10, 10, 20, 5]])
    const b = png(path.join(dir, 'b.png'), 100, 80, [[10, 10, 20, 5]])
    expect(diffScreenshots(a, b, path.join(dir, 'd.png'))).toMatchObject({ changed: 0, boxes: [] })
  })

  it('counts changed pixels, boxes each changed area and writes the difference image', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pixels-'))
    const a = png(path.join(dir, 'a.png'), 400, 400)
    const b = png(path.join(dir, 'b.png'), 400, 400, [
      [10, 10, 20, 10],
      [300, 300, 30, 30],
    ])
    const out = path.join(dir, 'd.png')
    const result = diffScreenshots(a, b, out)
    expect(result.changed).toBe(20 * 10 + 30 * 30)
    expect(result.boxes).toHaveLength(2)
    expect(result.boxes[1]).toMatchObject({ x: 288, y: 288 })
    const diff = PNG.sync.read(readFileSync(out))
    expect([diff.width, diff.height]).toEqual([400, 400])
    // A changed pixel (darker now: added) is drawn green.
    const i = (15 * 400 + 15) * 4
    expect([...diff.data.subarray(i, i + 3)]).toEqual([0, 150, 60])
  })

  it('compares screenshots of different heights on the taller canvas', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pixels-'))
    const a = png(path.join(dir, 'a.png'), 100, 100)
    const b = png(path.join(dir, 'b.png'), 100, 160)
    const result = diffScreenshots(a, b, path.join(dir, 'd.png'))
    expect(result.height).toBe(160)
    expect(result.changed).toBeGreaterThan(0)
    expect(result.boxes[0]!.y).toBeGreaterThanOrEqual(64)
  })
})

describe('changedAreas', () => {
  it('joins nearby changes into one box and keeps distant ones apart', () => {
    const set = new Set(['5,5', '70,5', '500,500'])
    const boxes = changedAreas((x, y) => set.has(`${x},${y}`), 600, 600)
    expect(boxes).toEqual([
      { x: 0, y: 0, width: 96, height: 32 },
      { x: 480, y: 480, width: 32, height: 32 },
    ])
  })
})
