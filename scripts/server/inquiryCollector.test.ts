import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fieldName } from '../../src/features/contact/contactCopy'
import { HONEYPOT_FIELD, type FieldError } from '../../src/features/contact/inquiryFields'
import { inquiryMessages } from '../../src/features/contact/inquirySchema'
import {
  FORM_THANK_YOU_PATH,
  INQUIRY_PATH,
  MAX_INQUIRY_BYTES,
  createInquiryCollector,
  inquiryDataDir,
  inquiryFilePath,
} from './inquiryCollector'
import { renderErrorPage } from './inquiryErrorPage'
import { toJsonLine, type StoredInquiry } from './inquiryStore'
import { stopServer, validInquiry } from '../../tests/support/serverTestSite'
import { contentSecurityPolicy } from './securityHeaders'
import { createStaticServer, listen, type ApiHandler } from './staticServer'

const valid = validInquiry

const root = mkdtempSync(path.join(tmpdir(), 'collector-site-'))
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'collector-data-')), 'nested')
const blockedDir = path.join(mkdtempSync(path.join(tmpdir(), 'collector-blocked-')), 'file')
writeFileSync(blockedDir, 'a file where the data folder should be')
const logs: string[] = []

let server: Server
let base: string

beforeAll(async () => {
  server = createStaticServer({
    root,
    api: {
      [INQUIRY_PATH]: createInquiryCollector({
        dataDir,
        rateLimit: false,
        log: (m) => logs.push(m),
        now: () => new Date('2026-03-02T09:30:00Z'),
      }),
      '/api/blocked': createInquiryCollector({
        dataDir: blockedDir,
        rateLimit: false,
        log: () => undefined,
        logError: (m) => logs.push(m),
      }),
    },
  })
  await listen(server, 0)
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => stopServer(server))

const post = (body: unknown, init: RequestInit = {}, url = INQUIRY_PATH) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })

function storedLines(): StoredInquiry[] {
  const file = inquiryFilePath(dataDir)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredInquiry)
}

/** A raw request, for bodies fetch will not send (chunked uploads without a length). */
function rawPost(chunks: Buffer[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${INQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    })
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    for (const c of chunks) req.write(c)
    req.end()
  })
}

describe('inquiry collector', () => {
  it('stores a valid inquiry as one JSON line and answers 201 with its id', async () => {
    const before = storedLines().length
    const res = await post({ ...valid, firstName: '  Neema  ' })
    expect(res.status).toBe(201)
    const answer = (await res.json()) as { ok: boolean; id: string }
    expect(answer.ok).toBe(true)
    const lines = storedLines()
    expect(lines).toHaveLength(before + 1)
    expect(lines.at(-1)).toEqual({
      id: answer.id,
      receivedAt: '2026-03-02T09:30:00.000Z',
      inquiry: valid,
    })
    expect(logs.at(-1)).toContain(answer.id)
    expect(logs.at(-1)).toContain('inquiries.jsonl')
  })

  it('rejects an invalid inquiry with 400 and the list of field errors, storing nothing', async () => {
    const before = storedLines().length
    const res = await post({ ...valid, email: 'not-an-address', projectDescription: 'short' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      ok: false,
      error: 'invalid-inquiry',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'projectDescription', message: 'Please provide more details about your project' },
      ],
    })
    expect(storedLines()).toHaveLength(before)
  })

  it('rejects an empty object with every required field', async () => {
    const res = await post({})
    const body = (await res.json()) as { errors: { field: string }[] }
    expect(res.status).toBe(400)
    expect(body.errors.map((e) => e.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'helpWith',
      'hearAbout',
      'projectDescription',
      'needsNDA',
    ])
  })

  it('rejects fields the inquiry does not have', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('website')
  })

  it('rejects malformed JSON and non-object bodies with 400', async () => {
    for (const body of ['{"firstName": ', 'null', '[1,2]', '"text"']) {
      const res = await post(body)
      expect(res.status, body).toBe(400)
    }
  })

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const huge = JSON.stringify({ ...valid, projectDescription: 'x'.repeat(MAX_INQUIRY_BYTES) })
    const res = await post(huge)
    expect(res.status).toBe(413)
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    expect(await rawPost(Array.from({ length: 6 }, () => chunk))).toBe(413)
  })

  it('accepts only POST with a JSON or URL-encoded body', async () => {
    const get = await fetch(`${base}${INQUIRY_PATH}`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const text = await post('firstName=Neema', { headers: { 'Content-Type': 'text/plain' } })
    expect(text.status).toBe(415)
    expect(await text.json()).toMatchObject({ errors: [{ field: 'Content-Type' }] })
  })

  it('answers 500 when it cannot store, so the visitor keeps their values', async () => {
    const res = await post(valid, {}, '/api/blocked')
    expect(res.status).toBe(500)
    expect(logs.at(-1)).toContain('could not write')
  })

  it('writes under data/ unless INQUIRY_DATA_DIR says otherwise', () => {
    expect(inquiryDataDir({})).toBe(path.resolve('data'))
    expect(inquiryDataDir({ INQUIRY_DATA_DIR: '/tmp/inquiries' })).toBe('/tmp/inquiries')
    expect(inquiryFilePath('/tmp/inquiries')).toBe('/tmp/inquiries/inquiries.jsonl')
  })
})

