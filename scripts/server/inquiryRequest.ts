/**
 * Reading an inquiry request strictly: the collector takes exactly what the contact form sends —
 * UTF-8 JSON with string fields and a boolean `agreeMarketing` (the scripted form), or UTF-8
 * `application/x-www-form-urlencoded` with the same field names (the form posted without
 * JavaScript) — and names the field of anything else. The fields' own rules stay in the form's yup
 * schema (src/features/contact/inquirySchema.ts).
 */
import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'
import { fieldName } from '../../src/features/contact/contactCopy'
import {
  HONEYPOT_FIELD,
  inquiryFieldNames,
  type FieldError,
  type InquiryField,
} from '../../src/features/contact/inquiryFields'
import { validateInquiry, type InquiryPayload } from '../../src/features/contact/inquirySchema'

export type BodyFormat = 'json' | 'form'

const FIELDS: ReadonlySet<string> = new Set(inquiryFieldNames)
export const isField = (name: string): name is InquiryField => FIELDS.has(name)

/**
 * Names the sender chose (unknown fields, a field sent twice) are listed at most this often in an
 * answer; the rest are counted in one line. A body of 65 KB of unknown names gets a short answer.
 */
export const MAX_NAMED_UNKNOWN = 5

/** Field names echoed back are cut to this length (an attacker chooses them). */
const MAX_NAME_ECHO = 64
const echoName = (name: string) =>
  name.length > MAX_NAME_ECHO ? `${name.slice(0, MAX_NAME_ECHO)}…` : name

export type MediaType = { ok: true; format: BodyFormat } | { ok: false; error: FieldError }

/**
 * The body's format from `Content-Type`: JSON (`application/json` or `application/*+json`) or a
 * URL-encoded form, in UTF-8 (a `charset` parameter, if any, must say so).
 */
export function mediaType(header: string | undefined): MediaType {
  const refuse = (message: string): MediaType => ({
    ok: false,
    error: { field: 'Content-Type', message },
  })
  const [essence = '', ...params] = (header ?? '').split(';')
  const type = essence.trim().toLowerCase()
  const format: BodyFormat | undefined = /^application\/([\w.+-]+\+)?json$/.test(type)
    ? 'json'
    : type === 'application/x-www-form-urlencoded'
      ? 'form'
      : undefined
  if (!format) {
    return refuse('Send the inquiry as application/json or application/x-www-form-urlencoded')
  }
  for (const param of params) {
    const eq = param.indexOf('=')
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'charset') continue
    const charset = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase()
    if (charset !== 'utf-8' && charset !== 'utf8') return refuse('The charset must be UTF-8')
  }
  return { ok: true, format }
}

export type KeyCheck = { ok: true; key: string | undefined } | { ok: false; error: FieldError }

/** `Idempotency-Key`: a UUID or up to 100 of [A-Za-z0-9_-]; absent means "no key". */
export function idempotencyKey(req: IncomingMessage): KeyCheck {
  const value = req.headers['idempotency-key']
  if (value === undefined) return { ok: true, key: undefined }
  if (typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value)) {
    return { ok: true, key: value }
  }
  return {
    ok: false,
    error: {
      field: 'Idempotency-Key',
      message: 'The Idempotency-Key must be 1 to 100 letters, digits, "-" or "_"',
    },
  }
}

/** An origin as browsers write it in `Origin` (scheme, host, port unless the scheme's default). */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/i

/**
 * The origins this connection was made to: the address and port it arrived on, over http (this
 * server has no TLS), and `localhost` on that port when the address is a loopback one. Read from
 * the socket, never from the `Host` header, which the sender writes (a DNS-rebinding page sends its
 * own name).
 */
function listeningOrigins(req: IncomingMessage): string[] {
  const { localAddress, localPort } = req.socket
  if (!localAddress || !localPort) return []
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const host = isIPv6(address) ? `[${address}]` : address
  const origins = [originOf(`http://${host}:${localPort}`)]
  if (LOOPBACK.test(localAddress)) origins.push(originOf(`http://localhost:${localPort}`))
  return origins.filter((o): o is string => o !== undefined)
}

/**
 * The site's own origins from configuration: the public site URL (`VITE_SITE_URL`, when this server
 * runs behind a proxy at the site's address) and any listed in `INQUIRY_ALLOWED_ORIGINS`
 * (comma-separated), scheme included.
 */
export function configuredOrigins(siteUrl: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.INQUIRY_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim())
  return [siteUrl, ...listed].map(originOf).filter((o): o is string => o !== undefined)
}

/**
 * Whether the request comes from another site. Browsers send `Origin` with every POST (and
 * `Sec-Fetch-Site`); a request without them (curl, tests) is not a browser on another site. An
 * `Origin` counts as this site only when it is exactly one of `siteOrigins` or of the origins the
 * connection was made to (scheme, host and port); `null` and anything unparsable are another site.
 */
