/**
 * The link gate. Reads the built site as a visitor without JavaScript gets it (the HTML files, never
 * a browser) and reports every internal reference that does not resolve:
 * - `href`, `src`, `srcset`, `poster`, `imagesrcset`, SVG `href`, sharing-image `<meta>` URLs and
 *   CSS `url()` in inline styles and stylesheets must point at a file of the build, with flat
 *   routing (`/x` → `x.html`); the not-found page is never a valid target;
 * - a `#fragment` must name an element id on the target page (or SVG file);
 * - every concrete route of the route table must have produced its HTML;
 * - `sitemap.xml` must list exactly the public routes.
 * Every failure names the page and the link.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describeTag, fragmentTargets, pageTags, srcsetUrls, type HtmlTag } from '../lib/html'
import { checkMedia } from './media'
import { ENTRY_ASSETS_ID, entryAssets } from '../build/deferEntry'
import { htmlFileFor } from '../../src/routes/table'
import { fileCandidates, htmlFiles, isFile, pagePathOf } from '../lib/siteFiles'

export interface GateFailure {
  /** The page (URL path) or file where the problem is. */
  page: string
  /** The offending link or element, as written. */
  link: string
  /** What is wrong, and where possible how to fix it. */
  problem: string
}

export interface LinkCheckOptions {
  /** The build output folder. */
  dir: string
  /** Every concrete route path of the route table (each must have its HTML). */
  routes: string[]
  /** Exactly the paths `sitemap.xml` must list. */
  sitemapPaths: string[]
  /** The public origin; absolute URLs on it count as internal (canonical, sharing images). */
  origin?: string
}

const BASE = 'http://site.internal'
const NOT_FOUND_FILE = '404.html'

/** Which attributes of which tags hold URLs. */
const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href', 'imagesrcset'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  input: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
}
const SRCSET_ATTRS = new Set(['srcset', 'imagesrcset'])
/** `<meta>` whose `content` is a URL on the site. */
const URL_META = new Set(['og:image', 'og:url', 'twitter:image', 'og:image:url'])

interface Resolved {
  file?: string
  problem?: string
}

/** A reference found on a page, before checking. */
interface Reference {
  url: string
  /** How to show it in a message. */
  shown: string
  /** Base URL to resolve against (the page, or a stylesheet). */
  base: string
}

class SiteIndex {
  private readonly ids = new Map<string, Set<string>>()
  constructor(readonly dir: string) {}

  /** Ids in an HTML or SVG file of the build (cached). */
  idsOf(file: string): Set<string> {
    let ids = this.ids.get(file)
    if (!ids) {
      ids = fragmentTargets(pageTags(readFileSync(path.join(this.dir, file), 'utf8')))
      this.ids.set(file, ids)
    }
    return ids
  }

  /** The build file a URL path is served from, the way a static host maps a flat build. */
  resolvePath(pathname: string): Resolved {
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return { problem: `has a trailing slash; link ${pathname.replace(/\/+$/, '')} instead` }
    }
    const file = fileCandidates(pathname).find((c) => isFile(path.join(this.dir, c)))
    if (!file) {
      const rel = pathname.replace(/^\/+/, '')
      const expected = pathname === '/' || !path.extname(rel) ? htmlFileFor(pathname) : rel
      return { problem: `no such file in the build (expected ${expected})` }
    }
    if (file === NOT_FOUND_FILE) return { problem: 'points at the not-found page' }
    return { file }
  }
}

function isHtmlOrSvg(file: string): boolean {
  return /\.(html|svg)$/i.test(file)
}

/** Classifies a raw URL: `null` when it is not ours to check (external, mailto:, data:…). */
function internalUrl(raw: string, base: string, origin?: string): URL | null {
  const value = raw.trim()
  if (value === '') return null
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'http' && scheme !== 'https') return null
  if (scheme || value.startsWith('//')) {
    if (!origin) return null
    let url: URL
    try {
      url = new URL(value, base)
    } catch {
      return null
    }
    if (url.origin !== new URL(origin).origin) return null
    return new URL(url.pathname + url.search + url.hash, BASE)
  }
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

/** CSS `url(...)` references in a stylesheet text. */
export function cssUrls(css: string): string[] {
  const urls: string[] = []
  const re = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi
  for (let m = re.exec(css); m; m = re.exec(css)) {
    const url = m[1] ?? m[2] ?? m[3] ?? ''
    if (url && !url.startsWith('data:') && !url.startsWith('#')) urls.push(url)
  }
  return urls
}

