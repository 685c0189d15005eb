import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fieldName } from '../../src/features/contact/contactCopy'
import { maxLengths, type FieldError } from '../../src/features/contact/inquiryFields'
import { inquiryMessages } from '../../src/features/contact/inquirySchema'
import {
  INQUIRY_PATH,
  createInquiryCollector,
  inquiryFilePath,
  rateLimitFromEnv,
  type InquiryCollectorOptions,
} from './inquiryCollector'
import { MAX_NAMED_UNKNOWN } from './inquiryRequest'
import { TORN_LINES_FILE_NAME, readRecords, type StoredInquiry } from './inquiryStore'
import { SERVER_LIMITS, createStaticServer, type ServerLimits } from './staticServer'
import { baseUrl, rawRequest, stopServer, validInquiry } from '../../tests/support/serverTestSite'

/**
 * The collector's answers to what the disk, a proxy or a sender may do (issue 24): a cut-short last
 * line, line breaks as a browser posts them, a key reused for another inquiry, another site behind
 * a borrowed Host, hidden characters, floods and slow clients.
 */

const root = mkdtempSync(path.join(tmpdir(), 'reliability-site-'))
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map(stopServer))
})

type Answer = {
  ok: boolean
  error?: string
  id?: string
  errors?: FieldError[]
  retryAfter?: number
}

/** A collector on its own server and folder; rate limit off unless given. */
async function start(
  options: InquiryCollectorOptions & { dataDir?: string; limits?: Partial<ServerLimits> } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'reliability-data-'))
  const { limits, ...collectorOptions } = options
  const server = createStaticServer({
    root,
    limits,
    api: {
      [INQUIRY_PATH]: createInquiryCollector({
        rateLimit: false,
        log: () => undefined,
        ...collectorOptions,
        dataDir,
      }),
    },
  })
  servers.push(server)
  const base = await baseUrl(server)
  const file = inquiryFilePath(dataDir)
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    rawRequest(base, INQUIRY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const postForm = (body: string, headers: Record<string, string> = {}) =>
    rawRequest(base, INQUIRY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })
  const stop = async () => {
    servers.splice(servers.indexOf(server), 1)
    await stopServer(server)
  }
  return { base, dataDir, file, post, postForm, server, stop }
}

const json = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as Answer
const fieldsOf = (answer: Answer) => (answer.errors ?? []).map((e) => e.field)

/** Every line of the file parses as a record; returns them. */
function parsedLines(file: string): StoredInquiry[] {
  if (!existsSync(file)) return []
  const text = readFileSync(file, 'utf8')
  expect(text === '' || text.endsWith('\n'), 'the file ends with a line end').toBe(true)
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredInquiry)
}

describe('a cut-short last line', () => {
  const torn = '{"id":"torn","inquiry":{"firstName":"To'

  it('never swallows the next inquiry, and its key is known after a restart (the reproduction)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-torn-'))
    const file = inquiryFilePath(dataDir)
    writeFileSync(file, torn)
    const first = await start({ dataDir })
    const stored = await first.post(validInquiry, { 'Idempotency-Key': 'k1' })
    expect(stored.status).toBe(201)
    await first.stop()

    const second = await start({ dataDir })
    const retry = await second.post(validInquiry, { 'Idempotency-Key': 'k1' })
    expect(retry.status).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(json(retry).id).toBe(json(stored).id)
    const lines = parsedLines(file)
    expect(lines.map((l) => l.idempotencyKey)).toEqual(['k1'])
    // The fragment is kept beside the file, not thrown away.
    const kept = readFileSync(path.join(dataDir, TORN_LINES_FILE_NAME), 'utf8').trim().split('\n')
    expect(kept).toHaveLength(1)
    const fragment = JSON.parse(kept[0] ?? '{}') as { base64: string }
    expect(Buffer.from(fragment.base64, 'base64').toString()).toBe(torn)
  })

  it('keeps a whole last record that only lacks its line end, and knows its key', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-unterminated-'))
    const file = inquiryFilePath(dataDir)
    const whole: StoredInquiry = {
      id: 'whole',
      receivedAt: '2026-01-01T00:00:00.000Z',
      inquiry: validInquiry,
      idempotencyKey: 'k-whole',
    }
    writeFileSync(file, JSON.stringify(whole))
    const { post } = await start({ dataDir })
    const retry = await post(validInquiry, { 'Idempotency-Key': 'k-whole' })
    expect(json(retry).id).toBe('whole')
    const other = await post(validInquiry, { 'Idempotency-Key': 'k-next' })
    expect(other.status).toBe(201)
    expect(parsedLines(file).map((l) => l.id)).toEqual(['whole', json(other).id])
  })

  it('recovers the keys of records an older collector glued onto a broken line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reliability-glued-'))
    const file = inquiryFilePath(dataDir)
    const glued: StoredInquiry = {
      id: 'glued',
      receivedAt: '2026-01-01T00:00:00.000Z',
      inquiry: validInquiry,
      idempotencyKey: 'k1',
    }
    writeFileSync(file, `${torn}${JSON.stringify(glued)}\n`)
    const { post } = await start({ dataDir })
    const retry = await post(validInquiry, { 'Idempotency-Key': 'k1' })
    expect(retry.status).toBe(201)
    expect(json(retry).id).toBe('glued')
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
  })

  it('reads records from damaged lines and skips what cannot be read', () => {
    const record = (id: string) => JSON.stringify({ id, inquiry: {}, receivedAt: '' })
    const { records, damaged } = readRecords(
      [record('a'), `{"id":"x","inq${record('b')}`, 'garbage', '', record('c')].join('\n'),
    )
    expect(records.map((r) => r.id)).toEqual(['a', 'b', 'c'])
    expect(damaged).toBe(2)
  })
})

