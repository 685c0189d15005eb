/**
 * The "limit" the benchmarks compare the site with: the same pages with every script stripped.
 * Both `bench:lighthouse --ab` and `bench:throttled` serve such a copy of the build beside it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { htmlFiles } from '../lib/siteFiles'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** A script that only carries data and never runs: structured data for search engines. */
const isLdJson = (el: Element) =>
  (attr(el, 'type') ?? '').trim().toLowerCase() === 'application/ld+json'

const isModulePreload = (el: Element) =>
  el.tagName === 'link' &&
  (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload')

/** Whether the stripped copy drops this element: every `<script>` but ld+json, and modulepreloads. */
function strips(el: Element): boolean {
  if (el.tagName === 'script') return !isLdJson(el)
  return isModulePreload(el)
}

export interface StrippedHtml {
  html: string
  /** How many elements were removed. */
  removed: number
}

/**
 * The page without its scripts. The document is parsed with parse5 (as a browser would, so a
 * `<script>` inside a comment, an attribute or `<noscript>` text is left alone) and the elements
 * found are cut out of the original text by their source offsets: every other byte is kept.
 */
export function stripScripts(html: string): StrippedHtml {
  const doc = parse(html, { sourceCodeLocationInfo: true })
  const cuts: Array<[number, number]> = []
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const loc = node.sourceCodeLocation
      // Elements the parser made up (no source location) have nothing to cut.
      if (strips(node) && loc) {
        cuts.push([loc.startOffset, loc.endOffset])
        return
      }
      if ('content' in node) visit(node.content)
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(doc)
  cuts.sort((a, b) => a[0] - b[0])
  let out = ''
  let at = 0
  for (const [start, end] of cuts) {
    if (start < at) continue
    out += html.slice(at, start)
    at = end
  }
  out += html.slice(at)
  return { html: out, removed: cuts.length }
}

export interface StrippedCopy {
  dir: string
  pages: number
  removed: number
  /** Deletes the copy. */
  remove: () => void
}

/** A temporary copy of a build folder with every HTML page stripped of its scripts. */
export function makeStrippedCopy(buildDir: string): StrippedCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'stripped-build-'))
  cpSync(buildDir, dir, { recursive: true })
  let removed = 0
  const pages = htmlFiles(dir)
  for (const page of pages) {
    const file = path.join(dir, page)
    const stripped = stripScripts(readFileSync(file, 'utf8'))
    removed += stripped.removed
    writeFileSync(file, stripped.html)
  }
  return {
    dir,
    pages: pages.length,
    removed,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
