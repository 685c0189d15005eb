/**
 * The collector's file: one JSON line per inquiry, appended, never rewritten. What keeps it whole
 * when the process dies, the disk fills or a write is cut short:
 *
 * - Each line is acknowledged only after it is on disk: appends are batched (whatever arrived while
 *   the previous batch was written goes out in one write) and each batch ends with `fdatasync`.
 * - A line that does not end in a newline (a write cut short) is repaired before anything else is
 *   appended, at start and after any failed write: a complete record is terminated; a fragment is
 *   moved to `inquiries-torn-lines.jsonl` (kept, never parsed as an inquiry) and cut off, so the next
 *   record never lands on a broken line.
 * - Idempotency keys are rebuilt from the file at start, each with its inquiry, also from records
 *   glued onto a broken line by an older collector.
 */
import { promises as fs } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import path from 'node:path'

/** One line of the JSON-lines file. */
export interface StoredInquiry {
  id: string
  receivedAt: string
  inquiry: Record<string, unknown>
  /** The client's Idempotency-Key, when it sent one: the same key is never stored twice. */
  idempotencyKey?: string
}

/** Where fragments of cut-short lines are kept, beside the inquiries file. */
export const TORN_LINES_FILE_NAME = 'inquiries-torn-lines.jsonl'

/**
 * One record as one line. JSON.stringify leaves U+2028 and U+2029 raw, and tools that split lines
 * on them (JavaScript's own line terminators) would cut a record in two: they are escaped.
 */
export function toJsonLine(record: StoredInquiry): string {
  return `${JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`
}

function asRecord(value: unknown): StoredInquiry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const record = value as Partial<StoredInquiry>
  const keyOk = record.idempotencyKey === undefined || typeof record.idempotencyKey === 'string'
  return typeof record.id === 'string' &&
    typeof record.inquiry === 'object' &&
    record.inquiry !== null &&
    keyOk
    ? (record as StoredInquiry)
    : undefined
}

function parseRecord(text: string): StoredInquiry | undefined {
  try {
    return asRecord(JSON.parse(text))
  } catch {
    return undefined
  }
}

/**
 * The records in the file's text. A line that does not parse may still end in a whole record that
 * an older collector glued onto a cut-short line (`{"id":"torn","inq{"id":"…",…}`): the record
 * starting at the last `{"id":` that parses to the end of the line is taken.
 */
export function readRecords(text: string): { records: StoredInquiry[]; damaged: number } {
  const records: StoredInquiry[] = []
  let damaged = 0
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    const whole = parseRecord(line)
    if (whole) {
      records.push(whole)
      continue
    }
    damaged++
    for (let at = line.lastIndexOf('{"id":'); at > 0; at = line.lastIndexOf('{"id":', at - 1)) {
      const glued = parseRecord(line.slice(at))
      if (glued) {
        records.push(glued)
        break
      }
    }
  }
  return { records, damaged }
}

/** What identifies an inquiry's content for an idempotency key: its fields, in stored order. */
function fingerprint(inquiry: Record<string, unknown>): string {
  return JSON.stringify(inquiry)
}

export type SaveResult =
  /** Written (and on disk). */
  | { kind: 'stored'; id: string }
  /** The key was seen with the same inquiry: nothing written, the first record's id. */
  | { kind: 'replayed'; id: string }
  /** The key was seen with another inquiry: nothing written. */
  | { kind: 'key-reused'; id: string }

export interface InquiryStoreOptions {
  file: string
  log: (message: string) => void
  logError: (message: string, error: unknown) => void
}

export interface InquiryStore {
  /** Appends the record, once per idempotency key (the key is written into the record). */
  save(record: StoredInquiry, key: string | undefined): Promise<SaveResult>
}

interface KeyEntry {
  id: string
  fingerprint: string
  /** Settles when its line is on disk (rejects if it could not be written). */
  written: Promise<void>
}

/** Reads `length` bytes at `position` of an open file. */
async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length)
  let done = 0
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done)
    if (bytesRead === 0) break
    done += bytesRead
  }
  return buffer.subarray(0, done)
}

/** Writes all of `data` at `position` (ignored, and at the end, for a file opened to append). */
async function writeAll(handle: FileHandle, data: Buffer, position: number | null = null) {
  for (let done = 0; done < data.length;) {
    const at = position === null ? null : position + done
    const { bytesWritten } = await handle.write(data, done, data.length - done, at)
    done += bytesWritten
  }
}

/** Where the file's last line starts (after its last newline; 0 if it has none). */
async function lastLineStart(handle: FileHandle, size: number): Promise<number> {
  const CHUNK = 64 * 1024
  for (let end = size; end > 0; end -= CHUNK) {
    const start = Math.max(0, end - CHUNK)
    const at = (await readAt(handle, start, end - start)).lastIndexOf(0x0a)
    if (at !== -1) return start + at + 1
  }
  return 0
}

