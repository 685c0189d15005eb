/**
 * The local inquiry collector: the contact form's endpoint when the site runs with `npm start` (same
 * origin, `POST /api/inquiry`). It validates the JSON body with the form's own yup schema and appends
 * each accepted inquiry as one JSON line to `data/inquiries.jsonl` (git-ignored; the folder can be
 * moved with INQUIRY_DATA_DIR). Deployed builds post to a third-party form service instead.
 *
 * Answers: 201 stored · 400 invalid JSON or invalid inquiry (with every field error) · 405 not POST ·
 * 413 body over the limit · 415 not JSON · 500 could not store (the visitor keeps their values).
 */
import { randomUUID } from 'node:crypto'
import { promises as fs } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { defaultSiteConfig } from '../../src/config/siteConfig'
import { validateInquiry, type FieldError } from '../../src/features/contact/inquirySchema'
import type { ApiHandler } from './staticServer'

/** The path the collector answers: the site config's default (relative) inquiry endpoint. */
export const INQUIRY_PATH = defaultSiteConfig.inquiryEndpoint

/** Largest accepted body. The longest valid inquiry (5,000-character description) is ~20 KB. */
export const MAX_INQUIRY_BYTES = 64 * 1024

export const INQUIRY_FILE_NAME = 'inquiries.jsonl'

/** Where inquiries go: INQUIRY_DATA_DIR, else `data/` in the working directory. */
export function inquiryDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INQUIRY_DATA_DIR?.trim() || 'data')
}

export function inquiryFilePath(dataDir: string = inquiryDataDir()): string {
  return path.join(dataDir, INQUIRY_FILE_NAME)
}

/** The file as people should read it: relative inside the project, absolute elsewhere. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

/** One line of the JSON-lines file. */
export interface StoredInquiry {
  id: string
  receivedAt: string
  inquiry: Record<string, unknown>
}

export interface InquiryCollectorOptions {
  dataDir?: string
  maxBytes?: number
  log?: (message: string) => void
  logError?: (message: string, error: unknown) => void
  now?: () => Date
}

type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' }

function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume() // discard the upload; the answer is already known
    return Promise.resolve({ kind: 'too-large' })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (result: BodyResult) => {
      if (done) return
      done = true
      resolve(result)
    }
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > maxBytes) {
        chunks.length = 0
        finish({ kind: 'too-large' })
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => finish({ kind: 'ok', body: Buffer.concat(chunks) }))
    req.on('error', () => finish({ kind: 'aborted' }))
    req.on('close', () => finish({ kind: 'aborted' }))
  })
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(text)
}

function isJson(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? ''
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)
}

/** Creates the request handler (registered in siteServer.ts under INQUIRY_PATH). */
export function createInquiryCollector(options: InquiryCollectorOptions = {}): ApiHandler {
  const dataDir = options.dataDir ?? inquiryDataDir()
  const file = inquiryFilePath(dataDir)
  const maxBytes = options.maxBytes ?? MAX_INQUIRY_BYTES
  const log = options.log ?? ((message: string) => console.log(message))
  const logError =
    options.logError ?? ((message: string, error: unknown) => console.error(message, error))
  const now = options.now ?? (() => new Date())
  // Appends run one after another so concurrent inquiries never interleave within a line.
  let queue: Promise<unknown> = Promise.resolve()

  const store = (record: StoredInquiry): Promise<void> => {
    const write = queue.then(async () => {
      await fs.mkdir(dataDir, { recursive: true })
      await fs.appendFile(file, `${JSON.stringify(record)}\n`, { mode: 0o600 })
    })
    queue = write.catch(() => undefined)
    return write
  }

  return async (req, res) => {
    if (req.method !== 'POST') {
      req.resume()
      return sendJson(res, 405, { ok: false, error: 'method-not-allowed' }, { Allow: 'POST' })
    }
    if (!isJson(req)) {
      req.resume()
      return sendJson(res, 415, {
        ok: false,
        error: 'unsupported-media-type',
        message: 'Send the inquiry as application/json',
      })
    }
    const read = await readBody(req, maxBytes)
    if (read.kind === 'aborted') return
    if (read.kind === 'too-large') {
      return sendJson(
        res,
        413,
        { ok: false, error: 'payload-too-large', maxBytes },
        { Connection: 'close' },
      )
    }
    let data: unknown
    try {
      data = JSON.parse(read.body.toString('utf8'))
    } catch {
      const errors: FieldError[] = [{ field: '', message: 'The body is not valid JSON' }]
      return sendJson(res, 400, { ok: false, error: 'invalid-json', errors })
    }
    const result = await validateInquiry(data)
    if (!result.ok) {
      return sendJson(res, 400, { ok: false, error: 'invalid-inquiry', errors: result.errors })
    }
    const record: StoredInquiry = {
      id: randomUUID(),
      receivedAt: now().toISOString(),
      inquiry: result.inquiry,
    }
    try {
      await store(record)
    } catch (error) {
      logError(`inquiry collector: could not write ${file}:`, error)
      return sendJson(res, 500, { ok: false, error: 'storage-failed' })
    }
    log(`  ✉ inquiry ${record.id} saved to ${displayPath(file)}`)
    return sendJson(res, 201, { ok: true, id: record.id })
  }
}