function referencesOf(tag: HtmlTag, pageBase: string, origin?: string): Reference[] {
  const refs: Reference[] = []
  for (const attr of URL_ATTRS[tag.name] ?? []) {
    const value = tag.attrs[attr]
    if (value === undefined) continue
    // A form that POSTs targets an endpoint a server answers (the inquiry collector), not a page.
    if (
      tag.name === 'form' &&
      attr === 'action' &&
      (tag.attrs.method ?? '').toLowerCase() === 'post'
    )
      continue
    if (
      tag.name === 'link' &&
      attr === 'href' &&
      /\b(preconnect|dns-prefetch)\b/.test(tag.attrs.rel ?? '')
    )
      continue
    const urls = SRCSET_ATTRS.has(attr) ? srcsetUrls(value) : [value]
    for (const url of urls) refs.push({ url, shown: describeTag(tag, attr), base: pageBase })
  }
  if (tag.name === 'meta' && origin) {
    const key = tag.attrs.property ?? tag.attrs.name ?? ''
    if (URL_META.has(key) && tag.attrs.content)
      refs.push({
        url: tag.attrs.content,
        shown: `<meta ${key}="${tag.attrs.content}">`,
        base: pageBase,
      })
  }
  if (tag.name === 'script' && tag.attrs.id === ENTRY_ASSETS_ID && tag.text) {
    // The entry and preloads the build deferred until the first paint (scripts/build/deferEntry.ts).
    const assets = entryAssets(
      `<script type="application/json" id="${ENTRY_ASSETS_ID}">${tag.text}</script>`,
    )
    if (!assets) refs.push({ url: '#entry-assets', shown: describeTag(tag, 'id'), base: pageBase })
    for (const url of assets ? [assets.entry, ...assets.preload, ...(assets.prefetch ?? [])] : [])
      refs.push({ url, shown: `${url} in #${ENTRY_ASSETS_ID}`, base: pageBase })
  }
  if (tag.name === 'style' && tag.text)
    for (const url of cssUrls(tag.text))
      refs.push({ url, shown: `url(${url}) in <style>`, base: pageBase })
  if (tag.attrs.style)
    for (const url of cssUrls(tag.attrs.style))
      refs.push({ url, shown: `url(${url}) in style="…" of <${tag.name}>`, base: pageBase })
  return refs
}

/** Checks one reference; returns the problem, or undefined when it resolves. */
function checkReference(
  site: SiteIndex,
  ref: Reference,
  pageFile: string,
  pageIds: Set<string>,
  origin?: string,
): string | undefined {
  const raw = ref.url.trim()
  if (raw === '#') return 'is an empty fragment "#" (use a button for actions, or link a real id)'
  const url = internalUrl(raw, ref.base, origin)
  if (!url) return undefined
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : ''
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return 'has malformed percent-encoding'
  }
  const samePage = raw.startsWith('#')
  let targetFile = pageFile
  if (!samePage) {
    const resolved = site.resolvePath(pathname)
    // A page naming itself (the not-found page's canonical URL) is never a broken link.
    const self = pathname === pagePathOf(pageFile) || pathname === `/${pageFile}`
    if (resolved.problem && !self) return resolved.problem
    targetFile = resolved.file ?? pageFile
  }
  if (!fragment || fragment === 'top') return undefined
  if (!isHtmlOrSvg(targetFile)) return undefined
  const ids = targetFile === pageFile ? pageIds : site.idsOf(targetFile)
  if (!ids.has(fragment)) {
    const where = targetFile === pageFile ? 'this page' : pagePathOf(targetFile)
    return `#${fragment} is not an element id on ${where}`
  }
  return undefined
}

