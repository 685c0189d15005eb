import { mkdtempSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiryFieldNames } from '../../src/features/contact/inquiryFields'
import { HOST_FILES } from '../build/hostConfigs'
import { INQUIRY_PATH, createInquiryCollector, inquiryFilePath } from './inquiryCollector'
import { createStaticServer } from './staticServer'
import {
  DOTFILE_SECRET,
  HOST_FILE_MARK,
  OUTSIDE_SECRET,
  baseUrl,
  createTestSite,
  rawRequest,
  stopServer,
  type RawResponse,
  validInquiry,
} from '../../tests/support/serverTestSite'

/**
 * Bounded fuzzing of the local server and the inquiry collector: a fixed seed, a few
 * hundred generated requests each, seconds to run. The counts are printed for the record.
 */
const SEED = 0x15_2026
const PATH_CASES = 300
const BODY_CASES = 300

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const site = createTestSite()
const dataDir = mkdtempSync(path.join(tmpdir(), 'fuzz-data-'))
let server: Server
let base: string

beforeAll(async () => {
  server = createStaticServer({
    root: site.root,
    hidden: HOST_FILES,
    api: {
      [INQUIRY_PATH]: createInquiryCollector({ dataDir, rateLimit: false, log: () => undefined }),
    },
  })
  base = await baseUrl(server)
})
afterAll(() => stopServer(server))

