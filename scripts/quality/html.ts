/**
 * A small HTML tokenizer for the quality gates: it reads prerendered pages without JavaScript and
 * without a DOM, and yields every start tag with its attributes and line number. It understands what
 * our build emits (and what browsers accept): comments, doctype, raw-text elements (`script`,
 * `style`, `textarea`, `title`) whose content is not markup, quoted and unquoted attribute values,
 * boolean attributes and character references in values. It builds no tree: the gates need tags,
 * attributes, ids and, for images, whether a tag sits inside a `<picture>`.
 */

export interface HtmlTag {
  /** Lower-cased tag name. */
  name: string
  /** Attributes by lower-cased name, values decoded (`&amp;` → `&`); boolean attributes are `''`. */
  attrs: Record<string, string>
  /** 1-based line of the tag's `<` in the source. */
  line: number
  /** Names of the open elements around this tag, outermost first (void elements never open). */
  ancestors: string[]
  /** Raw text content for raw-text elements (`script`, `style`, `title`, `textarea`). */
  text?: string
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title'])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes the character references that can appear in attribute values. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return NAMED[ref.toLowerCase()] ?? whole
  })
}

function lineAt(lineStarts: number[], offset: number): number {
  let lo = 0
  let hi = lineStarts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid
    else hi = mid - 1
  }
  return lo + 1
}

/** Every start tag of `html`, in document order. */
export function parseHtml(html: string): HtmlTag[] {
  const lineStarts = [0]
  for (let i = 0; i < html.length; i++) if (html.charCodeAt(i) === 10) lineStarts.push(i + 1)

  const tags: HtmlTag[] = []
  const open: string[] = []
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) break
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end === -1 ? html.length : end + 3
      continue
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt)
      i = end === -1 ? html.length : end + 1
      continue
    }
    if (html[lt + 1] === '/') {
      const m = /^<\/([a-zA-Z][\w:-]*)\s*>/.exec(html.slice(lt, lt + 100))
      if (m) {
        const name = (m[1] ?? '').toLowerCase()
        const at = open.lastIndexOf(name)
        if (at !== -1) open.length = at
        i = lt + m[0].length
      } else {
        i = lt + 2
      }
      continue
    }
    const nameMatch = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(lt, lt + 100))
    if (!nameMatch) {
      i = lt + 1
      continue
    }
    const name = (nameMatch[1] ?? '').toLowerCase()
    const { attrs, end, selfClosing } = readAttributes(html, lt + nameMatch[0].length)
    const tag: HtmlTag = { name, attrs, line: lineAt(lineStarts, lt), ancestors: [...open] }
    tags.push(tag)
    i = end
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, i)
      const stop = close === -1 ? html.length : close
      tag.text = html.slice(i, stop)
      const gt = close === -1 ? -1 : html.indexOf('>', close)
      i = gt === -1 ? html.length : gt + 1
      continue
    }
    if (!VOID.has(name) && !selfClosing) open.push(name)
  }
  return tags
}

function readAttributes(
  html: string,
  start: number,
): { attrs: Record<string, string>; end: number; selfClosing: boolean } {
  const attrs: Record<string, string> = {}
  let i = start
  const isSpace = (c: string | undefined) =>
    c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f'
  while (i < html.length) {
    while (isSpace(html[i])) i++
    const c = html[i]
    if (c === undefined) break
    if (c === '>') return { attrs, end: i + 1, selfClosing: false }
    if (c === '/' && html[i + 1] === '>') return { attrs, end: i + 2, selfClosing: true }
    if (c === '/') {
      i++
      continue
    }
    let nameEnd = i
    while (nameEnd < html.length && !/[\s/>=]/.test(html[nameEnd] ?? '')) nameEnd++
    const name = html.slice(i, Math.max(nameEnd, i + 1)).toLowerCase()
    i = Math.max(nameEnd, i + 1)
    while (isSpace(html[i])) i++
    if (html[i] !== '=') {
      if (!(name in attrs)) attrs[name] = ''
      continue
    }
    i++
    while (isSpace(html[i])) i++
    const quote = html[i]
    let value: string
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1)
      const stop = close === -1 ? html.length : close
      value = html.slice(i + 1, stop)
      i = stop + 1
    } else {
      let stop = i
      while (stop < html.length && !isSpace(html[stop]) && html[stop] !== '>') stop++
      value = html.slice(i, stop)
      i = stop
    }
    if (!(name in attrs)) attrs[name] = decodeEntities(value)
  }
  return { attrs, end: html.length, selfClosing: false }
}

/** Ids a `#fragment` can point at on this page: `id` on any element and `name` on `<a>`. */
export function fragmentTargets(tags: HtmlTag[]): Set<string> {
  const ids = new Set<string>()
  for (const tag of tags) {
    if (tag.attrs.id !== undefined && tag.attrs.id !== '') ids.add(tag.attrs.id)
    if (tag.name === 'a' && tag.attrs.name) ids.add(tag.attrs.name)
  }
  return ids
}

/** Splits a `srcset` value into its URLs (descriptors dropped). */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,(?=\s*\S)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '')
}

/** A short, readable rendering of a tag for failure messages: `<a href="/x">`. */
export function describeTag(tag: HtmlTag, attr: string): string {
  const value = tag.attrs[attr] ?? ''
  const shown = value.length > 120 ? `${value.slice(0, 117)}…` : value
  return `<${tag.name} ${attr}="${shown}">`
}
