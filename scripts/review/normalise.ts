/**
 * The review's normaliser: a built page reduced to what a reader and a crawler meet, with what
 * differs between two builds of the same source taken out, so that comparing two builds reports
 * only real changes. `npm run review` compares a pull request's pages with its base through it, and
 * the parity check (./parity.ts) compares our prerender with `vite-react-ssg build` through it.
 *
 * What always differs, and how it is taken out:
 * - hashed asset names (`/assets/site-D10ypfOg.js`): the hash is dropped, wherever it stands (links,
 *   scripts, the `#entry-assets` JSON, CSS `url()`s, island props);
 * - CSP hashes (`'sha256-…'` in `_headers`, `vercel.json`, nginx): the digest is dropped, the count
 *   stays; the inline scripts they hash are compared in the pages themselves;
 * - styled-components' class names: the component ids (`sc-r7f9p5-1`: a digest of the source file's
 *   absolute path and the component's position in it) are dropped, and each generated name (`dpmUah`) is replaced by a digest of the CSS rules it
 *   carries, so a class changes exactly when its CSS does. The style tag's groups are compared as a
 *   sorted list of rules: their order follows the order the components were created in, which
 *   depends on module evaluation, not on the page;
 * - build dates: the site has none but the copyright year (`__BUILD_YEAR__`), the same for two builds
 *   made in one run; feed and sitemap dates come from the content and are compared as they are.
 */
import { createHash } from 'node:crypto'
import { attrOf, parsePage, type HtmlElement } from '../lib/html'

/** A page as the review compares it. Each list is one line per item, for line diffs. */
export interface NormalPage {
  /** The document's title (`<title>`), for the report. */
  title: string
  /** `<head>` elements but the style tag: tag, sorted attributes, text; `<meta charset>` first. */
  head: string[]
  /** The styled-components rules, sorted, with class names as in `structure`. */
  styles: string[]
  /** `<body>`'s elements in document order, indented by depth: tag and sorted attributes. */
  structure: string[]
  /** The visible text: one line per block (paragraph, heading, list item, cell, …). */
  text: string
}

/**
 * `/assets/name-HASH.ext` → `/assets/name.ext` (Rolldown's 8-character base64url hashes), and the
 * chunks' imports of each other (`./name-HASH.js`).
 */
const ASSET_HASH = /((?:\bassets\/|\.\/)[\w.-]*?)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)(?![\w-])/g
const CSP_HASH = /'sha(256|384|512)-[A-Za-z0-9+/=]+'/g

/** Takes what differs between two builds of one source out of a text file (or a page's HTML). */
export function normaliseText(text: string): string {
  return text.replace(ASSET_HASH, '$1$2').replace(CSP_HASH, "'sha$1-…'")
}

/**
 * A built file that is not a page: `normaliseText`, and styled-components' component ids, which the
 * Oxc transform hashes from the source file's absolute path (the base builds in another folder).
 */
export function normaliseCode(text: string): string {
  return normaliseText(text).replace(/\bsc-[A-Za-z0-9]+-\d+\b/g, 'sc-…')
}

/** A built file's name without its content hash (`assets/site-D10ypfOg.js` → `assets/site.js`). */
export function normaliseFileName(file: string): string {
  return normaliseText(`/${file}`).slice(1)
}

const digest = (text: string) => createHash('sha1').update(text).digest('base64url').slice(0, 7)

/** styled-components' component ids: `sc-<file hash>-<n>`, `sc-global-<hash>`, `sc-keyframes-<name>`. */
const COMPONENT_ID = /\bsc-(?:global-|keyframes-)?[A-Za-z0-9]+(?:-\d+)?\b/g
/** The marker closing each group of rules: `data-styled.g12[id="sc-…"]{content:"name1,name2,"}`. */
const GROUP_MARKER = /^data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}$/

interface StyleSheet {
  /** Generated class name → the name the review gives it (a digest of its rules). */
  names: Map<string, string>
  rules: string[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Reads styled-components' style tag: which class names it generated, and its rules. */
export function readStyleSheet(css: string): StyleSheet {
  const names = new Map<string, string>()
  const groups: { rules: string[]; names: string[] }[] = []
  let rules: string[] = []
  for (const raw of css.split('/*!sc*/')) {
    const rule = raw.trim()
    if (!rule) continue
    const marker = GROUP_MARKER.exec(rule)
    if (!marker) {
      rules.push(rule)
      continue
    }
    groups.push({ rules, names: marker[2]!.split(',').filter(Boolean) })
    rules = []
  }
  if (rules.length > 0) groups.push({ rules, names: [] })

  for (const group of groups) {
    for (const name of group.names) {
      if (name.startsWith('sc-')) continue
      const source = `\\.${escapeRegExp(name)}(?![\\w-])`
      const test = new RegExp(source)
      const own = group.rules
        .filter((r) => test.test(r))
        .map((r) => r.replace(new RegExp(source, 'g'), '.&').replace(COMPONENT_ID, 'sc'))
      // Keyframes are named by their content already; a class without rules keeps a stable name.
      names.set(name, own.length > 0 ? `s-${digest(own.join('\n'))}` : name)
    }
  }
  const renamed = groups
    .flatMap((g) => g.rules)
    .map((rule) => renameClasses(rule, names).replace(COMPONENT_ID, 'sc'))
  return { names, rules: renamed.sort() }
}

/** Replaces every generated class name in a CSS rule by the review's name for it. */
function renameClasses(rule: string, names: Map<string, string>): string {
  return rule.replace(/\.(-?[A-Za-z_][\w-]*)/g, (whole, name: string) => {
    const renamed = names.get(name)
    return renamed ? `.${renamed}` : whole
  })
}

/** Elements whose text is not shown. */
const HIDDEN_TEXT = new Set(['script', 'style', 'template', 'title', 'noscript', 'head'])
/**
 * Elements that flow inside a sentence, even inside a word: no space is added at their edges. At the
 * edges of every other inline element (`span`, `svg`, `img`, …) a space is, as a block or icon
 * usually stands between their texts ("Financial Services" + "Getting easy…").
 */
const PHRASING = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small strong sub sup time u var'.split(
    ' ',
  ),
)
/** Elements that start a new line of text (the rest flow inline). */
const BLOCKS = new Set(
  (
    'address article aside blockquote body br dd details dialog div dl dt fieldset figcaption ' +
    'figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol option p pre section summary ' +
    'table tbody td tfoot th thead tr ul label legend button'
  ).split(' '),
)