describe('line breaks are counted as the browser counts them', () => {
  // 5,000 characters with 19 line breaks: what `maxlength` lets a visitor type.
  const lines = Array.from({ length: 20 }, (_, i) => `Line ${i}: `.padEnd(i === 0 ? 250 : 249, 'x'))
  const description = lines.join('\n')

  it('a form post of a description at the limit, its line breaks sent as CRLF, is stored', async () => {
    expect(description).toHaveLength(maxLengths.projectDescription)
    const { postForm, file } = await start()
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(validInquiry).map(([k, v]) => [k, String(v)])),
      projectDescription: description.replace(/\n/g, '\r\n'),
    })
    const res = await postForm(form.toString())
    expect(res.status).toBe(303)
    expect(parsedLines(file).at(-1)?.inquiry.projectDescription).toBe(description)
  })

  it('the JSON body counts CRLF as one character too, and one character more is refused', async () => {
    const { post } = await start()
    const crlf = description.replace(/\n/g, '\r\n')
    expect((await post({ ...validInquiry, projectDescription: crlf })).status).toBe(201)
    const over = await post({ ...validInquiry, projectDescription: `${crlf}x` })
    expect(over.status).toBe(400)
    expect(fieldsOf(json(over))).toEqual(['projectDescription'])
  })
})

describe('an Idempotency-Key reused for a different inquiry', () => {
  it('is answered 422 naming the key, and the second inquiry is not taken for the first', async () => {
    const { post, file, stop, dataDir } = await start()
    const key = { 'Idempotency-Key': 'reused-key' }
    const first = await post(validInquiry, key)
    expect(first.status).toBe(201)
    const other = await post({ ...validInquiry, firstName: 'Someone else' }, key)
    expect(other.status).toBe(422)
    expect(json(other)).toMatchObject({ ok: false, error: 'idempotency-key-reused' })
    expect(fieldsOf(json(other))).toEqual(['Idempotency-Key'])
    expect((await post(validInquiry, key)).status).toBe(201)
    expect(parsedLines(file)).toHaveLength(1)
    await stop()
    // The same after a restart: the stored inquiry is the key's fingerprint.
    const again = await start({ dataDir })
    expect((await again.post({ ...validInquiry, phone: '+255 700 111 222' }, key)).status).toBe(422)
    expect((await again.post(validInquiry, key)).status).toBe(201)
  })

  it('a form post that reuses a key gets a page saying so', async () => {
    const { post, postForm } = await start()
    await post(validInquiry, { 'Idempotency-Key': 'form-key' })
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(validInquiry).map(([k, v]) => [k, String(v)])),
      firstName: 'Other',
    })
    const res = await postForm(form.toString(), { 'Idempotency-Key': 'form-key' })
    expect(res.status).toBe(422)
    expect(String(res.headers['content-type'])).toContain('text/html')
  })
})

