/**
 * Keeps an article's text as it was written wherever the writer did not change it. The editor's
 * rich-text mode turns Markdown into a document and back, and writes it in its own style (`*`
 * bullets, its own escapes), so saving after editing one sentence would restyle the whole
 * article. `mergeBody` compares the saved text with the original block by block (paragraphs,
 * lists, headings, code blocks; separated by blank lines), ignoring differences of style only, and
 * keeps the original text of every block that did not change; inside a changed block, the lines
 * that did not change. What the writer changed is written as the editor wrote it.
 */

interface Block {
  text: string
  /** The blank lines after the block, as written. */
  after: string
}

/** Splits Markdown into blocks at blank lines, never inside a fenced code block. */
function splitBlocks(text: string): Block[] {
  const lines = text.split('\n')
  const blocks: Block[] = []
  let current: string[] = []
  let blank: string[] = []
  let fence: string | undefined
  const flush = () => {
    if (current.length > 0) blocks.push({ text: current.join('\n'), after: '' })
    current = []
  }
  for (const line of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      current.push(line)
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
      continue
    }
    if (line.trim() === '') {
      blank.push(line)
      continue
    }
    if (blank.length > 0) {
      flush()
      const last = blocks[blocks.length - 1]
      if (last) last.after = `\n${blank.join('\n')}\n`
      blank = []
    }
    if (marker) fence = marker
    current.push(line)
  }
  flush()
  const last = blocks[blocks.length - 1]
  if (last && blank.length > 0) last.after = `\n${blank.join('\n')}`
  return blocks
}

/** A block's text without differences of Markdown style, to tell what the writer changed. */
function normalise(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/^(\s*)(?:[-*+]|\d+[.)])\s+/gm, '$1• ')
    .replace(/__(?=\S)(.+?)__/g, '**$1**')
    .replace(/(^|[^\w*])_(?=\S)(.+?)_(?=[^\w]|$)/g, '$1*$2*')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Longest common subsequence of two lists by key: the index pairs that match. */
function matchPairs(a: string[], b: string[]): Array<[number, number]> {
  const n = a.length
  const m = b.length
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
  const pairs: Array<[number, number]> = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      pairs.push([i, j])
      i++
      j++
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++
    else j++
  }
  return pairs
}

const bulletOf = (line: string) => /^\s*([-*+])\s/.exec(line)?.[1]

/** The edited lines of a changed region, with the original text of every line that did not change. */
function restoreLines(originalText: string, editedText: string): string {
  const original = originalText.split('\n')
  const edited = editedText.split('\n')
  const byKey = new Map<string, string>()
  for (const line of original) if (!byKey.has(normalise(line))) byKey.set(normalise(line), line)
  const bullet = original.map(bulletOf).find(Boolean)
  return edited
    .map((line) => {
      const kept = byKey.get(normalise(line))
      if (kept !== undefined) return kept
      const own = bulletOf(line)
      return bullet && own && own !== bullet ? line.replace(own, bullet) : line
    })
    .join('\n')
}

/** The edited body with the original text kept wherever nothing changed. */
export function mergeBody(original: string, edited: string): string {
  if (edited === original || edited.trimEnd() === original.trimEnd()) return original
  const before = splitBlocks(original)
  const after = splitBlocks(edited)
  const pairs = matchPairs(
    before.map((b) => normalise(b.text)),
    after.map((b) => normalise(b.text)),
  )
  const out: Array<{ text: string; from?: number }> = []
  let i = 0
  let j = 0
  const region = (endI: number, endJ: number) => {
    const removed = before.slice(i, endI)
    const added = after.slice(j, endJ)
    if (added.length === 0) return
    const restored = restoreLines(
      removed.map((b) => b.text).join('\n\n'),
      added.map((b) => b.text).join('\n\n'),
    )
    for (const text of restored.split(/\n{2,}/)) out.push({ text })
  }
  for (const [pi, pj] of pairs) {
    region(pi, pj)
    out.push({ text: before[pi]!.text, from: pi })
    i = pi + 1
    j = pj + 1
  }
  region(before.length, after.length)
  let text = ''
  out.forEach((block, k) => {
    const next = out[k + 1]
    text += block.text
    if (!next) return
    const consecutive = block.from !== undefined && next.from === block.from + 1
    text += consecutive ? before[block.from!]!.after : '\n\n'
  })
  const lastOriginal = before[before.length - 1]
  const ending = lastOriginal?.after ?? ''
  return `${text}${ending || (original.endsWith('\n') ? '\n' : '')}`
}
