/**
 * Reading an inquiry request strictly: the collector takes exactly what the contact form sends —
 * UTF-8 JSON with string fields and a boolean `agreeMarketing` (the scripted form), or UTF-8
 * `application/x-www-form-urlencoded` with the same field names (the form posted without
 * JavaScript) — and names the field of anything else. The fields' own rules stay in the form's yup
 * schema (src/features/contact/inquirySchema.ts).
 */
import type { IncomingMessage } from 'node:http'
import {
  HONEYPOT_FIELD,
  inquiryFieldNames,
  validateInquiry,
  type FieldError,
  type InquiryField,
  type InquiryPayload,
} from '../../src/features/contact/inquirySchema'

export type BodyFormat = 'json' | 'form'

/** How fields are named to people (the HTML error page; type errors). */
export const fieldLabels: Record<InquiryField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  company: 'Company',
  employeeCount: 'Company size',
  helpWith: 'What we can help you with',
  hearAbout: 'How you heard about us',
  projectDescription: 'Project description',
  needsNDA: 'NDA',
  agreeMarketing: 'Marketing consent',
}

const FIELDS: ReadonlySet<string> = new Set(inquiryFieldNames)
const isField = (name: string): name is InquiryField => FIELDS.has(name)

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

/**
 * Whether the request comes from another site. Browsers send `Origin` with every POST (and
 * `Sec-Fetch-Site`); a request without them (curl, tests) is not a browser on another site.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== (req.headers.host ?? '').toLowerCase()
  } catch {
    return true // "null" (sandboxed frames, privacy redirects) and anything unparsable
  }
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

/** Lone surrogates and control characters other than tab and line breaks: no form sends them. */
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
    const label = fieldLabels[name]
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
  return { ok: false, error: 'invalid-inquiry', errors: list }
}

/** A JSON body: one object with the eleven fields. */
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