describe('another site', () => {
  it('a borrowed Host does not make another Origin this site (DNS rebinding)', async () => {
    const { base, post, file } = await start()
    const port = new URL(base).port
    const rebinding = await post(validInquiry, {
      Host: `evil.example:${port}`,
      Origin: `http://evil.example:${port}`,
    })
    expect(rebinding.status).toBe(403)
    expect(fieldsOf(json(rebinding))).toEqual(['Origin'])
    expect(parsedLines(file)).toHaveLength(0)
  })

  it('the scheme counts: an https Origin is not this http server', async () => {
    const { base, post } = await start()
    const https = await post(validInquiry, { Origin: base.replace('http:', 'https:') })
    expect(https.status).toBe(403)
  })

  it('accepts the address it listens on, localhost on a loopback address, and configured origins', async () => {
    const { base, post } = await start({ siteOrigins: ['https://www.msingi.example'] })
    const port = new URL(base).port
    for (const origin of [base, `http://localhost:${port}`, 'https://www.msingi.example']) {
      const res = await post(validInquiry, { Origin: origin, Host: 'anything.example' })
      expect(res.status, origin).toBe(201)
    }
    for (const origin of [`http://localhost:${Number(port) + 1}`, 'http://www.msingi.example']) {
      expect((await post(validInquiry, { Origin: origin })).status, origin).toBe(403)
    }
  })
})

describe('one-line fields hold one line of visible text', () => {
  const refused: Array<[string, string, string]> = [
    ['firstName', 'A\r\nBcc: x@evil.example', 'hidden character'],
    ['lastName', 'Kimaro\u202e', 'hidden character'],
    ['company', 'Kilimo\u200bData', 'hidden character'],
    ['phone', '+255\t754 000 111', 'hidden character'],
    ['email', 'neema@example.com\nBcc: x@evil.example', 'hidden character'],
    ['firstName', '\u200b', inquiryMessages.firstName],
    ['lastName', '\u3164', inquiryMessages.lastName],
    ['company', '\u2800\u200b', 'no visible characters'],
  ]
  it.each(refused)(
    '%s = %j is refused with a message naming the field',
    async (field, value, says) => {
      const { post, postForm, file } = await start()
      const res = await post({ ...validInquiry, [field]: value })
      expect(res.status).toBe(400)
      const errors = json(res).errors ?? []
      expect(errors.map((e) => e.field)).toEqual([field])
      expect(errors[0]?.message).toContain(says)
      if (says === 'hidden character' || says === 'no visible characters') {
        expect(errors[0]?.message).toContain(fieldName(field as 'firstName'))
      }
      const form = new URLSearchParams({
        ...Object.fromEntries(Object.entries(validInquiry).map(([k, v]) => [k, String(v)])),
        [field]: value,
      })
      const page = await postForm(form.toString())
      expect(page.status).toBe(400)
      expect(page.body.toString()).toContain(fieldName(field as 'firstName'))
      expect(parsedLines(file)).toHaveLength(0)
    },
  )

  it('keeps joiners inside a word (a Persian name), and line breaks and tabs in the description', async () => {
    const { post } = await start()
    const res = await post({
      ...validInquiry,
      firstName: 'علی\u200cرضا',
      projectDescription: 'Line one\n\tline two of the brief',
    })
    expect(res.status).toBe(201)
  })
})

