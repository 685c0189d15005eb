/**
 * Build step: makes every inline script of the prerendered HTML allowed by the CSP without
 * 'unsafe-inline'.
 *
 * The prerender writes two inline scripts per page (`window.__staticRouterHydrationData = …` and
 * `window.__VITE_REACT_SSG_HASH__ = …`). Their text is the same on every page of a build, so the
 * site-wide policy lists a handful of sha256 hashes whatever the number of pages. Should pages ever
 * carry their own inline data (a script that differs per page), the header would grow with the site:
 * so only the `maxHashes` most widely shared scripts are hashed, and any other inline script is moved
 * in place into a content-addressed file under /assets/ (allowed by 'self', cached as immutable).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  attrOf,
  elementsOf,
  parsePage,
  sourceRange,
  spliceHtml,
  textOf,
  type HtmlElement,
  type Splice,
} from '../lib/html'
import { htmlFiles as siteHtmlFiles } from '../lib/siteFiles'

/** Most inline-script hashes the header carries; beyond that, scripts move to files. */
const MAX_SCRIPT_HASHES = 12

/** Where moved inline scripts go (under the immutable /assets/ cache rule). */
const INLINE_SCRIPT_DIR = 'assets'

/** Script types a browser executes (or, for import maps and speculation rules, checks against CSP). */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'importmap',
  'speculationrules',
])

export interface InlineScript {
  /** The `type` attribute, trimmed and lower-cased (`''` when absent). */
  type: string
  /** The script's text exactly as written in the page. */
  text: string
  /** Where the whole element stands in the page's source, `[start, end)`. */
  start: number
  end: number
}

/** Inline scripts the CSP applies to (no `src`; JSON-LD and other data blocks are left out). */
export function inlineScripts(html: string): InlineScript[] {
  return executableScripts(parsePage(html, { locations: true })).map((element) => {
    const { start, end, contentStart, contentEnd } = sourceRange(element)
    const type = scriptType(element)
    return { type, text: html.slice(contentStart, contentEnd), start, end }
  })
}

/**
 * The texts of the same scripts, without their positions: half the parser's time, for the scan
 * of every page (positions only matter for pages whose scripts move).
 */
function inlineScriptTexts(html: string): string[] {
  return executableScripts(parsePage(html)).map((element) => textOf(element))
}

const scriptType = (element: HtmlElement) => (attrOf(element, 'type') ?? '').trim().toLowerCase()

function executableScripts(page: ReturnType<typeof parsePage>): HtmlElement[] {
  return elementsOf(page).filter(
    (element) =>
      element.tagName === 'script' &&
      attrOf(element, 'src') === undefined &&
      EXECUTABLE_TYPES.has(scriptType(element)),
  )
}

/** The CSP source for a script's exact text (browsers hash it after normalising newlines). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`
}

/** The pages to scan: every `.html` file of the build outside the folders that hold no pages. */
export function htmlFiles(dist: string): string[] {
  return siteHtmlFiles(dist, { skipFolders: [INLINE_SCRIPT_DIR, 'static-loader-data'] })
}

export interface InlineScriptPlan {
  /** Hashes for the CSP header, most widely shared first. */
  hashes: string[]
  /** Hashes of scripts to move into files. */
  moved: Set<string>
}

/** Which scripts keep a hash and which move to a file, given how many pages share each one. */
export function planInlineScripts(
  pagesPerHash: ReadonlyMap<string, number>,
  maxHashes = MAX_SCRIPT_HASHES,
): InlineScriptPlan {
  const ranked = [...pagesPerHash.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([hash]) => hash)
  return { hashes: ranked.slice(0, maxHashes), moved: new Set(ranked.slice(maxHashes)) }
}

/** The file name a moved script gets (content-addressed, so identical scripts share one file). */
function movedScriptName(text: string): string {
  const hex = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)
  return `inline-${hex}.js`
}

/** The external element that replaces an inline one (same position, so the same execution order). */
export function externalScriptElement(script: InlineScript, src: string): string {
  return script.type === 'module'
    ? `<script type="module" src="${src}"></script>`
    : `<script src="${src}"></script>`
}

export interface SecuredScripts {
  /** Hash sources for the CSP header (sorted). */
  hashes: string[]
  /** HTML pages scanned. */
  pages: number
  /** Distinct inline scripts found. */
  distinct: number
  /** Distinct scripts moved into files. */
  movedFiles: number
}

/**
 * Scans every page of `dist`, moves per-page inline scripts to files if there are too many distinct
 * ones, and returns the hashes the CSP must list. With `write: false` it only reads (the local server
 * uses that for builds that have no `_headers` yet).
 */
export function secureInlineScripts(
  dist: string,
  { maxHashes = MAX_SCRIPT_HASHES, write = true } = {},
): SecuredScripts {
  const pages = htmlFiles(dist).map((file) => {
    const html = readFileSync(path.join(dist, file), 'utf8')
    return { file, html, hashes: new Set(inlineScriptTexts(html).map(scriptHash)) }
  })
  const pagesPerHash = new Map<string, number>()
  for (const page of pages) {
    for (const hash of page.hashes) {
      pagesPerHash.set(hash, (pagesPerHash.get(hash) ?? 0) + 1)
    }
  }
  const plan = planInlineScripts(pagesPerHash, maxHashes)
  const movedFiles = new Set<string>()
  if (plan.moved.size > 0 && write) {
    mkdirSync(path.join(dist, INLINE_SCRIPT_DIR), { recursive: true })
    for (const page of pages) {
      if (![...page.hashes].some((hash) => plan.moved.has(hash))) continue
      const splices: Splice[] = []
      for (const script of inlineScripts(page.html)) {
        if (!plan.moved.has(scriptHash(script.text))) continue
        const name = movedScriptName(script.text)
        if (!movedFiles.has(name)) {
          writeFileSync(path.join(dist, INLINE_SCRIPT_DIR, name), script.text)
          movedFiles.add(name)
        }
        const text = externalScriptElement(script, `/${INLINE_SCRIPT_DIR}/${name}`)
        splices.push({ start: script.start, end: script.end, text })
      }
      const html = spliceHtml(page.html, splices)
      if (html !== page.html) writeFileSync(path.join(dist, page.file), html)
    }
  }
  return {
    hashes: [...plan.hashes].sort(),
    pages: pages.length,
    distinct: pagesPerHash.size,
    movedFiles: write ? movedFiles.size : plan.moved.size,
  }
}