type Answer = { ok: boolean; error?: string; id?: string; errors?: FieldError[] }
const fieldsOf = (answer: Answer) => (answer.errors ?? []).map((e) => e.field)

describe('inquiry collector: keys named like Object properties', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'])(
    '{"%s": 1} is a 400 naming the key, never a 500',
    async (key) => {
      const before = storedLines().length
      const res = await post(`{${JSON.stringify(key)}:1}`)
      expect(res.status).toBe(400)
      expect(fieldsOf((await res.json()) as Answer)).toContain(key)
      const withValid = await post(`{${JSON.stringify(key)}:1,${JSON.stringify(valid).slice(1)}`)
      expect(withValid.status).toBe(400)
      expect((await withValid.json()) as Answer).toMatchObject({ errors: [{ field: key }] })
      expect(storedLines()).toHaveLength(before)
    },
  )
})

describe('inquiry collector: exactly the types the form sends', () => {
  const wrong: Array<[string, unknown]> = [
    ['firstName', 123],
    ['firstName', true],
    ['phone', 255754000111],
    ['email', ['neema@example.com']],
    ['company', null],
    ['helpWith', { value: 'MVP Development' }],
    ['agreeMarketing', '0'],
    ['agreeMarketing', 1],
    ['agreeMarketing', 'true'],
    ['agreeMarketing', null],
    ['lastName', 'Kim\u0000aro'],
    ['projectDescription', 'A lone surrogate \ud800 is not text a form sends'],
  ]
  it.each(wrong)('%s = %j is a 400 naming the field', async (field, value) => {
    const before = storedLines().length
    const res = await post({ ...valid, [field]: value })
    expect(res.status).toBe(400)
    expect(fieldsOf((await res.json()) as Answer)).toEqual([field])
    expect(storedLines()).toHaveLength(before)
  })

  it('keeps line breaks and tabs in the description', async () => {
    const res = await post({ ...valid, projectDescription: 'Line one\r\n\tline two of the brief' })
    expect(res.status).toBe(201)
  })

  it('refuses a charset other than UTF-8 with 415 naming Content-Type', async () => {
    for (const type of [
      'application/json; charset=iso-8859-1',
      'application/json; charset="windows-1252"',
    ]) {
      const res = await post(valid, { headers: { 'Content-Type': type } })
      expect(res.status, type).toBe(415)
      expect(fieldsOf((await res.json()) as Answer)).toEqual(['Content-Type'])
    }
    const utf8 = await post(valid, {
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    })
    expect(utf8.status).toBe(201)
  })

  it('refuses invalid UTF-8 with 400 instead of storing U+FFFD', async () => {
    const before = storedLines().length
    const json = Buffer.from(JSON.stringify({ ...valid, firstName: 'NEEMA' }))
    const at = json.indexOf('NEEMA')
    json[at] = 0xff
    const res = await post(json.toString('latin1'), {
      body: json,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()) as Answer).toMatchObject({ error: 'invalid-encoding' })
    expect(storedLines()).toHaveLength(before)
  })
})

describe('inquiry collector: the JSON-lines file', () => {
  it('escapes U+2028 and U+2029 so every record is one line for every tool', async () => {
    const res = await post({
      ...valid,
      projectDescription: 'Paragraph one\u2028line\u2029paragraph two of the brief',
    })
    expect(res.status).toBe(201)
    const raw = readFileSync(inquiryFilePath(dataDir), 'utf8')
    expect(raw).not.toMatch(/[\u2028\u2029]/)
    expect(raw).toContain('\\u2028')
    expect(storedLines().at(-1)?.inquiry.projectDescription).toContain('\u2028')
    expect(toJsonLine({ id: 'x', receivedAt: 'y', inquiry: { a: '\u2029' } })).toBe(
      '{"id":"x","receivedAt":"y","inquiry":{"a":"\\u2029"}}\n',
    )
  })
})

