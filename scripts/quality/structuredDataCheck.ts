/**
 * What search engines and sharing previews read from a page's `<head>`, checked on every page of a
 * build:
 *
 * - every JSON-LD block (`<script type="application/ld+json">`) parses as JSON and names its
 *   schema.org `@context` and `@type`;
 * - a BreadcrumbList counts its steps from 1, links pages of this site and ends at the page itself,
 *   and names each step as the page it links to names itself: by its `<h1>` (the home page, whose
 *   h1 is a slogan, is "Home");
 * - an indexable page has one canonical URL, its own; a page that asks not to be indexed (the
 *   not-found page, a confirmation) has none, since a canonical URL asks search engines to index it.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { DefaultTreeAdapterTypes as Tree } from 'parse5'
import { attrOf, elementsOf, parsePage, textOf } from '../lib/html'
import { fileCandidates, isFile, pagePathOf } from '../lib/siteFiles'

const HOME_NAME = 'Home'

export interface PageHead {
  /** The page's path (`/blog/x`). */
  path: string
  /** Text of each `<h1>`, whitespace collapsed. */
  h1: string[]
  /** Raw text of each JSON-LD block. */
  jsonLd: string[]
  canonical: string[]
  noindex: boolean
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What the checks read of one page. */
export function readHead(pagePath: string, html: string): PageHead {
  const elements = elementsOf(parsePage(html))
  const named = (name: string) => elements.filter((e: Tree.Element) => e.tagName === name)
  return {
    path: pagePath,
    h1: named('h1').map((e) => collapse(textOf(e))),
    jsonLd: named('script')
      .filter((e) => attrOf(e, 'type')?.toLowerCase() === 'application/ld+json')
      .map((e) => textOf(e)),
    canonical: named('link')
      .filter((e) => (attrOf(e, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
      .map((e) => attrOf(e, 'href') ?? ''),
    noindex: named('meta').some(
      (e) =>
        attrOf(e, 'name')?.toLowerCase() === 'robots' &&
        /\bnoindex\b/i.test(attrOf(e, 'content') ?? ''),
    ),
  }
}

export interface HeadReport {
  blocks: number
  breadcrumbLists: number
  problems: string[]
}

interface ListItem {
  position?: unknown
  name?: unknown
  item?: unknown
}

/**
 * Checks the heads of a build's pages. `origin` is the site's public origin; `headingOf` gives the
 * h1s of the page at a path (undefined when the build has no such page).
 */
export function checkHeads(
  heads: readonly PageHead[],
  origin: string,
  headingOf: (pagePath: string) => string[] | undefined,
): HeadReport {
  const report: HeadReport = { blocks: 0, breadcrumbLists: 0, problems: [] }
  const fail = (page: PageHead, problem: string) => report.problems.push(`${page.path}: ${problem}`)
  for (const page of heads) {
    const own = page.path === '/' ? `${origin}/` : `${origin}${page.path}`
    if (page.noindex && page.canonical.length > 0) {
      fail(page, `asks not to be indexed but names a canonical URL (${page.canonical.join(', ')})`)
    }
    if (!page.noindex && (page.canonical.length !== 1 || page.canonical[0] !== own)) {
      fail(page, `canonical ${JSON.stringify(page.canonical)}, expected ["${own}"]`)
    }
    for (const text of page.jsonLd) {
      report.blocks++
      let data: unknown
      try {
        data = JSON.parse(text)
      } catch (error) {
        fail(page, `a JSON-LD block is not JSON (${(error as Error).message})`)
        continue
      }
      const block = (typeof data === 'object' && data !== null ? data : {}) as Record<
        string,
        unknown
      >
      if (block['@context'] !== 'https://schema.org' || typeof block['@type'] !== 'string') {
        fail(page, 'a JSON-LD block names no schema.org @context and @type')
        continue
      }
      if (block['@type'] !== 'BreadcrumbList') continue
      report.breadcrumbLists++
      const items = Array.isArray(block.itemListElement)
        ? (block.itemListElement as ListItem[])
        : []
      if (items.length < 2) fail(page, 'its BreadcrumbList has fewer than two steps')
      items.forEach((item, i) => {
        const step = `breadcrumb ${i + 1}`
        if (item.position !== i + 1) fail(page, `${step} has the position ${String(item.position)}`)
        const url = typeof item.item === 'string' ? item.item : ''
        if (!url.startsWith(`${origin}/`)) {
          fail(page, `${step} links "${url}", not a page of ${origin}`)
          return
        }
        const target = new URL(url).pathname.replace(/(.)\/$/, '$1')
        const expected = target === '/' ? [HOME_NAME] : headingOf(target)
        if (!expected) {
          fail(page, `${step} links ${target}, which the build does not have`)
        } else if (expected.length !== 1) {
          fail(page, `${step} links ${target}, which has ${expected.length} h1 elements`)
        } else if (item.name !== expected[0]) {
          fail(
            page,
            `${step} is named ${JSON.stringify(item.name)}; ${target} calls itself ${JSON.stringify(expected[0])}`,
          )
        }
      })
      const last = items.at(-1)?.item
      if (last !== own) fail(page, `its BreadcrumbList ends at ${String(last)}, not at the page`)
    }
  }
  return report
}

/** Reads `files` (relative to `dir`) and checks their heads. */
export function checkBuildHeads(dir: string, files: readonly string[], origin: string): HeadReport {
  const heads = new Map<string, PageHead>()
  for (const file of files) {
    const head = readHead(pagePathOf(file), readFileSync(path.join(dir, file), 'utf8'))
    heads.set(head.path, head)
  }
  const headingOf = (pagePath: string) => {
    const known = heads.get(pagePath)
    if (known) return known.h1
    const file = fileCandidates(pagePath).find(
      (f) => f.endsWith('.html') && isFile(path.join(dir, f)),
    )
    return file ? readHead(pagePath, readFileSync(path.join(dir, file), 'utf8')).h1 : undefined
  }
  return checkHeads([...heads.values()], origin, headingOf)
}