export function createInquiryStore({ file, log, logError }: InquiryStoreOptions): InquiryStore {
  const dataDir = path.dirname(file)
  const tornFile = path.join(dataDir, TORN_LINES_FILE_NAME)
  const keys = new Map<string, KeyEntry>()
  /** Whether the file may end in a cut-short line (at start, and after a failed write). */
  let suspect = true

  const remember = (record: StoredInquiry) => {
    const key = record.idempotencyKey
    if (key === undefined || keys.has(key)) return
    keys.set(key, {
      id: record.id,
      fingerprint: fingerprint(record.inquiry),
      written: Promise.resolve(),
    })
  }

  /** Makes the file end in a newline (see the module comment). Runs with the file open for append. */
  const repairTail = async (handle: FileHandle) => {
    const { size } = await handle.stat()
    if (size === 0 || (await readAt(handle, size - 1, 1))[0] === 0x0a) return
    const start = await lastLineStart(handle, size)
    const tail = await readAt(handle, start, size - start)
    const record = parseRecord(tail.toString('utf8'))
    if (record) {
      await writeAll(handle, Buffer.from('\n'), size)
      remember(record)
      log(`  ✉ the last line of ${file} had no line end; the record is kept and terminated`)
    } else {
      const kept = JSON.stringify({
        removedAt: new Date().toISOString(),
        file: path.basename(file),
        offset: start,
        base64: tail.toString('base64'),
      })
      // The fragment is on disk beside the file before it leaves the file.
      const torn = await fs.open(tornFile, 'a', 0o600)
      try {
        await writeAll(torn, Buffer.from(`${kept}\n`))
        await torn.datasync()
      } finally {
        await torn.close()
      }
      await handle.truncate(start)
      log(`  ✉ a cut-short line (${tail.length} bytes) of ${file} was moved to ${tornFile}`)
    }
    await handle.datasync()
  }

  /** At start: repair the end of the file, then learn every key it holds. */
  const load = async () => {
    let handle: FileHandle
    try {
      handle = await fs.open(file, 'r+')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      suspect = false
      return
    }
    try {
      await repairTail(handle)
      suspect = false
    } finally {
      await handle.close()
    }
    const { records, damaged } = readRecords(await fs.readFile(file, 'utf8'))
    for (const record of records) remember(record)
    if (damaged > 0) log(`  ✉ ${file} has ${damaged} damaged line(s); their keys were recovered`)
  }
  const loaded = load().catch((error: unknown) => {
    logError(`inquiry collector: could not read ${file}:`, error)
  })

  let created = false
  const writeBatch = async (text: string) => {
    if (!created) {
      await fs.mkdir(dataDir, { recursive: true })
    }
    const handle = await fs.open(file, 'a+', 0o600)
    try {
      if (suspect) {
        await repairTail(handle)
        suspect = false
      }
      await writeAll(handle, Buffer.from(text))
      await handle.datasync()
    } catch (error) {
      suspect = true
      throw error
    } finally {
      await handle.close()
    }
    if (!created) {
      created = true
      // The file's name in its folder must survive a power cut too.
      await fs
        .open(dataDir, 'r')
        .then(async (dir) => {
          await dir.sync().catch(() => undefined)
          await dir.close()
        })
        .catch(() => undefined)
    }
  }

  // Group commit: lines that arrive while a batch is written go out together in the next one.
  let pending: Array<{ line: string; done: (error?: unknown) => void }> = []
  let draining = false
  const drain = async () => {
    await loaded
    while (pending.length > 0) {
      const batch = pending
      pending = []
      try {
        await writeBatch(batch.map((b) => b.line).join(''))
        for (const b of batch) b.done()
      } catch (error) {
        for (const b of batch) b.done(error)
      }
    }
    draining = false
  }
  const append = (line: string) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ line, done: (error) => (error === undefined ? resolve() : reject(error)) })
      if (!draining) {
        draining = true
        void drain()
      }
    })

  return {
    async save(record, key) {
      await loaded
      if (key === undefined) {
        await append(toJsonLine(record))
        return { kind: 'stored', id: record.id }
      }
      const print = fingerprint(record.inquiry)
      for (let existing = keys.get(key); existing; existing = keys.get(key)) {
        try {
          await existing.written
        } catch {
          // That attempt could not be written: this one may try again.
          if (keys.get(key) === existing) keys.delete(key)
          continue
        }
        return existing.fingerprint === print
          ? { kind: 'replayed', id: existing.id }
          : { kind: 'key-reused', id: existing.id }
      }
      const entry: KeyEntry = {
        id: record.id,
        fingerprint: print,
        written: append(toJsonLine({ ...record, idempotencyKey: key })),
      }
      keys.set(key, entry)
      entry.written.catch(() => {
        if (keys.get(key) === entry) keys.delete(key)
      })
      await entry.written
      return { kind: 'stored', id: record.id }
    },
  }
}
