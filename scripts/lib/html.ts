/**
 * Reading and rewriting built HTML, with one parser (parse5, the WHATWG parsing algorithm that
 * browsers and jsdom use) for every build step and quality gate. Steps that rewrite a page change
 * only what they mean to: they splice new text in at the parser's source offsets, so every other
 * byte of the file stays as the prerender wrote it.
 */
import { parse, serialize, type DefaultTreeAdapterTypes as Tree } from 'parse5'

export type HtmlElement = Tree.Element
type HtmlDocument = Tree.Document
type Node = Tree.ChildNode | Tree.Document | Tree.DocumentFragment

/**
 * Parses a whole page as a browser without JavaScript does (`<noscript>` content is markup).
 * `locations` records each element's source offsets, for steps that splice the text.
 */
export function parsePage(html: string, { locations = false } = {}): HtmlDocument {
  return parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: locations })
}

function childrenOf(node: Node): Tree.ChildNode[] {
  if ('content' in node) return node.content.childNodes
  return 'childNodes' in node ? node.childNodes : []
}

/** Every element under `root`, in document order (template contents included). */
export function elementsOf(root: Node): HtmlElement[] {
  const found: HtmlElement[] = []
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if ('tagName' in child) found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

/** An attribute's value (`xlink:href` for a namespaced one), or undefined when it is absent. */
export function attrOf(element: HtmlElement, name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (const attr of element.attrs) {
    const full = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name
    if (full.toLowerCase() === wanted) return attr.value
  }
  return undefined
}

/** The text of an element and its descendants, decoded, as `textContent` gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  return childrenOf(node).map(textOf).join('')
}

/** The first element under `root` that `test` accepts. */
export function findElement(
  root: Node,
  test: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  return elementsOf(root).find(test)
}

/** The HTML inside an element, serialised by the parser (attribute values and text re-escaped). */
export function innerHtml(element: HtmlElement): string {
  return serialize(element)
}

/** Where an element stands in the source: `[start, end)` of the whole element, and its content. */
export function sourceRange(element: HtmlElement): {
  start: number
  end: number
  contentStart: number
  contentEnd: number
} {
  const at = element.sourceCodeLocation
  if (!at) throw new Error(`<${element.tagName}> has no source location (parse with locations)`)
  return {
    start: at.startOffset,
    end: at.endOffset,
    contentStart: at.startTag?.endOffset ?? at.endOffset,
    contentEnd: at.endTag?.startOffset ?? at.endOffset,
  }
}

export interface Splice {
  start: number
  end: number
  text: string
}

/** `html` with each `[start, end)` range replaced by its text (ranges must not overlap). */
export function spliceHtml(html: string, splices: readonly Splice[]): string {
  let out = ''
  let at = 0
  for (const s of [...splices].sort((a, b) => a.start - b.start)) {
    out += html.slice(at, s.start) + s.text
    at = s.end
  }
  return out + html.slice(at)
}

/** One element of a page, flattened for the gates: what it is, its attributes, where it sits. */
export interface HtmlTag {
  /** Lower-cased tag name. */
  name: string
  /** Attributes by lower-cased name (`xlink:href` for namespaced ones), values decoded. */
  attrs: Record<string, string>
  /** Names of the elements around this one, outermost first. */
  ancestors: string[]
  /** Text content of `script`, `style`, `title` and `textarea` elements. */
  text?: string
}

const TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title'])

/** Every element of a page, in document order, as the gates read it. */
export function pageTags(html: string): HtmlTag[] {
  const tags: HtmlTag[] = []
  const walk = (node: Node, ancestors: string[]) => {
    for (const child of childrenOf(node)) {
      if (!('tagName' in child)) continue
      const name = child.tagName.toLowerCase()
      const attrs: Record<string, string> = {}
      for (const a of child.attrs)
        attrs[(a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase()] = a.value
      const tag: HtmlTag = { name, attrs, ancestors }
      if (TEXT_ELEMENTS.has(name)) tag.text = textOf(child)
      tags.push(tag)
      walk(child, [...ancestors, name])
    }
  }
  walk(parsePage(html), [])
  return tags
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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text escaped for HTML and XML (SVG, sitemaps): element content and quoted attribute values. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}
