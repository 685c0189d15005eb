/**
 * The local inquiry collector: the contact form's endpoint when the site runs with `npm start` (same
 * origin, `POST /api/inquiry`). It takes the scripted form's JSON and the form posted by a
 * browser without JavaScript (URL-encoded), validates both with the form's own yup schema
 * (inquiryRequest.ts reads them strictly), and appends each accepted inquiry as one JSON line to
 * `data/inquiries.jsonl` (git-ignored; the folder can be moved with INQUIRY_DATA_DIR). Deployed
 * builds post to a third-party form service instead.
 *
 * JSON answers: 201 stored (a repeated Idempotency-Key answers 201 again, storing nothing) · 400
 * invalid body, inquiry or key · 403 another site's Origin · 405 not POST · 413 body over the limit
 * · 415 neither JSON nor a form, or not UTF-8 · 500 could not store (the visitor keeps their
 * values). Every 4xx lists `errors: [{ field, message }]` (field '' for the body as a whole).
 * Form answers: 303 to the thank-you page, or the same statuses with a small HTML page.
 */
import { randomUUID } from 'node:crypto'
import { promises as fs } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { defaultSiteConfig } from '../../src/config/siteConfig'
import type { FieldError } from '../../src/features/contact/inquirySchema'
import { renderErrorPage } from './inquiryErrorPage'
import {
  decodeUtf8,
  idempotencyKey,
  isCrossSite,
  mediaType,
  parseFormInquiry,
  parseJsonInquiry,
  type BodyFormat,
} from './inquiryRequest'
import type { ApiHandler } from './staticServer'

/** The path the collector answers: the site config's default (relative) inquiry endpoint. */
export const INQUIRY_PATH = defaultSiteConfig.inquiryEndpoint

/** Where a browser lands after posting the form without JavaScript (a prerendered page). */
export const FORM_THANK_YOU_PATH = '/contact/thank-you'

/** Largest accepted body. The longest valid inquiry (5,000-character description) is ~20 KB. */
export const MAX_INQUIRY_BYTES = 64 * 1024

const INQUIRY_FILE_NAME = 'inquiries.jsonl'

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
  /** The client's Idempotency-Key, when it sent one: the same key is never stored twice. */
  idempotencyKey?: string
}

/**
 * One record as one line. JSON.stringify leaves U+2028 and U+2029 raw, and tools that split lines
 * on them (JavaScript's own line terminators) would cut a record in two: they are escaped.
 */
export function toJsonLine(record: StoredInquiry): string {
  return `${JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`
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

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(html)
}

/** What each refusal says to a visitor who posted the form without JavaScript. */
const pageText: Record<string, { title: string; intro: string }> = {
  'invalid-inquiry': {
    title: 'Please check your inquiry',
    intro: 'Some details need your attention before we can send your inquiry:',
  },
  'storage-failed': {
    title: 'Your inquiry was not sent',
    intro: 'Something went wrong on our side. Please try again in a moment.',
  },
  default: {
    title: 'Your inquiry could not be read',
    intro: 'The form data did not arrive as expected:',
  },
}

/** A native form post that went through: See Other, to the prerendered confirmation page. */
function sendFormThankYou(res: ServerResponse): void {
  res.writeHead(303, {
    Location: FORM_THANK_YOU_PATH,
    'Content-Length': 0,
    'Cache-Control': 'no-store',
  })
  res.end()
}

