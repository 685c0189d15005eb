/**
 * The local inquiry collector: the contact form's endpoint when the site runs with `npm start` (same
 * origin, `POST /api/inquiry`). It takes the scripted form's JSON and the form posted by a
 * browser without JavaScript (URL-encoded), validates both with the form's own yup schema
 * (inquiryRequest.ts reads them strictly), and appends each accepted inquiry as one JSON line to
 * `data/inquiries.jsonl` (git-ignored; the folder can be moved with INQUIRY_DATA_DIR). Deployed
 * builds post to a third-party form service instead.
 *
 * JSON answers: 201 stored (a repeated Idempotency-Key with the same inquiry answers 201 again,
 * storing nothing) · 400 invalid body, inquiry or key · 403 another site's Origin · 405 not POST ·
 * 413 body over the limit · 415 neither JSON nor a form, or not UTF-8 · 422 an Idempotency-Key
 * already used for a different inquiry (as the IETF idempotency-key draft answers) · 429 too many
 * requests from one client (`Retry-After` says when to try again) · 500 could not store (the visitor
 * keeps their values). Every 4xx lists `errors: [{ field, message }]` (field '' for the body as a
 * whole), naming at most a few fields the sender invented. Form answers: 303 to the thank-you page,
 * or the same statuses with a small HTML page.
 *
 * The file itself (cut-short lines, keys after a restart, durability) is inquiryStore.ts's.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { defaultSiteConfig, readSiteConfig } from '../../src/config/readSiteConfig'
import type { FieldError } from '../../src/features/contact/inquiryFields'
import { renderErrorPage } from './inquiryErrorPage'
import {
  configuredOrigins,
  decodeUtf8,
  idempotencyKey,
  isCrossSite,
  mediaType,
  parseFormInquiry,
  parseJsonInquiry,
  type BodyFormat,
} from './inquiryRequest'
import { createInquiryStore, type StoredInquiry } from './inquiryStore'
import { clientOf, createRateLimiter, type RateLimitOptions } from './rateLimit'
import type { ApiHandler } from './staticServer'

/** The path the collector answers: the site config's default (relative) inquiry endpoint. */
export const INQUIRY_PATH = defaultSiteConfig.inquiryEndpoint

/** Where a browser lands after posting the form without JavaScript (a prerendered page). */
export const FORM_THANK_YOU_PATH = '/contact/thank-you'

/**
 * Largest accepted body. The longest valid inquiry is about 20 KB as JSON and under 50 KB as a form
 * post of non-Latin text (each character up to 9 bytes once URL-encoded).
 */
export const MAX_INQUIRY_BYTES = 64 * 1024

/**
 * What one client (an address, an IPv6 /64) may send: 20 requests at once, then one every 3 s. A
 * person sends one inquiry, perhaps a corrected second; an office behind one address, a few an hour.
 * A script flooding the file is stopped after 20. `INQUIRY_RATE_LIMIT=N` allows N at once and N a
 * minute; `off` turns it off.
 */
const INQUIRY_RATE_LIMIT: RateLimitOptions = { burst: 20, perMinute: 20 }

/** The rate limit from `INQUIRY_RATE_LIMIT` (see INQUIRY_RATE_LIMIT). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions | false {
  const value = env.INQUIRY_RATE_LIMIT?.trim()
  if (!value) return INQUIRY_RATE_LIMIT
  if (value === 'off') return false
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`INQUIRY_RATE_LIMIT must be "off" or a whole number above 0, not "${value}"`)
  }
  return { burst: n, perMinute: n }
}

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

export interface InquiryCollectorOptions {
  dataDir?: string
  maxBytes?: number
  log?: (message: string) => void
  logError?: (message: string, error: unknown) => void
  now?: () => Date
  /**
   * Origins that count as this site besides the address the connection was made to (see
   * `isCrossSite`); by default the configured site URL and INQUIRY_ALLOWED_ORIGINS.
   */
  siteOrigins?: readonly string[]
  /** The per-client limit; false for none. By default INQUIRY_RATE_LIMIT, or the environment's. */
  rateLimit?: RateLimitOptions | false
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
  'rate-limited': {
    title: 'Please wait a moment',
    intro: 'We received many inquiries from your connection in a short time.',
  },
  'idempotency-key-reused': {
    title: 'Your inquiry was not sent',
    intro: 'It arrived with the mark of an earlier, different inquiry:',
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
  const siteOrigins = options.siteOrigins ?? configuredOrigins(readSiteConfig(process.env).url)
  const limit = options.rateLimit ?? rateLimitFromEnv()
  const limiter = limit === false ? undefined : createRateLimiter(limit)
  const store = createInquiryStore({ file, log, logError })

  return async (req, res) => {
    if (isCrossSite(req, siteOrigins)) {
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
    // After the Origin check: another site's page cannot spend a visitor's allowance.
    const allowed = limiter?.take(clientOf(req.socket.remoteAddress)) ?? { ok: true }
    if (!allowed.ok) {
      req.resume()
      const wait = allowed.retryAfterSeconds
      const message = `Too many inquiries from your connection in a short time. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`
      const headers = { 'Retry-After': String(wait), Connection: 'close' }
      if (type.ok && type.format === 'form') {
        return refuse(res, 'form', 429, 'rate-limited', [{ field: '', message }], headers)
      }
      return sendJson(
        res,
        429,
        { ok: false, error: 'rate-limited', retryAfter: wait, errors: [{ field: '', message }] },
        headers,
      )
    }
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
    let saved: Awaited<ReturnType<typeof store.save>>
    try {
      saved = await store.save(record, key.key)
    } catch (error) {
      logError(`inquiry collector: could not write ${file}:`, error)
      return refuse(res, format, 500, 'storage-failed', [])
    }
    if (saved.kind === 'key-reused') {
      log(`  ✉ inquiry refused: its Idempotency-Key was used for inquiry ${saved.id}`)
      return refuse(res, format, 422, 'idempotency-key-reused', [
        {
          field: 'Idempotency-Key',
          message:
            'This Idempotency-Key was already used for a different inquiry; send this one with a new key',
        },
      ])
    }
    if (saved.kind === 'replayed')
      log(`  ✉ inquiry ${saved.id} already saved (repeated Idempotency-Key)`)
    else log(`  ✉ inquiry ${saved.id} saved to ${displayPath(file)}`)
    if (format === 'form') return sendFormThankYou(res)
    return sendJson(
      res,
      201,
      { ok: true, id: saved.id },
      saved.kind === 'replayed' ? { 'Idempotent-Replayed': 'true' } : {},
    )
  }
}