describe('inquiry collector: other sites', () => {
  it('refuses a cross-site Origin with 403 JSON, storing nothing', async () => {
    const before = storedLines().length
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const res = await post(valid, {
        headers: { 'Content-Type': 'application/json', Origin: origin },
      })
      expect(res.status, origin).toBe(403)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(fieldsOf((await res.json()) as Answer)).toEqual(['Origin'])
    }
    const fetchMeta = await post(valid, {
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(fetchMeta.status).toBe(403)
    const preflight = await fetch(`${base}${INQUIRY_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(storedLines()).toHaveLength(before)
  })

  it('accepts its own origin (a same-origin browser request needs no CORS)', async () => {
    const res = await post(valid, {
      headers: {
        'Content-Type': 'application/json',
        Origin: base,
        'Sec-Fetch-Site': 'same-origin',
      },
    })
    expect(res.status).toBe(201)
  })
})

const formFields = (values: Record<string, string>) => new URLSearchParams(values).toString()
const validForm: Record<string, string> = {
  firstName: valid.firstName,
  lastName: valid.lastName,
  email: valid.email,
  phone: valid.phone,
  company: '',
  employeeCount: '',
  helpWith: valid.helpWith,
  hearAbout: valid.hearAbout,
  projectDescription: valid.projectDescription,
  needsNDA: valid.needsNDA,
}
const postForm = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${INQUIRY_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

describe('inquiry collector: the form posted without JavaScript', () => {
  it('stores a valid form like the JSON path and answers 303 to the thank-you page', async () => {
    const before = storedLines().length
    const res = await postForm(formFields({ ...validForm, agreeMarketing: 'true' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(FORM_THANK_YOU_PATH)
    const lines = storedLines()
    expect(lines).toHaveLength(before + 1)
    expect(lines.at(-1)?.inquiry).toEqual({ ...valid, company: '', employeeCount: '' })
  })

  it('accepts the empty honeypot the form posts, and answers a filled one without storing', async () => {
    const before = storedLines().length
    const human = await postForm(formFields({ ...validForm, [HONEYPOT_FIELD]: '' }))
    expect(human.status).toBe(303)
    expect(storedLines()).toHaveLength(before + 1)
    const bot = await postForm(formFields({ ...validForm, [HONEYPOT_FIELD]: 'https://spam.test' }))
    expect(bot.status).toBe(303)
    expect(bot.headers.get('location')).toBe(FORM_THANK_YOU_PATH)
    expect(storedLines()).toHaveLength(before + 1)
  })

  it('reads an unticked checkbox (absent) as false and left-out optional fields as empty', async () => {
    const { company: _c, employeeCount: _e, ...required } = validForm
    const res = await postForm(formFields(required))
    expect(res.status).toBe(303)
    expect(storedLines().at(-1)?.inquiry).toMatchObject({ agreeMarketing: false, company: '' })
  })

  it('answers an invalid form with 400 and a script-free page naming each field', async () => {
    const before = storedLines().length
    const res = await postForm(
      formFields({ ...validForm, email: 'not-an-address', agreeMarketing: 'yes', extra: 'x' }),
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('href="/contact"')
    expect(html).toContain(inquiryMessages.email)
    for (const field of ['email', 'agreeMarketing'] as const)
      expect(html).toContain(fieldName(field))
    expect(html).toContain('extra')
    expect(storedLines()).toHaveLength(before)
  })

  it('escapes what the visitor sent when naming it on the page', async () => {
    const res = await postForm(formFields({ ...validForm, '<img src=x>': '1' }))
    const html = await res.text()
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x&gt;')
  })

  it('refuses a field sent twice or with broken encoding, naming it', async () => {
    const twice = await postForm(`${formFields(validForm)}&firstName=Other`)
    expect(twice.status).toBe(400)
    expect(await twice.text()).toContain(fieldName('firstName'))
    const broken = await postForm(
      `${formFields({ ...validForm, company: '' })}`.replace('company=', 'company=%E0%A4%A'),
    )
    expect(broken.status).toBe(400)
    expect(await broken.text()).toContain(fieldName('company'))
  })

  it('styles the page only in a way the site CSP allows', () => {
    const page = renderErrorPage({ title: 't', intro: 'i', errors: [] })
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
    expect(page).not.toMatch(/\sstyle=/)
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      inquiryEndpoint: INQUIRY_PATH,
      heroVideoUrl: 'https://media.example/v.mp4',
    })
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    for (const style of styles) {
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`
      expect(styleSrc.includes("'unsafe-inline'") || styleSrc.includes(hash), style).toBe(true)
    }
  })
})

describe('inquiry collector: Idempotency-Key', () => {
  it('stores one line for a key sent twice and answers the same success both times', async () => {
    const before = storedLines().length
    const key = randomUUID()
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': key }
    const first = await post(valid, { headers })
    const second = await post(valid, { headers })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    const [a, b] = [(await first.json()) as Answer, (await second.json()) as Answer]
    expect(b.id).toBe(a.id)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    const lines = storedLines()
    expect(lines).toHaveLength(before + 1)
    expect(lines.at(-1)).toMatchObject({ id: a.id, idempotencyKey: key, inquiry: valid })
    expect(lines.at(-1)?.inquiry).not.toHaveProperty('idempotencyKey')
  })

  it('stores once when the visitor retries while the first answer is still on its way', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slowDir = mkdtempSync(path.join(tmpdir(), 'collector-slow-'))
    const collector = createInquiryCollector({ dataDir: slowDir, log: () => undefined })
    const late = createStaticServer({
      root,
      api: {
        [INQUIRY_PATH]: (req, res) => {
          if (req.headers['x-test-late-answer'] === '1') {
            // The inquiry is stored, but its answer reaches the visitor only after the retry.
            const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
            res.end = ((...args: unknown[]) => {
              void gate.then(() => end(...args))
              return res
            }) as typeof res.end
          }
          return collector(req, res)
        },
      },
    })
    const lateBase = await baseUrlOf(late)
    const file = inquiryFilePath(slowDir)
    const lineCount = () =>
      existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0
    const send = (lateAnswer: boolean) =>
      fetch(`${lateBase}${INQUIRY_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': 'retry-after-timeout_1',
          ...(lateAnswer ? { 'X-Test-Late-Answer': '1' } : {}),
        },
        body: JSON.stringify(valid),
      })
    const firstAttempt = send(true)
    await vi.waitFor(() => expect(lineCount()).toBe(1))
    const retry = await send(false) // the visitor gave up waiting and sent the same attempt again
    release()
    const first = await firstAttempt
    expect([first.status, retry.status]).toEqual([201, 201])
    expect(((await retry.json()) as Answer).id).toBe(((await first.json()) as Answer).id)
    expect(lineCount()).toBe(1)
    await new Promise<void>((resolve) => late.close(() => resolve()))
  })

  it('stores once when the same key arrives twice at the same moment', async () => {
    const before = storedLines().length
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() }
    const answers = await Promise.all([post(valid, { headers }), post(valid, { headers })])
    expect(answers.map((r) => r.status)).toEqual([201, 201])
    expect(storedLines()).toHaveLength(before + 1)
  })

  it('remembers keys across a restart (rebuilt from the file)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'collector-restart-'))
    const key = randomUUID()
    const send = async (handler: ApiHandler) => {
      const server = createStaticServer({ root, api: { [INQUIRY_PATH]: handler } })
      const url = await baseUrlOf(server)
      const res = await fetch(`${url}${INQUIRY_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(valid),
      })
      await new Promise<void>((resolve) => server.close(() => resolve()))
      return res
    }
    const first = await send(createInquiryCollector({ dataDir: dir, log: () => undefined }))
    const afterRestart = await send(createInquiryCollector({ dataDir: dir, log: () => undefined }))
    expect(afterRestart.status).toBe(201)
    expect(((await afterRestart.json()) as Answer).id).toBe(((await first.json()) as Answer).id)
    expect(readFileSync(inquiryFilePath(dir), 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
  })

  it('refuses a malformed key with 400 naming the header, storing nothing', async () => {
    const before = storedLines().length
    for (const key of ['', 'has space', 'x'.repeat(101), 'semi;colon', 'a, b', '%C3%BC']) {
      const res = await rawPostWithHeaders({ 'Idempotency-Key': key })
      expect(res.status, key).toBe(400)
      expect(fieldsOf(JSON.parse(res.body) as Answer), key).toEqual(['Idempotency-Key'])
    }
    expect(storedLines()).toHaveLength(before)
  })
})

async function baseUrlOf(server: Server): Promise<string> {
  await listen(server, 0)
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

/** A POST with headers fetch would drop (an empty Idempotency-Key). */
function rawPostWithHeaders(
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${INQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      )
    })
    req.on('error', reject)
    req.end(JSON.stringify(valid))
  })
}