/** A refusal in the form the client reads: JSON for scripts, an HTML page for a posted form. */
function refuse(
  res: ServerResponse,
  format: BodyFormat,
  status: number,
  error: string,
  errors: FieldError[],
  headers: Record<string, string> = {},
): void {
  if (format === 'json') return sendJson(res, status, { ok: false, error, errors }, headers)
  const text = pageText[error] ?? pageText.default!
  sendHtml(res, status, renderErrorPage({ ...text, errors }), headers)
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
      await fs.appendFile(file, toJsonLine(record), { mode: 0o600 })
    })
    queue = write.catch(() => undefined)
    return write
  }

  // Idempotency keys seen, each with the id stored for it (pending while its line is written),
  // rebuilt from the file at start so a retry after a restart is still recognised.
  const keys = new Map<string, Promise<string>>()
  const keysLoaded = fs.readFile(file, 'utf8').then(
    (text) => {
      for (const line of text.split('\n')) {
        if (!line) continue
        try {
          const record = JSON.parse(line) as Partial<StoredInquiry>
          if (typeof record.idempotencyKey === 'string' && typeof record.id === 'string') {
            keys.set(record.idempotencyKey, Promise.resolve(record.id))
          }
        } catch {
          // a damaged line holds no key we could honour
        }
      }
    },
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') logError(`inquiry collector: could not read ${file}:`, error)
    },
  )

  /** Stores the record once per key; a repeated key resolves with the first record's id. */
  const storeOnce = async (
    record: StoredInquiry,
    key: string | undefined,
  ): Promise<{ id: string; replayed: boolean }> => {
    if (key === undefined) {
      await store(record)
      return { id: record.id, replayed: false }
    }
    await keysLoaded
    for (let existing = keys.get(key); existing; existing = keys.get(key)) {
      try {
        return { id: await existing, replayed: true }
      } catch {
        // that attempt could not be stored: this one may try again
        if (keys.get(key) === existing) keys.delete(key)
      }
    }
    const pending = store({ ...record, idempotencyKey: key }).then(() => record.id)
    keys.set(key, pending)
    pending.catch(() => {
      if (keys.get(key) === pending) keys.delete(key)
    })
    return { id: await pending, replayed: false }
  }

  return async (req, res) => {
    if (isCrossSite(req)) {
      req.resume()
      return sendJson(res, 403, {
        ok: false,
        error: 'cross-site',
        errors: [{ field: 'Origin', message: 'Inquiries are accepted from this site only' }],
      })
    }
    if (req.method !== 'POST') {
      req.resume()
      return sendJson(
        res,
        405,
        {
          ok: false,
          error: 'method-not-allowed',
          errors: [{ field: '', message: 'Send the inquiry with POST' }],
        },
        { Allow: 'POST' },
      )
    }
    const type = mediaType(req.headers['content-type'])
    if (!type.ok) {
      req.resume()
      return sendJson(res, 415, {
        ok: false,
        error: 'unsupported-media-type',
        message: type.error.message,
        errors: [type.error],
      })
    }
    const { format } = type
    const key = idempotencyKey(req)
    if (!key.ok) {
      req.resume()
      return refuse(res, format, 400, 'invalid-idempotency-key', [key.error])
    }
    const read = await readBody(req, maxBytes)
    if (read.kind === 'aborted') return
    if (read.kind === 'too-large') {
      const message = `The inquiry is larger than ${maxBytes} bytes`
      return refuse(res, format, 413, 'payload-too-large', [{ field: '', message }], {
        Connection: 'close',
      })
    }
    const text = decodeUtf8(read.body)
    if (text === undefined) {
      return refuse(res, format, 400, 'invalid-encoding', [
        { field: '', message: 'The body is not valid UTF-8' },
      ])
    }
    const parsed = format === 'json' ? await parseJsonInquiry(text) : await parseFormInquiry(text)
    if (!parsed.ok) return refuse(res, format, 400, parsed.error, parsed.errors)
    if (parsed.bot) {
      log('  ✉ inquiry with the honeypot filled: answered, not saved')
      return sendFormThankYou(res)
    }

    const record: StoredInquiry = {
      id: randomUUID(),
      receivedAt: now().toISOString(),
      inquiry: parsed.inquiry,
    }
    let stored: { id: string; replayed: boolean }
    try {
      stored = await storeOnce(record, key.key)
    } catch (error) {
      logError(`inquiry collector: could not write ${file}:`, error)
      return refuse(res, format, 500, 'storage-failed', [])
    }
    if (stored.replayed) log(`  ✉ inquiry ${stored.id} already saved (repeated Idempotency-Key)`)
    else log(`  ✉ inquiry ${stored.id} saved to ${displayPath(file)}`)
    if (format === 'form') return sendFormThankYou(res)
    return sendJson(
      res,
      201,
      { ok: true, id: stored.id },
      stored.replayed ? { 'Idempotent-Replayed': 'true' } : {},
    )
  }
}
