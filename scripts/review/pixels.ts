/**
 * The pixel difference of two screenshots, with pixelmatch (and pngjs to read and write PNGs).
 *
 * Screenshots of different heights are compared on a canvas of the larger size, the missing part
 * transparent, so a page that grew or shrank shows the difference at its end. The difference image
 * is pixelmatch's: the "before" screenshot faded, differing pixels green where the "after" is darker
 * (on a light page: something added) and red where it is lighter (something removed); around each
 * changed area the review draws a magenta box (changed pixels grouped on a grid), since a few
 * coloured pixels are hard to find on a long page.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

export interface PixelDiff {
  width: number
  height: number
  /** Pixels that differ (anti-aliasing left out). */
  changed: number
  /** `changed` over the canvas' pixels. */
  ratio: number
  /** The changed areas, in pixels of the canvas. */
  boxes: Box[]
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** Lighter in the "after" (removed), and darker (added). */
const DIFF_COLOR: [number, number, number] = [220, 0, 0]
const DIFF_COLOR_ALT: [number, number, number] = [0, 150, 60]
const BOX_COLOR: [number, number, number] = [230, 0, 200]
/** Side of a grid cell: changed pixels closer than this end up in one box. */
const CELL = 32

/** `png` on a transparent canvas of `width` × `height`. */
function onCanvas(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data
  const canvas = new Uint8Array(width * height * 4)
  for (let y = 0; y < png.height; y++) {
    const from = y * png.width * 4
    canvas.set(png.data.subarray(from, from + png.width * 4), y * width * 4)
  }
  return canvas
}

/** Groups the changed pixels of a difference image into boxes (connected cells of a grid). */
export function changedAreas(
  mask: (x: number, y: number) => boolean,
  width: number,
  height: number,
): Box[] {
  const cols = Math.ceil(width / CELL)
  const rows = Math.ceil(height / CELL)
  const cells = new Uint8Array(cols * rows)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask(x, y)) cells[Math.floor(y / CELL) * cols + Math.floor(x / CELL)] = 1
    }
  }
  const boxes: Box[] = []
  const seen = new Uint8Array(cols * rows)
  for (let start = 0; start < cells.length; start++) {
    if (!cells[start] || seen[start]) continue
    let [minC, minR, maxC, maxR] = [cols, rows, -1, -1]
    const stack = [start]
    seen[start] = 1
    while (stack.length > 0) {
      const cell = stack.pop()!
      const c = cell % cols
      const r = Math.floor(cell / cols)
      minC = Math.min(minC, c)
      maxC = Math.max(maxC, c)
      minR = Math.min(minR, r)
      maxR = Math.max(maxR, r)
      // Neighbours one cell apart too: nearby changes (a line of text) make one box.
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          const nr = r + dr
          const nc = c + dc
          if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue
          const next = nr * cols + nc
          if (cells[next] && !seen[next]) {
            seen[next] = 1
            stack.push(next)
          }
        }
      }
    }
    const x = minC * CELL
    const y = minR * CELL
    boxes.push({
      x,
      y,
      width: Math.min(width, (maxC + 1) * CELL) - x,
      height: Math.min(height, (maxR + 1) * CELL) - y,
    })
  }
  return boxes
}

/** Draws a 3-pixel outline around each box onto RGBA `data`. */
function drawBoxes(data: Uint8Array, width: number, height: number, boxes: Box[]): void {
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const i = (y * width + x) * 4
    data[i] = BOX_COLOR[0]
    data[i + 1] = BOX_COLOR[1]
    data[i + 2] = BOX_COLOR[2]
    data[i + 3] = 255
  }
  for (const box of boxes) {
    const [left, top] = [box.x - 4, box.y - 4]
    const [right, bottom] = [box.x + box.width + 3, box.y + box.height + 3]
    for (let t = 0; t < 3; t++) {
      for (let x = left; x <= right; x++) {
        paint(x, top + t)
        paint(x, bottom - t)
      }
      for (let y = top; y <= bottom; y++) {
        paint(left + t, y)
        paint(right - t, y)
      }
    }
  }
}

/** Compares two PNG screenshots and writes the difference image to `outFile`. */
export function diffScreenshots(beforeFile: string, afterFile: string, outFile: string): PixelDiff {
  const before = PNG.sync.read(readFileSync(beforeFile))
  const after = PNG.sync.read(readFileSync(afterFile))
  const width = Math.max(before.width, after.width)
  const height = Math.max(before.height, after.height)
  const out = new PNG({ width, height })
  const changed = pixelmatch(
    onCanvas(before, width, height),
    onCanvas(after, width, height),
    out.data,
    width,
    height,
    { threshold: 0.1, alpha: 0.15, diffColor: DIFF_COLOR, diffColorAlt: DIFF_COLOR_ALT },
  )
  const isDiff = (x: number, y: number) => {
    const i = (y * width + x) * 4
    const [r, g, b] = [out.data[i], out.data[i + 1], out.data[i + 2]]
    return (
      (r === DIFF_COLOR[0] && g === DIFF_COLOR[1] && b === DIFF_COLOR[2]) ||
      (r === DIFF_COLOR_ALT[0] && g === DIFF_COLOR_ALT[1] && b === DIFF_COLOR_ALT[2])
    )
  }
  const boxes = changed > 0 ? changedAreas(isDiff, width, height) : []
  drawBoxes(out.data, width, height, boxes)
  writeFileSync(outFile, PNG.sync.write(out))
  return { width, height, changed, ratio: changed / (width * height), boxes }
}
