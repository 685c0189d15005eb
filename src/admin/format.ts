/**
 * The editor's file format for content files: YAML frontmatter between `---` lines, then the MDX
 * body. Decap CMS's own frontmatter format re-serialises every field it saves (quotes, key order,
 * list style, line breaks), so an article opened and saved would come back different. This one
 * writes back the text the file had for every field whose value did not change, and only the
 * fields that did change (or are new) in the repository's style: plain scalars where YAML allows
 * them, single quotes otherwise, dates unquoted, short lists in brackets. The body keeps its
 * original text for every block the writer did not edit (./bodyMerge.ts).
 *
 * The original text travels with the entry as the hidden field `SOURCE_FIELD` (no field of the
 * editor shows it, and it is never written to the file).
 *
 * Pure: the unit tests round-trip every content file through `fromFile` and `toFile`.
 */
import { parse } from 'yaml'
import { mergeBody } from './bodyMerge'

/** The hidden field that carries a file's original text through the editor. */
export const SOURCE_FIELD = '__source'

export type EntryData = Record<string, unknown> & { body?: string }

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** YAML dates as the build reads them: `YYYY-MM-DD` strings. */
function normaliseValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return value.map(normaliseValue)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, normaliseValue(v)]),
    )
  return value
}

function parseYaml(yaml: string): Record<string, unknown> {
  const data: unknown = parse(yaml, { schema: 'yaml-1.1' }) ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) return {}
  return normaliseValue(data) as Record<string, unknown>
}

interface SplitFile {
  yaml: string
  /** Everything from the closing `---` line on. */
  closing: string
  body: string
}

function split(text: string): SplitFile | undefined {
  const match = FRONTMATTER.exec(text)
  if (!match) return undefined
  const yaml = match[1] ?? ''
  const head = match[0]
  const closing = head.slice(head.lastIndexOf('---'))
  return { yaml, closing, body: text.slice(head.length) }
}

/** The body as the editor shows it: without the blank line that follows the frontmatter. */
const bodyFor = (body: string) => body.replace(/^\r?\n/, '')

/** Reads a content file for the editor. */
export function fromFile(text: string): EntryData {
  const parts = split(text)
  if (!parts) return { body: text, [SOURCE_FIELD]: text }
  return { ...parseYaml(parts.yaml), body: bodyFor(parts.body), [SOURCE_FIELD]: text }
}

// ---------------------------------------------------------------------------------------------
// Writing values in the repository's YAML style

/** Text YAML would read as something other than this string, or not at all, when unquoted. */
function needsQuotes(text: string, inFlow: boolean): boolean {
  if (text === '' || text.trim() !== text) return true
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text)) return true
  if (/:\s|\s#|:$/.test(text)) return true
  if (inFlow && /[,[\]{}]/.test(text)) return true
  if (/[\n\r\t]/.test(text)) return true
  // Would read as a number, boolean, null or date.
  if (/^(true|false|yes|no|on|off|y|n|null|~)$/i.test(text)) return true
  if (/^[-+]?(\d[\d_]*(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(text)) return true
  if (/^0x[0-9a-f]+$/i.test(text) || /^\d{4}-\d{2}-\d{2}/.test(text)) return true
  return false
}

function scalar(value: unknown, inFlow = false, key = ''): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return "''"
  const text = String(value)
  // Dates as the repository writes them (the build reads both).
  if (ISO_DATE.test(text) && /date|updated/i.test(key)) return text
  if (/[\n\r]/.test(text)) return JSON.stringify(text)
  return needsQuotes(text, inFlow) ? `'${text.replace(/'/g, "''")}'` : text
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object'

/** One top-level field as YAML lines. */
export function writeField(key: string, value: unknown): string {
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return `${key}: [${value.map((v) => scalar(v, true)).join(', ')}]`
    const items = value.map((item) => {
      const lines = Object.entries(item as Record<string, unknown>).map(
        ([k, v]) => `${k}: ${scalar(v, false, k)}`,
      )
      return `  - ${lines.join('\n    ')}`
    })
    return `${key}:\n${items.join('\n')}`
  }
  if (value && typeof value === 'object') {
    const lines = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `  ${k}: ${scalar(v, false, k)}`,
    )
    return `${key}:\n${lines.join('\n')}`
  }
  return `${key}: ${scalar(value, false, key)}`
}

/** A value the file should not hold: the editor's empty fields, which the build would reject. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** What the editor's data says the file holds: hidden and empty fields left out. */
export function fileData(data: EntryData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (key === 'body' || key === SOURCE_FIELD || isEmpty(value)) continue
    out[key] = normaliseValue(value)
  }
  return out
}

/** Top-level fields of a YAML text with the lines that hold each (comments go with the next). */
function fieldBlocks(yaml: string): Array<{ key?: string; text: string }> {
  const blocks: Array<{ key?: string; text: string }> = []
  let pending: string[] = []
  for (const line of yaml.split('\n')) {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1]
    const last = blocks[blocks.length - 1]
    if (key) {
      blocks.push({ key, text: [...pending, line].join('\n') })
      pending = []
    } else if (/^\s*(#|$)/.test(line) || !last) {
      pending.push(line)
    } else {
      last.text += `\n${line}`
    }
  }
  if (pending.length > 0) blocks.push({ text: pending.join('\n') })
  return blocks
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The file for the editor's data. `sortedKeys`: the order of the collection's fields, for fields
 * the original file did not have (or for a new file).
 */
export function toFile(data: EntryData, sortedKeys: readonly string[] = []): string {
  const values = fileData(data)
  const source = typeof data[SOURCE_FIELD] === 'string' ? data[SOURCE_FIELD] : undefined
  const original = source ? split(source) : undefined
  const body = typeof data.body === 'string' ? data.body : ''
  const lines: string[] = []
  const written = new Set<string>()
  if (original) {
    const before = parseYaml(original.yaml)
    for (const block of fieldBlocks(original.yaml)) {
      if (!block.key) {
        lines.push(block.text)
        continue
      }
      written.add(block.key)
      if (!(block.key in values)) continue
      if (same(before[block.key], values[block.key])) lines.push(block.text)
      else {
        // Keep the comment lines above a changed field.
        const comments = block.text.split('\n').filter((l) => /^\s*#/.test(l))
        lines.push(...comments, writeField(block.key, values[block.key]))
      }
    }
  }
  const order = [...sortedKeys, ...Object.keys(values)]
  for (const key of order) {
    if (written.has(key) || !(key in values)) continue
    written.add(key)
    lines.push(writeField(key, values[key]))
  }
  const originalBody = original ? bodyFor(original.body) : undefined
  const newBody = originalBody === undefined ? ensureNewline(body) : mergeBody(originalBody, body)
  const blankAfter = original
    ? original.body.slice(0, original.body.length - bodyFor(original.body).length)
    : '\n'
  const closing = original?.closing ?? '---\n'
  return `---\n${lines.join('\n')}\n${closing}${blankAfter}${newBody}`
}

function ensureNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`
}