describe('floods', () => {
  it('the collector allows a burst per client, then answers 429 with Retry-After', async () => {
    const { post, postForm, file } = await start({ rateLimit: { burst: 3, perMinute: 6 } })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await post(validInquiry)).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const limited = await post(validInquiry)
    expect(limited.status).toBe(429)
    const wait = Number(limited.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(10)
    expect(json(limited)).toMatchObject({ error: 'rate-limited', retryAfter: wait })
    expect(json(limited).errors?.[0]?.message).toContain(`${wait} second`)
    const page = await postForm('firstName=x')
    expect(page.status).toBe(429)
    expect(page.body.toString()).toContain('second')
    expect(parsedLines(file)).toHaveLength(3)
  })

  it('by default, a flood from one client is stopped after the burst', async () => {
    const { post, file } = await start({ rateLimit: undefined })
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await post(validInquiry)).status)
    const stored = statuses.filter((s) => s === 201).length
    expect(stored).toBeGreaterThan(1)
    expect(stored).toBeLessThan(40)
    expect(statuses.at(-1)).toBe(429)
    expect(parsedLines(file)).toHaveLength(stored)
  })

  it('another site does not spend a visitor’s allowance', async () => {
    const { post } = await start({ rateLimit: { burst: 1, perMinute: 1 } })
    for (let i = 0; i < 3; i++)
      expect((await post(validInquiry, { Origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(validInquiry)).status).toBe(201)
  })

  it('reads INQUIRY_RATE_LIMIT', () => {
    expect(rateLimitFromEnv({})).toEqual({ burst: 20, perMinute: 20 })
    expect(rateLimitFromEnv({ INQUIRY_RATE_LIMIT: 'off' })).toBe(false)
    expect(rateLimitFromEnv({ INQUIRY_RATE_LIMIT: '60' })).toEqual({ burst: 60, perMinute: 60 })
    expect(() => rateLimitFromEnv({ INQUIRY_RATE_LIMIT: 'lots' })).toThrow(/INQUIRY_RATE_LIMIT/)
  })

  it('names at most a few invented fields, however many are sent', async () => {
    const { post, postForm } = await start()
    const invented = Object.fromEntries(
      Array.from({ length: 1250 }, (_, i) => [`unknown_field_${i}_${'z'.repeat(20)}`, 'x']),
    )
    const body = JSON.stringify({ ...validInquiry, ...invented })
    expect(body.length).toBeGreaterThan(50_000)
    const res = await post(body)
    expect(res.status).toBe(400)
    expect(res.body.length).toBeLessThan(2_000)
    const fields = fieldsOf(json(res))
    expect(fields.filter((f) => f.startsWith('unknown_field_'))).toHaveLength(MAX_NAMED_UNKNOWN)
    expect(json(res).errors?.at(-1)?.message).toContain(`${1250 - MAX_NAMED_UNKNOWN} more`)
    const page = await postForm(new URLSearchParams(invented).toString())
    expect(page.status).toBe(400)
    expect(page.body.length).toBeLessThan(5_000)
  })

  it('the server uses timeouts and a connection cap in the range hosted servers use', () => {
    const server = createStaticServer({ root })
    expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeout)
    expect(server.headersTimeout).toBeLessThanOrEqual(20_000)
    expect(server.requestTimeout).toBeLessThanOrEqual(30_000)
    expect(server.maxConnections).toBeGreaterThan(0)
    expect(server.maxConnections).toBeLessThanOrEqual(1024)
  })

  it('cuts off a client that sends its headers or body too slowly', async () => {
    const { base } = await start({
      limits: { headersTimeout: 400, requestTimeout: 800, checkInterval: 100 },
    })
    const { port } = new URL(base)
    const held = async (send: (socket: Socket) => void) => {
      const startedAt = Date.now()
      const socket = connect(Number(port), '127.0.0.1')
      socket.on('error', () => undefined) // the server hangs up while the next byte is on its way
      await new Promise((resolve) => socket.once('connect', resolve))
      send(socket)
      const timer = setInterval(() => socket.write('x'), 100)
      await new Promise((resolve) => socket.once('close', resolve))
      clearInterval(timer)
      return Date.now() - startedAt
    }
    // Headers that never end, one byte at a time.
    const headers = await held((s) =>
      s.write(`POST ${INQUIRY_PATH} HTTP/1.1\r\nHost: x\r\nX-Slow: `),
    )
    expect(headers).toBeLessThan(3_000)
    // A body that never ends.
    const body = await held((s) =>
      s.write(
        `POST ${INQUIRY_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`,
      ),
    )
    expect(body).toBeLessThan(3_000)
  })

  it('refuses connections over the cap until one closes', async () => {
    const { base } = await start({ limits: { maxConnections: 2 } })
    const { port } = new URL(base)
    const open = () =>
      new Promise<Socket>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket))
      })
    const [a, b] = [await open(), await open()]
    const third = await open()
    const closed = await new Promise<boolean>((resolve) => {
      third.once('close', () => resolve(true))
      third.write(`GET / HTTP/1.1\r\nHost: x\r\n\r\n`)
      setTimeout(() => resolve(false), 2_000)
    })
    expect(closed).toBe(true)
    a.destroy()
    b.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const res = await rawRequest(base, '/')
    expect(res.status).toBe(200)
  })
})