/** Checks every HTML page of the build (and the stylesheets they load). */
function checkPages(site: SiteIndex, origin?: string): GateFailure[] {
  const failures: GateFailure[] = []
  const checkedCss = new Set<string>()
  for (const file of htmlFiles(site.dir)) {
    const page = pagePathOf(file)
    const tags = pageTags(readFileSync(path.join(site.dir, file), 'utf8'))
    const ids = fragmentTargets(tags)
    const pageBase = BASE + page
    for (const tag of tags) {
      for (const ref of referencesOf(tag, pageBase, origin)) {
        const problem = checkReference(site, ref, file, ids, origin)
        if (problem) failures.push({ page, link: ref.shown, problem })
      }
      // Stylesheets of the build: their url()s resolve against the stylesheet's own URL.
      if (tag.name === 'link' && /\bstylesheet\b/.test(tag.attrs.rel ?? '') && tag.attrs.href) {
        const url = internalUrl(tag.attrs.href, pageBase, origin)
        const resolved = url ? site.resolvePath(url.pathname) : {}
        if (resolved.file && !checkedCss.has(resolved.file)) {
          checkedCss.add(resolved.file)
          const css = readFileSync(path.join(site.dir, resolved.file), 'utf8')
          const cssBase = `${BASE}/${resolved.file}`
          for (const u of cssUrls(css)) {
            const problem = checkReference(
              site,
              { url: u, shown: `url(${u})`, base: cssBase },
              resolved.file,
              new Set(),
              origin,
            )
            if (problem) failures.push({ page: `/${resolved.file}`, link: `url(${u})`, problem })
          }
        }
      }
    }
    for (const issue of checkMedia(tags)) failures.push({ page, ...issue })
  }
  return failures
}

/** Every concrete route must have produced its HTML file. */
function checkRouteFiles(dir: string, routes: string[]): GateFailure[] {
  return routes
    .filter((route) => !isFile(path.join(dir, htmlFileFor(route))))
    .map((route) => ({
      page: route,
      link: htmlFileFor(route),
      problem: 'route of src/routes/table.ts produced no HTML file',
    }))
}

/** The paths listed in a sitemap.xml text (origin stripped when it matches). */
export function sitemapLocations(xml: string): string[] {
  const locs: string[] = []
  const re = /<loc>\s*([^<]*?)\s*<\/loc>/g
  for (let m = re.exec(xml); m; m = re.exec(xml)) locs.push((m[1] ?? '').replace(/&amp;/g, '&'))
  return locs
}

/** `sitemap.xml` must list exactly the public routes, once each, on the site's origin. */
export function checkSitemap(dir: string, expected: string[], origin?: string): GateFailure[] {
  const file = path.join(dir, 'sitemap.xml')
  if (!isFile(file)) {
    return [{ page: '/sitemap.xml', link: 'sitemap.xml', problem: 'is missing from the build' }]
  }
  const failures: GateFailure[] = []
  const listed: string[] = []
  for (const loc of sitemapLocations(readFileSync(file, 'utf8'))) {
    let url: URL
    try {
      url = new URL(loc)
    } catch {
      failures.push({ page: '/sitemap.xml', link: loc, problem: 'is not an absolute URL' })
      continue
    }
    if (origin && url.origin !== new URL(origin).origin) {
      failures.push({
        page: '/sitemap.xml',
        link: loc,
        problem: `is not on the site origin ${origin}`,
      })
    }
    listed.push(decodeURIComponent(url.pathname))
  }
  const want = new Set(expected)
  const seen = new Set<string>()
  for (const p of listed) {
    if (seen.has(p)) failures.push({ page: '/sitemap.xml', link: p, problem: 'is listed twice' })
    seen.add(p)
    if (!want.has(p))
      failures.push({
        page: '/sitemap.xml',
        link: p,
        problem: 'is listed but is not a public route (sitemap: true)',
      })
  }
  for (const p of expected) {
    if (!seen.has(p))
      failures.push({
        page: '/sitemap.xml',
        link: p,
        problem: 'is a public route missing from the sitemap',
      })
  }
  return failures
}

/** The whole link gate. */
export function checkLinks(options: LinkCheckOptions): GateFailure[] {
  const site = new SiteIndex(options.dir)
  return [
    ...checkRouteFiles(options.dir, options.routes),
    ...checkSitemap(options.dir, options.sitemapPaths, options.origin),
    ...checkPages(site, options.origin),
  ]
}

/**
 * Failures for people: grouped by link and problem (a broken header link fails on every page), each
 * line naming the link, the problem and the pages it is on.
 */
export function formatFailures(failures: GateFailure[], maxPages = 6): string {
  const groups = new Map<string, { link: string; problem: string; pages: string[] }>()
  for (const f of failures) {
    const key = `${f.link}\u0000${f.problem}`
    const group = groups.get(key) ?? { link: f.link, problem: f.problem, pages: [] }
    if (!group.pages.includes(f.page)) group.pages.push(f.page)
    groups.set(key, group)
  }
  return [...groups.values()]
    .map((g) => {
      const shown = g.pages.slice(0, maxPages).join(', ')
      const more = g.pages.length > maxPages ? ` and ${g.pages.length - maxPages} more` : ''
      return `  ✖ ${g.link} ${g.problem}\n      on ${shown}${more}`
    })
    .join('\n')
}
