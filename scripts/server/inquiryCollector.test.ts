import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  INQUIRY_PATH,
  MAX_INQUIRY_BYTES,
  createInquiryCollector,
  inquiryDataDir,
  inquiryFilePath,
  type StoredInquiry,
} from './inquiryCollector'
import { createStaticServer, listen } from './staticServer'

const valid = {
  firstName: 'Neema',
  lastName: 'Kimaro',
  email: 'neema@example.com',
  phone: '+255 754 000 111',
  company: 'Kilimo Data',
  employeeCount: '11-50',
  helpWith: 'Rapid Prototyping',
  hearAbout: 'Event / Conference',
  projectDescription: 'A yield-forecasting prototype for smallholder farms.',
  needsNDA: 'yes',
  agreeMarketing: true,
}

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
        log: (m) => logs.push(m),
        now: () => new Date('2026-03-02T09:30:00Z'),
      }),
      '/api/blocked': createInquiryCollector({
        dataDir: blockedDir,
        log: () => undefined,
        logError: (m) => logs.push(m),
      }),
    },
  })
  await listen(server, 0)
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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

  it('accepts only POST with a JSON body', async () => {
    const get = await fetch(`${base}${INQUIRY_PATH}`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    const form = await post('firstName=Neema', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
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
