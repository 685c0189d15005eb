import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  changedAreas,
  changedIn,
  crop,
  cropBands,
  cropRows,
  diffImages,
  readImage,
  writeImage,
  type RawImage,
} from './pixels'

/** A white image with black rectangles `[x, y, w, h]`. */
function image(width: number, height: number, rects: number[][] = []): RawImage {
  const data = new Uint8Array(width * height * 4).fill(255)
  for (const [x, y, w, h] of rects) {
    for (let yy = y!; yy < y! + h!; yy++) {
      for (let xx = x!; xx < x! + w!; xx++)
        data.fill(0, (yy * width + xx) * 4, (yy * width + xx) * 4 + 3)
    }
  }
  return { data, width, height }
}

let dir = ''
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('diffImages', () => {
  it('finds no change between equal screenshots', () => {
    const result = diffImages(image(100, 80, [[10, 10, 20, 5]]), image(100, 80, [[10, 10, 20, 5]]))
    expect(result).toMatchObject({ changed: 0, boxes: [] })
  })

  it('counts changed pixels, colours them by direction and boxes each changed area', () => {
    const result = diffImages(
      image(400, 400, [[200, 380, 10, 10]]),
      image(400, 400, [
        [10, 10, 20, 10],
        [300, 300, 30, 30],
      ]),
    )
    expect(result.changed).toBe(20 * 10 + 30 * 30 + 10 * 10)
    expect(result.boxes.map((b) => [b.x, b.y])).toEqual([
      [0, 0],
      [288, 288],
      [192, 352],
    ])
    const px = (x: number, y: number) => [
      ...result.image.data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 3),
    ]
    // Darker now (added) is green, lighter now (removed) is red.
    expect(px(15, 15)).toEqual([0, 150, 60])
    expect(px(205, 385)).toEqual([220, 0, 0])
    expect(changedIn(result, 0, 100)).toBe(200)
  })

  it('compares screenshots of different heights on the taller canvas', () => {
    const result = diffImages(image(100, 100), image(100, 160))
    expect(result.image.height).toBe(160)
    expect(result.before.height).toBe(160)
    expect(result.changed).toBeGreaterThan(0)
    expect(result.boxes[0]!.y).toBeGreaterThanOrEqual(64)
    expect(changedIn(result, 0, 64)).toBe(0)
  })
})

describe('changedAreas and cropBands', () => {
  it('joins nearby changes into one box and keeps distant ones apart', () => {
    const set = new Set(['5,5', '70,5', '500,500'])
    const boxes = changedAreas((x, y) => set.has(`${x},${y}`), 600, 600)
    expect(boxes).toEqual([
      { x: 0, y: 0, width: 96, height: 32 },
      { x: 480, y: 480, width: 32, height: 32 },
    ])
  })

  it('cuts bands around the boxes, joining close ones, at most three', () => {
    const box = (y: number) => ({ x: 0, y, width: 10, height: 10 })
    expect(cropBands([box(500), box(100), box(150)], 375, 2000)).toEqual([
      { x: 0, y: 0, width: 375, height: 280 },
      { x: 0, y: 380, width: 375, height: 250 },
    ])
    expect(cropBands([box(0), box(400), box(800), box(1200)], 375, 2000)).toHaveLength(3)
  })

  it('cuts a wide page around the change, at least 640 pixels wide', () => {
    const [band] = cropBands([{ x: 600, y: 100, width: 50, height: 20 }], 1280, 2000)
    expect(band).toEqual({ x: 305, y: 0, width: 640, height: 240 })
    const cut = crop(image(1280, 400, [[600, 100, 50, 20]]), band!)
    expect([cut.width, cut.height]).toEqual([640, 240])
    // The black rectangle sits at x 600 - 305 in the cut-out.
    expect(cut.data[(100 * 640 + 295) * 4]).toBe(0)
    expect(cut.data[(100 * 640 + 294) * 4]).toBe(255)
  })
})

describe('readImage, writeImage, cropRows', () => {
  it('writes and reads a PNG and cuts rows out of it', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pixels-'))
    const file = path.join(dir, 'a.png')
    await writeImage(file, cropRows(image(50, 100, [[0, 60, 50, 10]]), 50, 30))
    const read = await readImage(file)
    expect([read.width, read.height]).toEqual([50, 30])
    expect(read.data[10 * 50 * 4]).toBe(0)
    expect(read.data[0]).toBe(255)
  })
})