/** Runs requests a few at a time (the machine is shared). */
async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < items.length; i += 8) {
    out.push(...(await Promise.all(items.slice(i, i + 8).map(run))))
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Paths

const PIECES = [
  'about',
  'index',
  'index.html',
  '404',
  '404.html',
  '.html',
  'blog',
  'first-post',
  'assets',
  'app-abc123.js',
  'media',
  'clip.mp4',
  '_headers',
  '_redirects',
  'vercel.json',
  '.vercelignore',
  '_nginx',
  'security-headers.conf',
  '.env',
  'linked-secret.txt',
  'secret.txt',
  'evil.example',
  '..',
  '.',
  '',
  '%2e',
  '%2E%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '\\',
  '%00',
  '%0d%0a',
  '%09',
  '%',
  '%E0%A4%A',
  '%C0%AE',
  '%ff',
  '~',
  '@',
  ':',
  'http:',
  '..%2f',
  '%2e%2e%2f',
  '//',
  'é',
  '%C3%A9',
  '%5Fheaders',
  '%2Fevil.example',
  'a'.repeat(400),
]

const KNOWN_HOSTILE = [
  '/%2Fevil.example/',
  '/.//evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/%5C%5Cevil.example/',
  '/..%2f..%2f..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/../secret.txt',
  '/linked-secret.txt',
  '/_nginx/security-headers.conf',
  '/%5Fnginx/security-headers.conf',
  '/about/..%2F..%2Fsecret.txt',
  `/${'a'.repeat(5000)}`,
  '/about/?next=//evil.example',
  '/about%2F',
  '/%2F/',
  '/index.html/',
  '/about.html/',
]

/** Pieces of real URLs, so that a good share of cases reaches the redirect and file logic. */
const PLAUSIBLE = [
  'about',
  'about.html',
  'index',
  'index.html',
  '404',
  'blog',
  'first-post',
  'first-post.html',
  'media',
  'clip.mp4',
  '%61bout',
  '',
]

function hostilePath(next: () => number): string {
  const pieces = next() < 0.4 ? PLAUSIBLE : PIECES
  const pick = () => pieces[Math.floor(next() * pieces.length)] ?? ''
  const count = 1 + Math.floor(next() * 5)
  const separators = ['/', '/', '/', '', '//']
  let target = next() < 0.15 ? (next() < 0.5 ? '//' : '/\\') : '/'
  for (let i = 0; i < count; i++) {
    target += pick() + (i < count - 1 ? (separators[Math.floor(next() * 5)] ?? '/') : '')
  }
  if (next() < 0.3) target += '/'
  if (next() < 0.2) target += `?${next() < 0.5 ? 'x=1' : 'next=//evil.example'}`
  return target
}

function offSite(location: string): boolean {
  return (
    !location.startsWith('/') ||
    /^\/[/\\]/.test(location) ||
    new URL(location, base).origin !== new URL(base).origin
  )
}

describe('fuzz: hostile paths', () => {
  it(`never a 5xx, a file outside the build or an off-site Location (${PATH_CASES}+ cases)`, async () => {
    const next = random(SEED)
    const targets = [
      ...KNOWN_HOSTILE,
      ...Array.from({ length: PATH_CASES }, () => hostilePath(next)),
    ]
    const problems: string[] = []
    const statuses = new Map<number, number>()
    const results = await inBatches(targets, async (target) => {
      const head = next() < 0.1
      const range = next() < 0.1 ? { Range: 'bytes=0-3' } : undefined
      const res = await rawRequest(base, target, {
        method: head ? 'HEAD' : 'GET',
        ...(range ? { headers: range } : {}),
      })
      return { target, res }
    })
    for (const { target, res } of results) {
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const body = res.body.toString('latin1')
      if (res.status >= 500) problems.push(`${target}: ${res.status}`)
      const location = res.headers.location
      if (typeof location === 'string' && offSite(location))
        problems.push(`${target} → ${location}`)
      for (const secret of [OUTSIDE_SECRET, DOTFILE_SECRET, HOST_FILE_MARK]) {
        if (body.includes(secret)) problems.push(`${target}: served ${secret}`)
      }
      if ((res.status === 200 || res.status === 206) && body.length > 0) {
        const fromBuild = [...site.publicBodies].some((file) => file.includes(body))
        if (!fromBuild) problems.push(`${target}: ${res.status} with a body not from the build`)
      }
    }
    const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
    console.log(
      `fuzz paths: ${targets.length} cases, 5xx seen: ${fiveXx}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(problems).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Bodies

const valid = validInquiry

const HOSTILE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'prototype',
  'website',
  '',
  'then',
]

const VALUES: unknown[] = [
  123,
  -0,
  1e308,
  true,
  false,
  null,
  [],
  ['x'],
  {},
  { a: { b: { c: [1] } } },
  '',
  ' ',
  'x',
  '0',
  '1',
  'true',
  'false',
  'Neema\u0000',
  '\u0007bell',
  'lone \ud800 surrogate',
  'para\u2028graph\u2029end of a long enough text',
  '😀 emoji and more than ten characters',
  'a'.repeat(6000),
  '<script>alert(1)</script> and more text',
  'Rapid Prototyping',
  'yes',
  'neema@example.com',
]

const TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=iso-8859-1',
  'application/problem+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
]

interface BodyCase {
  label: string
  body: Buffer
  type: string
  /** A field the answer must name when it refuses. */
  named?: string
  format: 'json' | 'form' | 'other'
}

function formatOf(type: string): BodyCase['format'] {
  if (type.startsWith('application/x-www-form-urlencoded')) return 'form'
  return /json/.test(type) && !/iso-8859/.test(type) ? 'json' : 'other'
}

function bodyCase(next: () => number, i: number): BodyCase {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const inquiry: Record<string, unknown> = { ...valid, projectDescription: `Fuzz case ${i}: ok` }
  const roll = next()
  let named: string | undefined
  if (roll < 0.35) {
    const field = pick(inquiryFieldNames)
    const value = pick(VALUES)
    inquiry[field] = value
    const wrongType =
      field === 'agreeMarketing' ? typeof value !== 'boolean' : typeof value !== 'string'
    if (wrongType) named = field
  } else if (roll < 0.55) {
    const key = pick(HOSTILE_KEYS)
    Object.defineProperty(inquiry, key, { value: pick(VALUES), enumerable: true })
    named = key
  } else if (roll < 0.65) {
    delete inquiry[pick(inquiryFieldNames)]
  }
  const type = next() < 0.8 ? pick(TYPES.slice(0, 2)) : pick(TYPES)
  const format = formatOf(type)
  let body: Buffer
  if (format === 'form') {
    const params = new URLSearchParams()
    for (const [k, v] of Object.entries(inquiry)) {
      if (k === 'agreeMarketing' && v === false) continue
      params.append(k, typeof v === 'string' ? v : JSON.stringify(v))
    }
    body = Buffer.from(params.toString())
    named = undefined // a form carries only strings: the page names what it can
  } else body = Buffer.from(JSON.stringify(inquiry))
  const corrupt = next()
  if (corrupt < 0.08) body = Buffer.concat([body.subarray(0, 20), Buffer.from([0xff, 0xfe])])
  else if (corrupt < 0.12) body = body.subarray(0, Math.floor(body.length / 2))
  if (corrupt < 0.12) named = undefined
  return {
    label: `#${i} ${type} ${body.subarray(0, 80).toString('latin1')}`,
    body,
    type,
    named,
    format,
  }
}

function problemsWith(c: BodyCase, res: RawResponse): string[] {
  const out: string[] = []
  const type = String(res.headers['content-type'] ?? '')
  if (res.status >= 500) return [`${c.label}: ${res.status}`]
  if (res.status < 400) return out
  if (c.format === 'form' && res.status !== 415) {
    if (!type.includes('text/html')) out.push(`${c.label}: form refusal not HTML`)
    return out
  }
  if (!type.includes('application/json')) return [`${c.label}: ${res.status} not JSON`]
  const answer = JSON.parse(res.body.toString()) as { errors?: { field: unknown }[] }
  const fields = (answer.errors ?? []).map((e) => e.field)
  if (fields.length === 0 || fields.some((f) => typeof f !== 'string')) {
    out.push(`${c.label}: ${res.status} without named fields`)
  }
  if (
    c.named !== undefined &&
    c.format === 'json' &&
    res.status === 400 &&
    !fields.includes(c.named)
  ) {
    out.push(`${c.label}: ${res.status} does not name ${c.named} (${fields.join(', ')})`)
  }
  return out
}

function storedLines(): string[] {
  try {
    return readFileSync(inquiryFilePath(dataDir), 'utf8').split('\n').filter(Boolean)
  } catch {
    return []
  }
}

describe('fuzz: hostile inquiry bodies', () => {
  it(`never a 5xx; every JSON refusal names its field (${BODY_CASES} cases)`, async () => {
    const next = random(SEED + 1)
    const cases = Array.from({ length: BODY_CASES }, (_, i) => bodyCase(next, i))
    const before = storedLines().length
    const results = await inBatches(cases, async (c) => ({
      c,
      res: await rawRequest(base, INQUIRY_PATH, {
        method: 'POST',
        headers: c.type ? { 'Content-Type': c.type } : {},
        body: c.body,
      }),
    }))
    const problems = results.flatMap(({ c, res }) => problemsWith(c, res))
    const accepted = results.filter(({ res }) => res.status === 201 || res.status === 303).length
    const fiveXx = results.filter(({ res }) => res.status >= 500).length
    const refused = results.filter(({ res }) => res.status >= 400 && res.status < 500).length
    console.log(
      `fuzz bodies: ${cases.length} cases, 5xx seen: ${fiveXx}, accepted ${accepted}, refused ${refused}`,
    )
    expect(problems).toEqual([])
    expect(storedLines().length - before).toBe(accepted)
    expect(accepted).toBeGreaterThan(20)
    expect(refused).toBeGreaterThan(50)
  })

  it('a concurrent burst stores each accepted inquiry exactly once, one parsable line each', async () => {
    const before = storedLines()
    const unique = Array.from({ length: 80 }, (_, i) => ({
      body: { ...valid, projectDescription: `Burst inquiry unique-${i} with enough text` },
    }))
    const keyed = Array.from({ length: 20 }, (_, i) => ({
      key: `burst-key-${i % 10}`,
      body: { ...valid, projectDescription: `Burst inquiry keyed-${i % 10} with enough text` },
    }))
    const invalid = Array.from({ length: 20 }, (_, i) => ({
      body: { ...valid, email: `not-an-address-${i}` },
    }))
    const shuffle = random(SEED + 2)
    const all: Array<{ body: object; key?: string }> = [...unique, ...keyed, ...invalid].sort(
      () => shuffle() - 0.5,
    )
    const answers = await Promise.all(
      all.map((item) =>
        rawRequest(base, INQUIRY_PATH, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(item.key ? { 'Idempotency-Key': item.key } : {}),
          },
          body: JSON.stringify(item.body),
        }),
      ),
    )
    expect(answers.filter((a) => a.status >= 500)).toEqual([])
    expect(answers.filter((a) => a.status === 201)).toHaveLength(100)
    const lines = storedLines().slice(before.length)
    const records = lines.map(
      (line) => JSON.parse(line) as { inquiry: { projectDescription: string } },
    )
    expect(records).toHaveLength(90)
    const descriptions = records.map((r) => r.inquiry.projectDescription)
    expect(new Set(descriptions).size).toBe(90)
    for (const line of storedLines()) {
      expect(() => JSON.parse(line) as unknown).not.toThrow()
      expect(line).not.toMatch(/[\u2028\u2029]/)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// The rules of issue 24: hidden characters, key reuse, Host and Origin, line breaks as counted

const RULE_CASES = 160

/** Characters a one-line field must never store, whatever else is around them. */
const NEVER_ON_ONE_LINE = /[\r\n\t\0\u200b\u202a-\u202e\u2066-\u2069\ufeff\u2028\u2029]/
const PIECES_OF_A_LINE = [
  'Neema',
  'Kimaro',
  'علی',
  'رضا',
  '😀',
  ' ',
  '\u00a0',
  '\r\n',
  '\n',
  '\r',
  '\t',
  '\0',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u202e',
  '\u202a',
  '\u2066',
  '\ufeff',
  '\u00ad',
  '\u2028',
  '\u3164',
  '\u2800',
]
const ONE_LINE_FIELDS = ['firstName', 'lastName', 'phone', 'company'] as const

describe('fuzz: the rules of one-line fields, reused keys, origins and line breaks', () => {
  it(`hidden characters never reach the file from a one-line field (${RULE_CASES} cases)`, async () => {
    const next = random(SEED + 3)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
    const cases = Array.from({ length: RULE_CASES }, (_, i) => {
      const field = pick(ONE_LINE_FIELDS)
      const value = Array.from({ length: 1 + Math.floor(next() * 5) }, () =>
        pick(PIECES_OF_A_LINE),
      ).join('')
      const asForm = next() < 0.3
      const inquiry = {
        ...valid,
        projectDescription: `Rules case ${i}: enough text`,
        [field]: value,
      }
      return { field, value, asForm, inquiry }
    })
    const problems: string[] = []
    let accepted = 0
    let refused = 0
    await inBatches(cases, async ({ field, value, asForm, inquiry }) => {
      const body = asForm
        ? new URLSearchParams(
            Object.entries(inquiry)
              .filter(([k, v]) => k !== 'agreeMarketing' || v === true)
              .map(([k, v]) => [k, String(v)]),
          ).toString()
        : JSON.stringify(inquiry)
      const res = await rawRequest(base, INQUIRY_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body,
      })
      const label = `${field}=${JSON.stringify(value)} (${asForm ? 'form' : 'JSON'})`
      if (res.status >= 500) problems.push(`${label}: ${res.status}`)
      else if (res.status === 201 || res.status === 303) {
        accepted++
        // Spaces and line breaks around the text are trimmed away; inside it they are refused.
        if (NEVER_ON_ONE_LINE.test(value.trim())) problems.push(`${label}: accepted`)
      } else {
        refused++
        if (!asForm) {
          const fields = (JSON.parse(res.body.toString()) as { errors: { field: string }[] }).errors
          if (!fields.some((e) => e.field === field))
            problems.push(`${label}: does not name ${field}`)
        }
      }
    })
    for (const line of storedLines()) {
      const { inquiry } = JSON.parse(line) as { inquiry: Record<string, unknown> }
      for (const field of ONE_LINE_FIELDS) {
        const value = String(inquiry[field])
        if (NEVER_ON_ONE_LINE.test(value)) problems.push(`stored ${field}=${JSON.stringify(value)}`)
        if (field !== 'company' && value.replace(/[\s\u200b-\u200d\u3164\u2800\u00ad]/g, '') === '')
          problems.push(`stored an invisible ${field}`)
      }
    }
    console.log(
      `fuzz one-line fields: ${RULE_CASES} cases, accepted ${accepted}, refused ${refused}`,
    )
    expect(problems).toEqual([])
    expect(accepted).toBeGreaterThan(5)
    expect(refused).toBeGreaterThan(50)
  })

  it(`a key stores the first inquiry sent with it and refuses any other (${RULE_CASES} requests)`, async () => {
    const next = random(SEED + 4)
    const keys = Array.from({ length: 12 }, (_, i) => `fuzz-reuse-${SEED}-${i}`)
    const variants = Array.from({ length: 3 }, (_, i) => ({
      ...valid,
      projectDescription: `Key reuse variant ${i} with enough text`,
    }))
    const first = new Map<string, number>()
    const before = storedLines().length
    const problems: string[] = []
    const counts = { stored: 0, replayed: 0, refused: 0 }
    // Requests with the same key go one after another; different keys run side by side.
    for (let round = 0; round < RULE_CASES / keys.length; round++) {
      await Promise.all(
        keys.map(async (key) => {
          const variant = Math.floor(next() * variants.length)
          const expected = !first.has(key)
            ? 'stored'
            : first.get(key) === variant
              ? 'replayed'
              : 'refused'
          if (!first.has(key)) first.set(key, variant)
          const res = await rawRequest(base, INQUIRY_PATH, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: JSON.stringify(variants[variant]),
          })
          const got =
            res.status === 422
              ? 'refused'
              : res.status === 201 && res.headers['idempotent-replayed'] === 'true'
                ? 'replayed'
                : res.status === 201
                  ? 'stored'
                  : `status ${res.status}`
          if (got !== expected) problems.push(`${key} variant ${variant}: ${got}, not ${expected}`)
          if (got in counts) counts[got as keyof typeof counts]++
        }),
      )
    }
    console.log(
      `fuzz key reuse: ${RULE_CASES} requests, stored ${counts.stored}, replayed ${counts.replayed}, refused (422) ${counts.refused}`,
    )
    expect(problems).toEqual([])
    expect(storedLines().length - before).toBe(keys.length)
    expect(counts.refused).toBeGreaterThan(20)
  })

  it(`Origin decides, scheme and port included; Host never does (${RULE_CASES} cases)`, async () => {
    const next = random(SEED + 5)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
    const { port } = new URL(base)
    const own = [base, `http://localhost:${port}`]
    const origins = [
      ...own,
      undefined,
      `https://127.0.0.1:${port}`,
      `https://localhost:${port}`,
      `http://127.0.0.1:${Number(port) + 1}`,
      `http://evil.example:${port}`,
      `http://127.0.0.1.nip.example:${port}`,
      'http://127.0.0.1',
      'null',
      'not a url',
      `HTTP://LOCALHOST:${port}`,
    ]
    const hosts = [undefined, `127.0.0.1:${port}`, `evil.example:${port}`, `localhost:${port}`, 'x']
    const fetchSites = [undefined, undefined, 'same-origin', 'none', 'cross-site', 'same-site']
    const problems: string[] = []
    let accepted = 0
    let refused = 0
    const cases = Array.from({ length: RULE_CASES }, () => ({
      origin: pick(origins),
      host: pick(hosts),
      site: pick(fetchSites),
    }))
    await inBatches(cases, async ({ origin, host, site }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (origin !== undefined) headers.Origin = origin
      if (host !== undefined) headers.Host = host
      if (site !== undefined) headers['Sec-Fetch-Site'] = site
      const res = await rawRequest(base, INQUIRY_PATH, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...valid, projectDescription: 'Origin fuzz case, long enough' }),
      })
      const ownOrigin = origin === undefined || own.includes(origin.toLowerCase())
      const expected = ownOrigin && site !== 'cross-site' && site !== 'same-site' ? 201 : 403
      if (res.status !== expected)
        problems.push(`Origin ${origin} Host ${host} Sec-Fetch-Site ${site}: ${res.status}`)
      if (res.status === 201) accepted++
      else refused++
    })
    console.log(`fuzz origins: ${RULE_CASES} cases, accepted ${accepted}, refused (403) ${refused}`)
    expect(problems).toEqual([])
  })

  it(`a description is measured as the browser's maxlength measures it (${RULE_CASES / 4} cases)`, async () => {
    const next = random(SEED + 6)
    const problems: string[] = []
    const max = 5000
    let accepted = 0
    let refused = 0
    const cases = Array.from({ length: RULE_CASES / 4 }, () => {
      const length = max - 15 + Math.floor(next() * 30) // as the browser counts it
      let text = ''
      while (text.length < length - 1) text += next() < 0.02 ? '\n' : 'x'
      text = `${text.slice(0, length - 1)}y` // never ends in a line break (the schema trims)
      const form = next() < 0.6
      const crlf = form || next() < 0.5
      return { text, length, form, crlf }
    })
    await inBatches(cases, async ({ text, length, form, crlf }) => {
      const sent = crlf ? text.replace(/\n/g, '\r\n') : text
      const inquiry = { ...valid, projectDescription: sent }
      const res = await rawRequest(base, INQUIRY_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body: form
          ? new URLSearchParams(Object.entries(inquiry).map(([k, v]) => [k, String(v)])).toString()
          : JSON.stringify(inquiry),
      })
      const ok = res.status === 201 || res.status === 303
      if (ok !== length <= max)
        problems.push(`${length} characters (${form ? 'form' : 'JSON'}): ${res.status}`)
      if (ok) accepted++
      else refused++
    })
    console.log(`fuzz line breaks: ${cases.length} cases, accepted ${accepted}, refused ${refused}`)
    expect(problems).toEqual([])
    expect(accepted).toBeGreaterThan(5)
    expect(refused).toBeGreaterThan(5)
  })
})
