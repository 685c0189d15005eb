/**
 * The pixel size of an image file, read from its header (synchronously, without decoding): PNG,
 * JPEG, WebP, GIF and SVG (its width/height, else its viewBox). The content build writes each body
 * image's size into the generated index, so pages give every `<img>` its width and height.
 */
import { closeSync, openSync, readSync } from 'node:fs'

export interface ImageSize {
  width: number
  height: number
}

function head(file: string, bytes: number): Buffer {
  const fd = openSync(file, 'r')
  try {
    const buffer = Buffer.alloc(bytes)
    const read = readSync(fd, buffer, 0, bytes, 0)
    return buffer.subarray(0, read)
  } finally {
    closeSync(fd)
  }
}

function jpegSize(b: Buffer): ImageSize | undefined {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined
    const marker = b[i + 1]!
    const length = b.readUInt16BE(i + 2)
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) hold the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return undefined
}

function webpSize(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
  if (chunk === 'VP8 ')
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  return undefined
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return undefined
  const attr = (name: string) =>
    new RegExp(`\\s${name}=["']\\s*([\\d.]+)(px)?\\s*["']`).exec(tag)?.[1]
  const width = Number(attr('width'))
  const height = Number(attr('height'))
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  const box = /\sviewBox=["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(tag)
  if (box) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) }
  return undefined
}

/** The size of `file`, or undefined when its format is not one of these or its header is unreadable. */
export function readImageSize(file: string): ImageSize | undefined {
  const lower = file.toLowerCase()
  if (lower.endsWith('.svg')) return svgSize(head(file, 4096).toString('utf8'))
  const b = head(file, 256 * 1024)
  if (b.length >= 24 && b.toString('ascii', 1, 4) === 'PNG')
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b)
  if (
    b.length >= 30 &&
    b.toString('ascii', 0, 4) === 'RIFF' &&
    b.toString('ascii', 8, 12) === 'WEBP'
  )
    return webpSize(b)
  if (b.length >= 10 && b.toString('ascii', 0, 3) === 'GIF')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
  return undefined
}
