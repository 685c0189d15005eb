/**
 * Small readings of a Markdown/MDX body: plain-text paragraphs (for the post modal,
 * the FAQ answers and the feeds' summaries), word counts for reading time, and the facts the
 * validator checks (components used, e-mail addresses, images, level-1 headings), and a page's
 * section headings.
 */

import GithubSlugger from 'github-slugger'

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
