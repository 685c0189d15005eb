import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mergeBody } from './bodyMerge'
import { fromFile, SOURCE_FIELD, toFile, writeField } from './format'

const CONTENT = path.resolve('content')
const contentFiles = readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.mdx'))
  .sort()

describe('the editor’s file format', () => {
  it.each(contentFiles)('%s: opened and saved without edits is byte-identical', (file) => {
    const text = readFileSync(path.join(CONTENT, file), 'utf8')
    expect(toFile(fromFile(text))).toBe(text)
  })

  it('changes only the line of the field that changed, in the repository’s style', () => {
    const text = readFileSync(path.join(CONTENT, 'blog/mlops-at-scale.mdx'), 'utf8')
    const data = fromFile(text)
    const saved = toFile({
      ...data,
      title: 'MLOps at scale: the sequel',
      tags: ['MLOps', 'Monitoring'],
    })
    const changed = saved.split('\n').filter((line, i) => line !== text.split('\n')[i])
    expect(changed).toEqual(["title: 'MLOps at scale: the sequel'", 'tags: [MLOps, Monitoring]'])
  })

  it('writes a new file in field order, leaving out empty fields', () => {
    const saved = toFile(
      {
        title: "It's new",
        id: 7,
        date: '2026-11-25',
        imageAlt: '',
        tags: ['A & B', 'C, D'],
        draft: false,
        body: 'Text.',
      },
      ['id', 'title', 'date', 'imageAlt', 'tags', 'draft'],
    )
    expect(saved).toBe(
      "---\nid: 7\ntitle: It's new\ndate: 2026-11-25\ntags: [A & B, 'C, D']\ndraft: false\n---\n\nText.\n",
    )
    expect(saved).not.toContain(SOURCE_FIELD)
  })

  it('quotes what YAML would misread', () => {
    expect(writeField('title', 'MLOps: lessons')).toBe("title: 'MLOps: lessons'")
    expect(writeField('title', 'true')).toBe("title: 'true'")
    expect(writeField('title', '2026')).toBe("title: '2026'")
    expect(writeField('title', '#1 tip')).toBe("title: '#1 tip'")
    expect(writeField('results', [{ value: '95%', label: 'Accuracy' }])).toBe(
      'results:\n  - value: 95%\n    label: Accuracy',
    )
  })
})

describe('the article text after an edit', () => {
  const original = [
    'First paragraph, *as written*.',
    '',
    '- one',
    '- two',
    '',
    'Second paragraph with a sentence to change.',
    '',
  ].join('\n')

  it('keeps every block the writer did not change, in its own style', () => {
    // The editor writes lists with * and escapes as it likes.
    const edited = [
      'First paragraph, *as written*.',
      '',
      '* one',
      '* two',
      '',
      'Second paragraph with a changed sentence.',
    ].join('\n')
    expect(mergeBody(original, edited)).toBe(
      original.replace('a sentence to change', 'a changed sentence'),
    )
  })

  it('keeps unchanged items of a list in which one item changed', () => {
    const edited = original.replace('- one\n- two', '* one\n* three')
    expect(mergeBody(original, edited.replace('- one', '* one'))).toBe(
      original.replace('- two', '- three'),
    )
  })

  it('adds and removes blocks', () => {
    expect(mergeBody('A.\n\nB.\n', 'A.\n\nNew.\n\nB.')).toBe('A.\n\nNew.\n\nB.\n')
    expect(mergeBody('A.\n\nB.\n\nC.\n', 'A.\n\nC.')).toBe('A.\n\nC.\n')
  })
})
