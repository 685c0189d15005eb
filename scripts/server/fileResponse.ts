/**
 * How the local server answers with one file: validators (ETag, Last-Modified), conditional GETs
 * (304) and single byte ranges (206, 416), as static hosts do. Safari plays a video only from a
 * server that answers `Range: bytes=0-1` with 206.
 */
import { createReadStream, type Stats } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream'

export type ByteRange = { start: number; end: number }

/** A strong validator from size and modification time (what nginx sends). */
function etagFor(stat: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `"${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}"`
}

/**
 * Reads a `Range` header for a file of `size` bytes: one range (`bytes=0-99`, `bytes=100-`,
 * `bytes=-100`) → the bytes to send; a range that starts past the end → 'unsatisfiable'; anything
 * else (several ranges, other units, garbage) → undefined, which means "send the whole file", as
 * RFC 9110 allows.
 */
function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return undefined
  if (from === '') {
    const suffix = Number(to)
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  const last = to === '' ? Number.POSITIVE_INFINITY : Number(to)
  if (last < start) return undefined
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable'
  return { start, end: Math.min(last, size - 1) }
}

function etagListMatches(list: string, etag: string): boolean {
  if (list.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return list.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/** Whether the client's cached copy is current (If-None-Match, else If-Modified-Since). */
function notModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch !== undefined) return etagListMatches(ifNoneMatch, etag)
  const ifModifiedSince = Date.parse(req.headers['if-modified-since'] ?? '')
  return Number.isFinite(ifModifiedSince) && Math.floor(mtimeMs / 1000) * 1000 <= ifModifiedSince
}

/** If-Range: the range applies only while the validator it names is still the current one. */
function rangeStillValid(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const ifRange = req.headers['if-range']
  if (ifRange === undefined) return true
  const value = String(ifRange).trim()
  return value.startsWith('"') ? value === etag : value === lastModified
}

export interface SendFileOptions {
  status: number
  headers: Record<string, string | number>
  /** Honour validators and Range (only for a 200 answer: never for the not-found page). */
  conditional: boolean
  head: boolean
}

/** Answers with `file` (already checked to be a servable file with these stats). */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stat: Stats,
  { status, headers, conditional, head }: SendFileOptions,
): void {
  if (!conditional) {
    res.writeHead(status, { ...headers, 'Content-Length': stat.size })
    if (head) return void res.end()
    return stream(res, file)
  }
  const etag = etagFor(stat)
  const lastModified = stat.mtime.toUTCString()
  const validators = { ETag: etag, 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes' }
  if (notModified(req, etag, stat.mtimeMs)) {
    const { 'Content-Type': _type, ...rest } = headers
    res.writeHead(304, { ...rest, ...validators })
    return void res.end()
  }
  const rangeHeader = req.headers.range
  const range =
    rangeHeader !== undefined && rangeStillValid(req, etag, lastModified)
      ? parseRange(rangeHeader, stat.size)
      : undefined
  if (range === 'unsatisfiable') {
    res.writeHead(416, {
      ...headers,
      ...validators,
      'Content-Range': `bytes */${stat.size}`,
      'Content-Length': 0,
    })
    return void res.end()
  }
  if (range) {
    res.writeHead(206, {
      ...headers,
      ...validators,
      'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}`,
      'Content-Length': range.end - range.start + 1,
    })
    if (head) return void res.end()
    return stream(res, file, range)
  }
  res.writeHead(status, { ...headers, ...validators, 'Content-Length': stat.size })
  if (head) return void res.end()
  stream(res, file)
}

function stream(res: ServerResponse, file: string, range?: ByteRange): void {
  // pipeline closes the file when the client goes away and ends the response on a read error
  // (the headers are out by then, so the only honest signal left is a cut connection).
  pipeline(createReadStream(file, range), res, () => undefined)
}
