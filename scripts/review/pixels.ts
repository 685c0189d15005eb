/**
 * The pixel difference of two screenshots: pixelmatch compares them, sharp (libvips, already the
 * build's image tool) reads and writes the PNGs, ten times faster here than pngjs.
 *
 * Screenshots of different heights are compared on a canvas of the larger size, the missing part
 * transparent, so a page that grew or shrank shows the difference at its end. The difference image
 * is pixelmatch's: the "before" screenshot faded, differing pixels green where the "after" is darker
 * (on a light page: something added) and red where it is lighter (something removed); around each
 * changed area the review draws a magenta box (changed pixels grouped on a grid), since a few
 * coloured pixels are hard to find on a long page. The bands around the changes are also cut out of
 * each image, for a close look.
 */
import pixelmatch from 'pixelmatch'
import sharp from 'sharp'

/** An RGBA image in memory. */
export interface RawImage {
  data: Uint8Array
  width: number
  height: number
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export interface PixelDiff {
  /** The difference image, on the canvas of the larger screenshot. */
  image: RawImage
  /** The two screenshots on that canvas. */
  before: RawImage
  after: RawImage
  /** Pixels that differ (anti-aliasing left out), and their share of the canvas. */
  changed: number
  ratio: number
  /** The changed areas, in pixels of the canvas. */
  boxes: Box[]
}

/** Lighter in the "after" (removed), and darker (added). */
const DIFF_COLOR: [number, number, number] = [220, 0, 0]
const DIFF_COLOR_ALT: [number, number, number] = [0, 150, 60]
const AA_COLOR: [number, number, number] = [250, 215, 160]
const BOX_COLOR: [number, number, number] = [230, 0, 200]
/** Side of a grid cell: changed pixels closer than two cells end up in one box. */
const CELL = 32

export async function readImage(file: string): Promise<RawImage> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  }
}

/** Writes a PNG, compressed lightly: these are looked at once, and writing is most of the time. */
export async function writeImage(file: string, image: RawImage): Promise<void> {
  await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toFile(file)
}

/** Rows `y` to `y + height` of an image (fewer where the image ends). */
export function cropRows(image: RawImage, y: number, height: number): RawImage {
  const rows = Math.max(0, Math.min(height, image.height - y))
  const row = image.width * 4
  return { data: image.data.subarray(y * row, (y + rows) * row), width: image.width, height: rows }
}

/** `image` on a transparent canvas of `width` × `height`. */
function onCanvas(image: RawImage, width: number, height: number): RawImage {
  if (image.width === width && image.height === height) return image
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < image.height; y++) {
    const from = y * image.width * 4
    data.set(image.data.subarray(from, from + image.width * 4), y * width * 4)
  }
  return { data, width, height }
}

/** Groups the changed pixels into boxes (connected cells of a grid, two cells apart at most). */
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

/** Draws a 3-pixel outline around each box. */
function drawBoxes(image: RawImage, boxes: Box[]): void {
  const { data, width, height } = image
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const i = (y * width + x) * 4
    data.set(BOX_COLOR, i)
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

/** Whether the pixel at `i` is a changed one: the faded picture is grey (r = g = b). */
function isDiffColour(data: Uint8Array, i: number): boolean {
  const [r, g, b] = [data[i], data[i + 1], data[i + 2]]
  return (
    (r === DIFF_COLOR[0] && g === DIFF_COLOR[1] && b === DIFF_COLOR[2]) ||
    (r === DIFF_COLOR_ALT[0] && g === DIFF_COLOR_ALT[1] && b === DIFF_COLOR_ALT[2])
  )
}

/** Compares two screenshots. */
export function diffImages(beforeImage: RawImage, afterImage: RawImage): PixelDiff {
  const width = Math.max(beforeImage.width, afterImage.width)
  const height = Math.max(beforeImage.height, afterImage.height)
  const before = onCanvas(beforeImage, width, height)
  const after = onCanvas(afterImage, width, height)
  const image: RawImage = { data: new Uint8Array(width * height * 4), width, height }
  const changed = pixelmatch(before.data, after.data, image.data, width, height, {
    threshold: 0.1,
    alpha: 0.15,
    diffColor: DIFF_COLOR,
    diffColorAlt: DIFF_COLOR_ALT,
    // Anti-aliased pixels (not counted) in a pale colour, so the changes stand out.
    aaColor: AA_COLOR,
  })
  const isChanged = (x: number, y: number) => isDiffColour(image.data, (y * width + x) * 4)
  const boxes = changed > 0 ? changedAreas(isChanged, width, height) : []
  drawBoxes(image, boxes)
  return { image, before, after, changed, ratio: changed / (width * height), boxes }
}

/** Changed pixels in rows `y` to `y + height` of a difference (its first screen, say). */
export function changedIn(diff: PixelDiff, y: number, height: number): number {
  if (diff.boxes.length === 0) return 0
  const { data } = cropRows(diff.image, y, height)
  let n = 0
  for (let i = 0; i < data.length; i += 4) if (isDiffColour(data, i)) n++
  return n
}

/** Bands cut out around changes: at most this many, this tall, with this much margin. */
const MAX_CROPS = 3
const MAX_CROP_HEIGHT = 900
const CROP_MARGIN = 120
/** Narrower cut-outs than this are widened (a phone-wide page is cut at its full width). */
const MIN_CROP_WIDTH = 640

export interface Band {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The parts of the page around the boxes, to cut out of each image: boxes less than two margins
 * apart (vertically) share one; each spans its boxes' width plus margins, at least `MIN_CROP_WIDTH`.
 */
export function cropBands(boxes: Box[], width: number, height: number): Band[] {
  const bands: { top: number; bottom: number; left: number; right: number }[] = []
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    const top = Math.max(0, box.y - CROP_MARGIN)
    const bottom = Math.min(height, box.y + box.height + CROP_MARGIN)
    const last = bands.at(-1)
    if (last && top <= last.bottom) {
      last.bottom = Math.max(last.bottom, bottom)
      last.left = Math.min(last.left, box.x)
      last.right = Math.max(last.right, box.x + box.width)
    } else {
      bands.push({ top, bottom, left: box.x, right: box.x + box.width })
    }
  }
  return bands.slice(0, MAX_CROPS).map((b) => {
    const wanted = Math.max(MIN_CROP_WIDTH, b.right - b.left + 2 * CROP_MARGIN)
    const centre = (b.left + b.right) / 2
    const x = Math.round(Math.max(0, Math.min(width - wanted, centre - wanted / 2)))
    return {
      x,
      y: b.top,
      width: Math.min(width, wanted),
      height: Math.min(MAX_CROP_HEIGHT, b.bottom - b.top),
    }
  })
}

/** A rectangle of an image (clipped to it). */
export function crop(image: RawImage, band: Band): RawImage {
  const rows = cropRows(image, band.y, band.height)
  if (band.x === 0 && band.width >= image.width) return rows
  const width = Math.min(band.width, image.width - band.x)
  const data = new Uint8Array(width * rows.height * 4)
  for (let y = 0; y < rows.height; y++) {
    const from = (y * image.width + band.x) * 4
    data.set(rows.data.subarray(from, from + width * 4), y * width * 4)
  }
  return { data, width, height: rows.height }
}