export function isCrossSite(req: IncomingMessage, siteOrigins: readonly string[] = []): boolean {
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const header = req.headers.origin
  if (header === undefined) return false
  const origin = originOf(header)
  if (origin === undefined) return true
  return !siteOrigins.includes(origin) && !listeningOrigins(req).includes(origin)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The body as text, or undefined when it is not valid UTF-8 (never stored lossily). */
export function decodeUtf8(body: Buffer): string | undefined {
  try {
    return utf8.decode(body)
  } catch {
    return undefined
  }
}

export type InquiryParse =
  /** `bot`: the form's honeypot was filled; answer as if stored, store nothing. */
  | { ok: true; inquiry: InquiryPayload; bot?: boolean }
  | { ok: false; error: 'invalid-json' | 'invalid-form' | 'invalid-inquiry'; errors: FieldError[] }

/**
 * Lone surrogates and control characters other than tab and line breaks: no form sends them. (The
 * schema refuses more in one-line fields: line breaks, tabs and invisible formatting characters.)
 */
const FORBIDDEN_CHARACTERS = /\p{Cs}|(?![\t\n\r])\p{Cc}/u

/**
 * Checks each value's type and characters, then validates the known fields with the form's schema.
 * Unknown names are reported by name and never handed to yup (a key such as `constructor` or
 * `__proto__` made yup throw).
 */
async function validateFields(
  entries: ReadonlyArray<readonly [string, unknown]>,
  typeErrors: FieldError[],
): Promise<InquiryParse> {
  const errors = new Map<string, string>(typeErrors.map((e) => [e.field, e.message]))
  const clean: Partial<Record<InquiryField, unknown>> = {}
  for (const [name, value] of entries) {
    if (errors.has(name)) continue
    if (!isField(name)) {
      errors.set(echoName(name), 'Unknown field')
      continue
    }
    const label = fieldName(name)
    if (name === 'agreeMarketing') {
      if (typeof value === 'boolean') clean[name] = value
      else errors.set(name, `${label} must be true or false`)
      continue
    }
    if (typeof value !== 'string') errors.set(name, `${label} must be text`)
    else if (FORBIDDEN_CHARACTERS.test(value)) {
      errors.set(name, `${label} contains characters that are not allowed`)
    } else clean[name] = value
  }
  const result = await validateInquiry(clean)
  if (result.ok && errors.size === 0) return { ok: true, inquiry: result.inquiry }
  if (!result.ok) {
    for (const e of result.errors) if (!errors.has(e.field)) errors.set(e.field, e.message)
  }
  const rank = (field: string) => {
    const i = (inquiryFieldNames as readonly string[]).indexOf(field)
    return i === -1 ? inquiryFieldNames.length : i
  }
  const list = [...errors]
    .map(([field, message]) => ({ field, message }))
    .sort((a, b) => rank(a.field) - rank(b.field))
  return { ok: false, error: 'invalid-inquiry', errors: boundNamed(list) }
}

/**
 * At most MAX_NAMED_UNKNOWN of the errors about names the sender chose (not the inquiry's fields, not
 * the body as a whole), then one line counting the rest.
 */
function boundNamed(errors: FieldError[]): FieldError[] {
  const chosen = errors.filter((e) => e.field !== '' && !isField(e.field))
  if (chosen.length <= MAX_NAMED_UNKNOWN) return errors
  const dropped = new Set(chosen.slice(MAX_NAMED_UNKNOWN))
  const rest = chosen.length - MAX_NAMED_UNKNOWN
  return [
    ...errors.filter((e) => !dropped.has(e)),
    {
      field: '',
      message: `…and ${rest} more field${rest === 1 ? '' : 's'} the inquiry does not have`,
    },
  ]
}

/** A JSON body: one object with the form's fields (`inquiryFieldNames`). */
export function parseJsonInquiry(text: string): Promise<InquiryParse> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return Promise.resolve({
      ok: false,
      error: 'invalid-json',
      errors: [{ field: '', message: 'The body is not valid JSON' }],
    })
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return Promise.resolve({
      ok: false,
      error: 'invalid-json',
      errors: [{ field: '', message: 'The inquiry must be a JSON object' }],
    })
  }
  return validateFields(Object.entries(data), [])
}

/**
 * A URL-encoded form as a browser posts it: every value a string, each name once, empty optional
 * fields empty or left out; the marketing checkbox is `agreeMarketing=true` when ticked and absent
 * otherwise.
 */
export async function parseFormInquiry(text: string): Promise<InquiryParse> {
  const seen = new Set<string>()
  const entries: Array<[string, unknown]> = []
  const typeErrors: FieldError[] = []
  let bot = false
  for (const part of text.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const [rawName, rawValue] = eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
    let name: string
    let value: string
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '))
    } catch {
      return Promise.resolve({
        ok: false,
        error: 'invalid-form',
        errors: [{ field: '', message: 'The form data is not valid URL encoding' }],
      })
    }
    try {
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
    } catch {
      typeErrors.push({ field: echoName(name), message: 'The value is not valid URL encoding' })
      continue
    }
    if (seen.has(name)) {
      typeErrors.push({ field: echoName(name), message: 'The field was sent more than once' })
      continue
    }
    seen.add(name)
    if (name === HONEYPOT_FIELD) {
      if (value.trim() !== '') bot = true
      continue
    }
    if (name === 'agreeMarketing') {
      if (value === 'true') entries.push([name, true])
      else typeErrors.push({ field: name, message: 'Marketing consent is "true" when ticked' })
      continue
    }
    entries.push([name, value])
  }
  if (!seen.has('agreeMarketing')) entries.push(['agreeMarketing', false])
  const result = await validateFields(entries, typeErrors)
  return result.ok && bot ? { ...result, bot } : result
}
