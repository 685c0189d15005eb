/**
 * Small readings of a Markdown/MDX body: plain-text paragraphs (for the post modal,
 * the FAQ answers and the feeds' summaries), word counts for reading time, and the facts the
 * validator checks (components used, e-mail addresses, images, level-1 headings), and a page's
 * section headings.
 */

import GithubSlugger from 'github-slugger'
import type { ArticleBlock } from '../../src/features/collections/collectionTypes.ts'

const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm
const INLINE_CODE = /`[^`\n]*`/g

/** The body without fenced code blocks and inline code, for checks that must ignore examples. */
function withoutCode(body: string): string {
  return body.replace(FENCE, '').replace(INLINE_CODE, '')
}

/** Markdown inline syntax → plain text. */
export function stripInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The body as plain-text paragraphs, split on blank lines. Headings, list markers and quote markers are dropped; ESM lines are skipped.
 */
export function toParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(FENCE, '')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !/^(import|export)\s/.test(line))
        .map((line) => line.replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, ''))
        .join(' '),
    )
    .map(stripInline)
    .filter((p) => p.length > 0)
}

const HEADING_LINE = /^\s{0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/
const BLOCK_MARKER = /^\s{0,3}(>\s?|[-*+]\s+|\d+[.)]\s+)/

/**
 * A plain body with sub-heads as typed blocks: each line `## …` is a heading (with the id
 * github-slugger gives its text, as on the other pages' sections), everything else paragraphs split
 * on blank lines (list and quote markers dropped, inline Markdown turned to text, ESM lines skipped).
 * A heading line needs no blank line around it, as in Markdown. Headings of other levels are read as
 * headings too; `subheadProblems` reports them.
 */
export function toBlocks(body: string): ArticleBlock[] {
  const slugger = new GithubSlugger()
  const blocks: ArticleBlock[] = []
  for (const chunk of body
    .replace(/\r\n?/g, '\n')
    .replace(FENCE, '')
    .split(/\n[ \t]*\n/)) {
    let lines: string[] = []
    const flush = () => {
      const text = stripInline(lines.join(' '))
      if (text.length > 0) blocks.push({ type: 'paragraph', text })
      lines = []
    }
    for (const line of chunk.split('\n')) {
      if (/^(import|export)\s/.test(line)) continue
      const heading = HEADING_LINE.exec(line)
      if (heading) {
        flush()
        const text = stripInline(heading[2] ?? '')
        blocks.push({ type: 'heading', level: heading[1]!.length, id: slugger.slug(text), text })
      } else {
        lines.push(line.replace(BLOCK_MARKER, ''))
      }
    }
    flush()
  }
  return blocks
}

/**
 * What is wrong with a body's sub-heads where only level-2 sub-heads are allowed (a level-1
 * heading is reported by `hasLevelOneHeading`): other levels, empty ones, one with no paragraph
 * under it. Messages say what was found and what is expected, for `{file}: ` to prefix.
 */
export function subheadProblems(body: string): string[] {
  const problems: string[] = []
  const blocks = toBlocks(body)
  blocks.forEach((block, i) => {
    if (block.type !== 'heading') return
    const shown = block.text === '' ? 'an empty sub-head' : `the sub-head "${block.text}"`
    if (block.level > 2)
      problems.push(
        `the text has a level-${block.level} heading ("${'#'.repeat(block.level)} ${block.text}"); sections here have one level (expected "## ${block.text}")`,
      )
    if (block.text === '')
      problems.push(`the text has an empty sub-head ("##" alone) (expected "## " and its words)`)
    const next = blocks[i + 1]
    if (block.level <= 2 && block.text !== '' && next?.type !== 'paragraph')
      problems.push(
        next
          ? `${shown} is followed by another sub-head, "${next.text}" (expected at least one paragraph under each sub-head)`
          : `${shown} ends the text (expected at least one paragraph under each sub-head)`,
      )
  })
  return problems
}

export function countWords(body: string): number {
  const text = stripInline(body.replace(FENCE, (block) => block.replace(/^(```|~~~).*$/gm, '')))
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Reading time at 200 words a minute, e.g. "6 min read". */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.ceil(words / 200))} min read`
}

/** Names of the capitalised JSX components a body uses (`<Callout>`, `<PrivacyEmail />`). */
export function componentsUsed(body: string): string[] {
  const names = new Set<string>()
  for (const match of withoutCode(body).matchAll(/<([A-Z][A-Za-z0-9]*)[\s/>]/g)) {
    if (match[1]) names.add(match[1])
  }
  return [...names]
}

/** E-mail addresses written into a body (they belong in the site config, not in content). */
export function emailsIn(body: string): string[] {
  return [...withoutCode(body).matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => m[0])
}

/** Root-relative image addresses used in a body (Markdown images and `<img src>`). */
export function imagesIn(body: string): string[] {
  const text = withoutCode(body)
  const md = [...text.matchAll(/!\[[^\]]*\]\(\s*([^)\s]+)/g)].map((m) => m[1] ?? '')
  const html = [...text.matchAll(/<img[^>]*\ssrc=["']([^"']+)["']/g)].map((m) => m[1] ?? '')
  return [...md, ...html].filter((src) => src.startsWith('/'))
}

/** True when the body has a level-1 heading (the page already has its one h1). */
export function hasLevelOneHeading(body: string): boolean {
  return /^#[ \t]+\S/m.test(withoutCode(body))
}

/** A level-2 heading of a body: its text and the id the page gives it. */
export interface SectionHeading {
  id: string
  text: string
}

/**
 * The body's level-2 headings, in order, with the ids rehype-slug gives them on the page (the same
 * github-slugger, fed the heading's plain text, so repeated headings get `-1`, `-2` like there): the
 * entries of a page's "On this page" list.
 */
export function sectionHeadings(body: string): SectionHeading[] {
  const slugger = new GithubSlugger()
  return [...withoutFences(body).matchAll(/^##[ \t]+(.+?)[ \t#]*$/gm)].map((m) => {
    const text = stripInline(m[1] ?? '')
    return { id: slugger.slug(text), text }
  })
}

/** The body without fenced code blocks (headings inside them are examples, not sections). */
function withoutFences(body: string): string {
  return body.replace(FENCE, '')
}
