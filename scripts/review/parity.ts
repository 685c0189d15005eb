/**
 * The parity check: our prerender (scripts/build/prerender/) against `vite-react-ssg build`, page by
 * page, through the review's normaliser. The same visible text, head tags, elements and styles are
 * required; the only differences allowed are what ../build/prerender/renderPage.ts documents as
 * left out (`leftOut` below), besides what differs between any two builds (./normalise.ts). An
 * upgrade of vite-react-ssg (or React, React Router, Helmet) that changes pages fails the check.
 * Run by ./parity.build.test.ts (`npm run test:build`).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { attrOf, type HtmlElement } from '../lib/html'
import { pageFile } from '../build/prerender/renderPage'
import { normalisePage, pageChanges, type NormalPage, type PageChangeKind } from './normalise'
import { lineDiff, wordDiff } from './textDiff'

/** vite-react-ssg's inline scripts for its client app: the router's data and the build hash. */
const CLIENT_APP_SCRIPT = /window\.__staticRouterHydrationData\b|window\.__VITE_REACT_SSG_HASH__\b/

/**
 * What our prerender leaves out of vite-react-ssg's pages, as renderPage.ts documents it: the
 * router's hydration data, the build hash, and a `modulepreload` link per chunk the render touched.
 * (The loaders' JSON files are files, not page content: the check compares pages.)
 */
function leftOut(element: HtmlElement): boolean {
  if (element.tagName === 'link') return attrOf(element, 'rel') === 'modulepreload'
  if (element.tagName !== 'script' || attrOf(element, 'src') !== undefined) return false
  const text = element.childNodes.map((n) => ('value' in n ? n.value : '')).join('')
  return CLIENT_APP_SCRIPT.test(text)
}

/**
 * The routes the check renders with vite-react-ssg: every static path, and the first path of each
 * dynamic route (`blog/:slug`, `industries/:id`, …), of the paths vite-react-ssg lists (dynamic
 * routes as patterns, followed by their paths).
 */
export function paritySample(paths: readonly string[]): string[] {
  const patterns = paths
    .filter((p) => p.includes(':'))
    .map(
      (p) =>
        new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`),
    )
  const concrete = paths.filter((p) => !p.includes(':') && !p.includes('*'))
  const taken = new Set<RegExp>()
  return concrete.filter((p) => {
    const pattern = patterns.find((re) => re.test(p))
    if (!pattern) return true
    if (taken.has(pattern)) return false
    taken.add(pattern)
    return true
  })
}

export interface ParityProblem {
  path: string
  kinds: PageChangeKind[] | ['missing']
  /** The first differences, as lines for the failure message. */
  detail: string[]
}

/** The first changed lines of each kind of difference, for a failure message. */
function describe(theirs: NormalPage, ours: NormalPage, kinds: PageChangeKind[]): string[] {
  const lines: string[] = []
  const changed = (parts: { type: string; value: string }[]) =>
    parts
      .filter((p) => p.type !== 'same')
      .slice(0, 6)
      .map((p) => `    ${p.type === 'added' ? '+ ours  ' : '- theirs'} ${p.value.slice(0, 200)}`)
  for (const kind of kinds) {
    lines.push(`  ${kind}:`)
    if (kind === 'text') lines.push(...changed(wordDiff(theirs.text, ours.text)))
    if (kind === 'head') lines.push(...changed(lineDiff(theirs.head, ours.head)))
    if (kind === 'structure') lines.push(...changed(lineDiff(theirs.structure, ours.structure)))
    if (kind === 'styles') lines.push(...changed(lineDiff(theirs.styles, ours.styles)))
  }
  return lines
}

/** Compares the pages of `paths` between vite-react-ssg's build (`theirsDir`) and ours. */
export function comparePrerenders(
  theirsDir: string,
  oursDir: string,
  paths: readonly string[],
): ParityProblem[] {
  const problems: ParityProblem[] = []
  for (const route of paths) {
    const file = pageFile(route.startsWith('/') ? route : `/${route}`)
    const theirsFile = path.join(theirsDir, file)
    const oursFile = path.join(oursDir, file)
    if (!existsSync(theirsFile) || !existsSync(oursFile)) {
      problems.push({
        path: route,
        kinds: ['missing'],
        detail: [
          `  ${file} missing from ${existsSync(theirsFile) ? 'ours' : 'vite-react-ssg'}'s build`,
        ],
      })
      continue
    }
    const theirs = normalisePage(readFileSync(theirsFile, 'utf8'), { skip: leftOut })
    const ours = normalisePage(readFileSync(oursFile, 'utf8'), { skip: leftOut })
    const kinds = pageChanges(theirs, ours)
    if (kinds.length > 0)
      problems.push({ path: route, kinds, detail: describe(theirs, ours, kinds) })
  }
  return problems
}

/** A failure message listing each page's differences. */
export function parityMessage(problems: ParityProblem[]): string {
  return [
    `${problems.length} page(s) differ between vite-react-ssg build and scripts/build/prerender:`,
    ...problems.flatMap((p) => [`${p.path} (${p.kinds.join(', ')})`, ...p.detail]),
    'Either the prerender must follow (scripts/build/prerender/renderPage.ts), or the difference is',
    'intended: then document it in renderPage.ts and leave it out in scripts/review/parity.ts.',
  ].join('\n')
}
