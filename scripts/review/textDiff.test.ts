import { describe, expect, it } from 'vitest'
import { hasChanges, lineCounts, lineDiff, wordDiff } from './textDiff'

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${i + from}`).join(' ')

describe('wordDiff', () => {
  it('marks changed words and keeps a little context around them', () => {
    const before = `${words(50)} old ${words(50, 100)}`
    const after = `${words(50)} new ${words(50, 100)}`
    const parts = wordDiff(before, after)
    expect(parts.filter((p) => p.type === 'removed').map((p) => p.value.trim())).toEqual(['old'])
    expect(parts.filter((p) => p.type === 'added').map((p) => p.value.trim())).toEqual(['new'])
    const [first, , , last] = parts
    expect(first!.skipped).toBe(50 - 12)
    expect(first!.value).toContain('w49')
    expect(first!.value).not.toContain('w0 ')
    expect(last!.value).toContain('w100')
    expect(last!.value).not.toContain('w149')
  })

  it('reports no change for equal texts', () => {
    expect(hasChanges(wordDiff('a b c', 'a b c'))).toBe(false)
  })
})

describe('lineDiff', () => {
  it('keeps two lines of context and counts the rest', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`)
    const after = [...before]
    after[10] = 'changed'
    const parts = lineDiff(before, after)
    expect(lineCounts(parts)).toEqual({ added: 1, removed: 1 })
    expect(parts[0]).toEqual({ type: 'same', value: '', skipped: 8 })
    expect(parts.slice(1, 3).map((p) => p.value)).toEqual(['line 8', 'line 9'])
    expect(parts.at(-1)).toEqual({ type: 'same', value: '', skipped: 7 })
  })
})
