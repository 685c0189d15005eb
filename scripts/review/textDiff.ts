/**
 * The review's text differences, through the `diff` package: words for a page's visible text, lines
 * for its structure, head and styles and for feeds, sitemap and host configs. Long unchanged runs
 * are shortened to their edges, so the report shows what changed with a little context.
 */
import { diffArrays, diffWords } from 'diff'

/** A run of a difference: kept, added or removed. `skipped` counts the words or lines left out. */
export interface DiffPart {
  type: 'same' | 'added' | 'removed'
  value: string
  skipped?: number
}

/** Words of context kept on each side of a change. */
const WORD_CONTEXT = 12
/** Lines of context kept on each side of a change. */
const LINE_CONTEXT = 2

const typeOf = (part: { added?: boolean; removed?: boolean }): DiffPart['type'] =>
  part.added ? 'added' : part.removed ? 'removed' : 'same'

/** Splits text into words and the spaces after them (line breaks kept with their word). */
const wordsOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? []

/**
 * The word-level difference of two texts, with each unchanged run longer than twice the context
 * shortened to its first and last words (only the last at the start, only the first at the end).
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts = diffWords(before, after)
  return parts.map((part, i) => {
    const type = typeOf(part)
    if (type !== 'same') return { type, value: part.value }
    const words = wordsOf(part.value)
    const keepStart = i === 0 ? 0 : WORD_CONTEXT
    const keepEnd = i === parts.length - 1 ? 0 : WORD_CONTEXT
    if (words.length <= keepStart + keepEnd + 1) return { type, value: part.value }
    return {
      type,
      value: `${words.slice(0, keepStart).join('')}\u2026${words.length - keepEnd < words.length ? ' ' : ''}${words.slice(words.length - keepEnd).join('')}`,
      skipped: words.length - keepStart - keepEnd,
    }
  })
}

/** Whether a difference holds any change. */
export const hasChanges = (parts: DiffPart[]) => parts.some((p) => p.type !== 'same')

/**
 * The line-level difference of two lists of lines, each part one line, with unchanged runs cut to
 * `LINE_CONTEXT` lines around the changes (a `same` part with `skipped` stands for the rest).
 */
export function lineDiff(before: string[], after: string[]): DiffPart[] {
  const runs = diffArrays(before, after)
  const out: DiffPart[] = []
  runs.forEach((run, i) => {
    const type = typeOf(run)
    if (type !== 'same') {
      for (const line of run.value) out.push({ type, value: line })
      return
    }
    const lines = run.value
    const keepStart = i === 0 ? 0 : LINE_CONTEXT
    const keepEnd = i === runs.length - 1 ? 0 : LINE_CONTEXT
    if (lines.length <= keepStart + keepEnd + 1) {
      for (const line of lines) out.push({ type, value: line })
      return
    }
    for (const line of lines.slice(0, keepStart)) out.push({ type, value: line })
    out.push({ type, value: '', skipped: lines.length - keepStart - keepEnd })
    for (const line of lines.slice(lines.length - keepEnd)) out.push({ type, value: line })
  })
  return out
}

/** How many lines a line difference adds and removes. */
export function lineCounts(parts: DiffPart[]): { added: number; removed: number } {
  return {
    added: parts.filter((p) => p.type === 'added').length,
    removed: parts.filter((p) => p.type === 'removed').length,
  }
}
