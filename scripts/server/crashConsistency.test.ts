import { spawn, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  ftruncateSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { INQUIRY_PATH, inquiryFilePath } from './inquiryCollector'
import { TORN_LINES_FILE_NAME, type StoredInquiry } from './inquiryStore'
import { validInquiry } from '../../tests/support/serverTestSite'

/**
 * Crash consistency of the collector (issue 24), bounded and seeded: the real server (`scripts/serve.ts`)
 * runs as a child process; each run sends a burst of keyed inquiries (new ones, every one not yet
 * acknowledged, and some acknowledged ones again) and is killed with SIGKILL at a random point of the
 * burst; between runs the file's last line is torn at a random byte. A last run retries every request.
 * Then the file must parse, hold every acknowledged inquiry exactly once, and nothing else.
 */
const SEED = 0x24_2026
const RUNS = 8
const NEW_PER_RUN = 30
/** Share of acknowledged requests sent again in each run (a client that never saw the answer). */
const RESEND_ACKNOWLEDGED = 0.25
/** Chance that the file's last line is torn before a run. */
const TEAR = 0.75

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

const work = mkdtempSync(path.join(tmpdir(), 'crash-'))
const root = path.join(work, 'dist')
const dataDir = path.join(work, 'data')
const file = inquiryFilePath(dataDir)
// Inside the project, so the bundle's package imports resolve from node_modules.
const bundleDir = path.resolve('node_modules/.cache/crash-consistency')
const serverBundle = path.join(bundleDir, `serve-${process.pid}.mjs`)

beforeAll(async () => {
  mkdirSync(root, { recursive: true })
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
  // The server `npm start` and the e2e suite run, bundled once: a process starts in a third of a
  // second instead of one and a half through tsx.
  await build({
    entryPoints: ['scripts/serve.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: serverBundle,
    logLevel: 'warning',
  })
})

let child: ChildProcess | undefined
afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(serverBundle, { force: true })
  rmSync(work, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function startServer(): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort()
  const proc = spawn(process.execPath, [serverBundle, '--dir', root, '--port', String(port)], {
    env: { ...process.env, INQUIRY_DATA_DIR: dataDir, INQUIRY_RATE_LIMIT: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  proc.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  proc.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  child = proc
  const deadline = Date.now() + 15_000
  while (!output.includes('Serving')) {
    if (proc.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { port, process: proc }
}

function kill(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    proc.once('exit', () => resolve())
    proc.kill('SIGKILL')
  })
}

/** POSTs one inquiry with its key; resolves with the status, or 0 when the server went away. */
function send(port: number, key: string, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: INQUIRY_PATH,
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    })
    req.setTimeout(10_000, () => req.destroy())
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('error', () => resolve(0))
    req.end(body)
  })
}

/** Cuts the file inside its last line, at a random byte (keeping 0 to all of its bytes). */
function tearLastLine(next: () => number): boolean {
  if (!existsSync(file)) return false
  const bytes = readFileSync(file)
  if (bytes.length === 0) return false
  const end = bytes[bytes.length - 1] === 0x0a ? bytes.length - 1 : bytes.length
  const start = bytes.lastIndexOf(0x0a, end - 1) + 1
  const cut = start + Math.floor(next() * (end - start + 1))
  const fd = openSync(file, 'r+')
  ftruncateSync(fd, cut)
  closeSync(fd)
  return true
}

it(`crash consistency: ${RUNS} runs killed mid-burst, torn last lines, every request retried`, async () => {
  // Separate streams, so that what one run's timing changes does not shift the others' choices.
  const next = random(SEED)
  const tearing = random(SEED + 1)
  const killing = random(SEED + 2)
  const bodies = new Map<string, Record<string, unknown>>()
  const acknowledged = new Set<string>()
  const figures = { runs: 0, kills: 0, tornLines: 0, requests: 0 }
  let made = 0
  const newRequest = () => {
    const key = `crash-${SEED.toString(16)}-${made}`
    const length = 10 + Math.floor(next() * 400)
    const words = ['Karibu', 'data', 'mfumo', 'forecast', 'ñandú', '数据', '😀', 'line']
    let description = `Crash test inquiry ${made}:`
    while (description.length < length)
      description += ` ${words[Math.floor(next() * words.length)]}`
    bodies.set(key, { ...validInquiry, projectDescription: description })
    made++
    return key
  }

  for (let run = 0; run <= RUNS; run++) {
    const last = run === RUNS
    if (run > 0 && tearing() < TEAR && tearLastLine(tearing)) figures.tornLines++
    const { port, process: proc } = await startServer()
    figures.runs++
    const batch = last
      ? [...bodies.keys()]
      : [
          ...[...bodies.keys()].filter((k) => !acknowledged.has(k) || next() < RESEND_ACKNOWLEDGED),
          ...Array.from({ length: NEW_PER_RUN }, newRequest),
        ].sort(() => next() - 0.5)
    // Killed once this many answers have arrived (somewhere in the burst), except in the last run.
    const killAfter = last ? Infinity : Math.floor(killing() * batch.length)
    let answered = 0
    let killed: Promise<void> | undefined
    const results = await Promise.all(
      batch.map(async (key) => {
        figures.requests++
        const status = await send(port, key, JSON.stringify(bodies.get(key)))
        if (status === 201) acknowledged.add(key)
        else if (status !== 0) throw new Error(`${key}: status ${status}`)
        if (++answered >= killAfter && !killed) {
          figures.kills++
          killed = kill(proc)
        }
        return status
      }),
    )
    if (last)
      expect(
        results.filter((s) => s !== 201),
        'the last run answers all',
      ).toEqual([])
    await (killed ?? kill(proc))
  }

  const text = readFileSync(file, 'utf8')
  expect(text.endsWith('\n'), 'the file ends with a line end').toBe(true)
  const lines = text.split('\n').slice(0, -1)
  const records = lines.map((line) => JSON.parse(line) as StoredInquiry) // every line parses
  const perKey = new Map<string, number>()
  for (const record of records) {
    const key = record.idempotencyKey ?? ''
    perKey.set(key, (perKey.get(key) ?? 0) + 1)
    expect(bodies.has(key), `${key} is a key the test sent`).toBe(true)
    expect(record.inquiry, key).toEqual(bodies.get(key))
  }
  const duplicates = [...perKey.values()].filter((n) => n > 1).length
  const lost = [...acknowledged].filter((key) => !perKey.has(key)).length
  const tornFile = path.join(dataDir, TORN_LINES_FILE_NAME)
  const fragments = existsSync(tornFile) ? readFileSync(tornFile, 'utf8').split('\n').length - 1 : 0
  console.log(
    `crash consistency: runs ${figures.runs}, kills ${figures.kills}, torn lines ${figures.tornLines} ` +
      `(${fragments} fragments set aside), ` +
      `requests ${figures.requests}, acknowledged ${acknowledged.size}, stored ${records.length}, ` +
      `duplicates ${duplicates}, lost ${lost}`,
  )
  expect(figures.kills).toBe(RUNS)
  expect(duplicates).toBe(0)
  expect(lost).toBe(0)
  expect(records).toHaveLength(acknowledged.size)
  expect(acknowledged.size).toBe(bodies.size)
}, 120_000)