/** What a comparison may leave out of a page (the parity check: what our prerender leaves out). */
export interface NormaliseOptions {
  /** Elements to leave out, with everything inside them. */
  skip?: (element: HtmlElement) => boolean
}

type ParsedNode = HtmlElement['childNodes'][number]

const childrenOf = (node: HtmlElement): ParsedNode[] =>
  node.tagName === 'template' && 'content' in node
    ? (node as HtmlElement & { content: { childNodes: ParsedNode[] } }).content.childNodes
    : node.childNodes

const isElement = (node: ParsedNode): node is HtmlElement => 'tagName' in node
const collapse = (text: string) => text.replace(/\s+/g, ' ')

/** An element's own line: tag and attributes, sorted, with class names normalised. */
function describe(element: HtmlElement, names: Map<string, string>): string {
  const attrs = element.attrs
    .map((attr) => {
      const name = attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name
      let value = attr.value
      if (name === 'class') {
        value = value
          .split(/\s+/)
          .filter((c) => c && !/^sc-[A-Za-z0-9]+-\d+$/.test(c))
          .map((c) => names.get(c) ?? c)
          .join(' ')
        if (!value) return undefined
      }
      return `${name}="${collapse(value)}"`
    })
    .filter((a): a is string => a !== undefined)
    .sort()
  return [element.tagName, ...attrs].join(' ')
}

/** The text inside an element (scripts, styles, titles), for the line of that element. */
function ownText(element: HtmlElement): string {
  return childrenOf(element)
    .map((n) => ('value' in n && n.nodeName === '#text' ? n.value : ''))
    .join('')
    .trim()
}

/** Reduces a built page to what the review compares (see the file's comment). */
export function normalisePage(html: string, options: NormaliseOptions = {}): NormalPage {
  const doc = parsePage(normaliseText(html))
  const htmlEl = doc.childNodes.find(isElement)
  const headEl = htmlEl?.childNodes.find(
    (n): n is HtmlElement => isElement(n) && n.tagName === 'head',
  )
  const bodyEl = htmlEl?.childNodes.find(
    (n): n is HtmlElement => isElement(n) && n.tagName === 'body',
  )
  const skip = options.skip ?? (() => false)

  const styleEl = headEl?.childNodes.find(
    (n): n is HtmlElement =>
      isElement(n) && n.tagName === 'style' && attrOf(n, 'data-styled') !== undefined,
  )
  const sheet = readStyleSheet(styleEl ? ownText(styleEl) : '')

  let title = ''
  const head: string[] = []
  for (const node of headEl?.childNodes ?? []) {
    if (!isElement(node) || node === styleEl || skip(node)) continue
    if (node.tagName === 'title') title = collapse(ownText(node)).trim()
    const content = ownText(node)
    const line = `${describe(node, sheet.names)}${content ? ` ${collapse(content)}` : ''}`
    if (node.tagName === 'meta' && attrOf(node, 'charset') !== undefined) head.unshift(line)
    else head.push(line)
  }

  const structure: string[] = []
  const lines: string[] = []
  let line = ''
  const endLine = () => {
    const trimmed = line.replace(/ {2,}/g, ' ').trim()
    if (trimmed) lines.push(trimmed)
    line = ''
  }
  const walk = (node: HtmlElement, depth: number, textShown: boolean) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) {
        if (textShown && child.nodeName === '#text' && 'value' in child)
          line += collapse(child.value)
        continue
      }
      if (skip(child)) continue
      const hidden = HIDDEN_TEXT.has(child.tagName)
      const content = hidden && child.tagName !== 'template' ? collapse(ownText(child)) : ''
      structure.push(
        `${'  '.repeat(depth)}${describe(child, sheet.names)}${content ? ` ⟨${content}⟩` : ''}`,
      )
      const block = BLOCKS.has(child.tagName)
      const edge = () => {
        if (block) endLine()
        else if (!PHRASING.has(child.tagName)) line += ' '
      }
      edge()
      walk(child, depth + 1, textShown && !hidden)
      edge()
    }
  }
  if (bodyEl) walk(bodyEl, 0, true)
  endLine()

  return { title, head, styles: sheet.rules, structure, text: lines.join('\n') }
}

/** The structure without class names: what is left when only styles changed. */
const bareStructure = (structure: string[]): string[] =>
  structure.map((l) => l.replace(/ class="[^"]*"/, ''))

/** How two versions of a page differ; empty when they do not. */
export type PageChangeKind = 'text' | 'head' | 'structure' | 'styles'

export function pageChanges(base: NormalPage, head: NormalPage): PageChangeKind[] {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x, i) => x === b[i])
  const kinds: PageChangeKind[] = []
  if (base.text !== head.text) kinds.push('text')
  if (!same(base.head, head.head)) kinds.push('head')
  const bareSame = same(bareStructure(base.structure), bareStructure(head.structure))
  if (!bareSame) kinds.push('structure')
  if (!same(base.styles, head.styles) || (bareSame && !same(base.structure, head.structure))) {
    kinds.push('styles')
  }
  return kinds
}
