/**
 * Size budgets, measured from the build output alone (deterministic: the same build gives the same
 * table, so a test can enforce it).
 *
 * First load of a route = everything the browser fetches to show and hydrate it, gzip -9: the entry
 * module and the chunks it preloads (listed in the page's `#entry-assets` block once the build has
 * deferred them, see scripts/build/deferEntry.ts; `<script type="module">` and `modulepreload` tags
 * otherwise), every chunk those import statically, the React DOM client chunk that vite-react-ssg
 * imports dynamically to hydrate (fetched on every load, so counted), and `<link rel="stylesheet">`
 * files. styled-components CSS is inlined in the HTML and counted in the HTML size.
 *
 * The limits are the targets of issue 7 plus one declared allowance for React DOM's client: React 19,
 * its router and styled-components alone weigh about 100 KB gzip before any page code, so the targets
 * cannot be met as totals with the fixed stack. The allowance is a fixed number, not "whatever React
 * DOM weighs": an upgrade that grows it, like any page that grows, fails the gate. The table prints
 * the React DOM part so the rest of the first load stays comparable with the targets.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFileFor } from '../../src/routes/table'
import { entryAssets } from '../build/deferEntry'
import { pageTags as parseHtml } from '../lib/html'
import type { GateFailure } from './links'
import { isFile, kb } from '../lib/siteFiles'

export interface BudgetConfig {
  /** First-load JS+CSS targets (bytes, gzip) by route; `default` for every route not listed. */
  js: { default: number; byRoute: Record<string, number> }
  /** Added to every JS target to give its limit: the React DOM client chunk, with the reason. */
  reactDomAllowance: { bytes: number; reason: string }
  /** HTML limit (bytes, gzip): about the first 10 TCP packets, one round trip. */
  html: number
  /**
   * Routes (or dynamic patterns) allowed over the HTML limit: each with its own, higher limit and
   * the reason, printed with the table.
   */
  htmlExceptions: Record<string, { limit: number; reason: string }>
}

/** The site's budgets. 1 KB = 1,000 bytes. */
export const budgetConfig: BudgetConfig = {
  js: {
    default: 110_000,
    byRoute: {
      '/': 100_000,
      // The only route with the inquiry form (formik, yup, dialog, toasts).
      '/contact': 150_000,
    },
  },
  reactDomAllowance: {
    bytes: 65_000,
    reason:
      "React 19's DOM client (64.0 KB measured), which every page needs to hydrate; the stack is fixed",
  },
  html: 14_000,
  htmlExceptions: {
    // Measured 14.2 KB for the spec's nine sections (hero, metrics, AI studio, pipeline, dashboards,
    // solutions, two calls to action, featured articles), then 20.0 KB once the design review's
    // proofs were added (issue 14): the hero's interface mock-up, the client logo wall and three
    // client quotes, and their inline CSS (7.4 KB for the whole page). Everything up to the end of
    // the hero (head, all inline CSS, header, hero) is the first 12.2 KB, so the first round trip
    // still carries the whole first screen and the LCP image's URL.
    '/': {
      limit: 21_000,
      reason:
        'nine spec sections plus the logo wall and client quotes; the first screen (head, CSS, header, hero) is the first 12.2 KB',
    },
    // 14.0 KB with the six case-study cards, the hero's logo wall and the six client quotes
    // (issue 14); the quotes come last, after every card.
    '/clients': {
      limit: 15_000,
      reason: 'six case-study cards, the logo wall and six client quotes (the quotes come last)',
    },
    // The product pages with the longest copy (five capability cards, a five-step process, a tool
    // or technology grid) measured 12.4–13.8 KB; each hero then gained its inline-SVG interface
    // mock-up (1.3–2.1 KB gzip, issue 14), which is part of the first screen and replaces an image
    // request.
    ...Object.fromEntries(
      ['/mlops-devops', '/quantum-genai', '/quantum-analytics', '/quantum-annotate'].map(
        (route) => [
          route,
          {
            limit: 16_000,
            reason:
              "long product copy plus the hero's inline-SVG product mock-up (no image request)",
          },
        ],
      ),
    ),
  },
}

export interface Asset {
  file: string
  gzip: number
}

export interface RouteMeasure {
  route: string
  file: string
  /** Entry, preloaded chunks and their static imports. */
  js: Asset[]
  jsTotal: number
  /** The React DOM client chunk loaded for hydration right after the entry runs. */
  hydration: Asset[]
  hydrationTotal: number
  /** Everything fetched: js + hydration + css. */
  firstLoad: number
  /** The route's target before the React DOM allowance. */
  jsTarget: number
  css: Asset[]
  cssTotal: number
  /** Inline `<style>` (styled-components), gzip on its own; part of the HTML size. */
  inlineCss: number
  html: number
  jsLimit: number
  htmlLimit: number
  /** Why this route has a higher HTML limit than the default. */
  htmlException?: string
}

const gzipCache = new Map<string, number>()
/** Chunk text and static imports by absolute path: a thousand pages share the same few chunks. */
const importsCache = new Map<string, string[]>()

function gzipSize(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipCache.set(file, size)
  }
  return size
}

const STATIC_IMPORT =
  /(?:\bimport|\bexport)\s*(?:[^"'`;()]*?\bfrom\s*)?["'`]([^"'`\s]+\.m?js)["'`]/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\s]+\.m?js)["'`]\s*\)/g

/** Relative module specifiers a chunk imports statically (`import … from "./x.js"`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '').filter((s) => s.startsWith('.'))
}

/** Relative module specifiers a chunk imports with `import("./x.js")`. */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '').filter((s) => s.startsWith('.'))
}

/** Build-relative path of a root-relative or page-relative URL (`/assets/a.js` → `assets/a.js`). */
function buildPath(url: string, fromFile: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined
  const clean = url.split(/[?#]/)[0] ?? ''
  if (clean.startsWith('/')) return clean.replace(/^\/+/, '')
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), clean))
}

/** Adds `start` and everything it imports statically to `seen` (files relative to `dir`). */
function closure(dir: string, start: string, seen: Set<string>): void {
  if (seen.has(start)) return
  const full = path.join(dir, start)
  let imports = importsCache.get(full)
  if (!imports) {
    if (!isFile(full)) return
    imports = staticImports(readFileSync(full, 'utf8'))
    importsCache.set(full, imports)
  }
  seen.add(start)
  for (const spec of imports) {
    const next = buildPath(spec, start)
    if (next) closure(dir, next, seen)
  }
}

const hydrationCache = new Map<string, string[]>()

/** The entry's dynamic imports that hold React DOM's client (`hydrateRoot`), build-relative. */
function hydrationChunks(dir: string, entry: string): string[] {
  const full = path.join(dir, entry)
  let chunks = hydrationCache.get(full)
  if (!chunks) {
    chunks = isFile(full)
      ? dynamicImports(readFileSync(full, 'utf8'))
          .map((spec) => buildPath(spec, entry))
          .filter((t): t is string => t !== undefined && isFile(path.join(dir, t)))
          .filter((t) => readFileSync(path.join(dir, t), 'utf8').includes('hydrateRoot'))
      : []
    hydrationCache.set(full, chunks)
  }
  return chunks
}

/** The JS target of a route; `pattern` is its dynamic route (`/blog/:slug`), if any. */
export function jsTargetFor(
  route: string,
  config: BudgetConfig = budgetConfig,
  pattern?: string,
): number {
  return (
    config.js.byRoute[route] ??
    (pattern ? config.js.byRoute[pattern] : undefined) ??
    config.js.default
  )
}

/**
 * Measures one route's first load from its HTML file in `dir`. `pattern` (the dynamic route it
 * belongs to, e.g. `/blog/:slug`) lets limits and exceptions be set once for all its pages.
 */
export function measureRoute(
  dir: string,
  route: string,
  config: BudgetConfig = budgetConfig,
  pattern?: string,
): RouteMeasure | undefined {
  const file = htmlFileFor(route)
  const htmlPath = path.join(dir, file)
  if (!isFile(htmlPath)) return undefined
  const html = readFileSync(htmlPath, 'utf8')
  const tags = parseHtml(html)

  const roots: string[] = []
  const cssFiles: string[] = []
  let inlineCss = ''
  const deferred = entryAssets(html)
  for (const url of deferred ? [deferred.entry, ...deferred.preload] : []) {
    const p = buildPath(url, file)
    if (p) roots.push(p)
  }
  for (const tag of tags) {
    const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/)
    if (tag.name === 'script' && tag.attrs.src) {
      const p = buildPath(tag.attrs.src, file)
      if (p) roots.push(p)
    } else if (tag.name === 'link' && rel.includes('modulepreload') && tag.attrs.href) {
      const p = buildPath(tag.attrs.href, file)
      if (p) roots.push(p)
    } else if (tag.name === 'link' && rel.includes('stylesheet') && tag.attrs.href) {
      const p = buildPath(tag.attrs.href, file)
      if (p && isFile(path.join(dir, p))) cssFiles.push(p)
    } else if (tag.name === 'style' && tag.text) {
      inlineCss += tag.text
    }
  }

  const jsSet = new Set<string>()
  for (const root of roots) closure(dir, root, jsSet)

  // Dynamic imports of the entry that hold React DOM's client: fetched to hydrate on every load.
  const hydrationSet = new Set<string>()
  const entry = roots[0]
  for (const target of entry ? hydrationChunks(dir, entry) : []) {
    if (jsSet.has(target)) continue
    const found = new Set<string>()
    closure(dir, target, found)
    for (const f of found) if (!jsSet.has(f)) hydrationSet.add(f)
  }

  const assets = (files: Iterable<string>): Asset[] =>
    [...files]
      .map((f) => ({ file: f, gzip: gzipSize(path.join(dir, f)) }))
      .sort((a, b) => b.gzip - a.gzip)
  const sum = (list: Asset[]) => list.reduce((n, a) => n + a.gzip, 0)
  const js = assets(jsSet)
  const hydration = assets(hydrationSet)
  const css = assets(new Set(cssFiles))
  const exception =
    config.htmlExceptions[route] ?? (pattern ? config.htmlExceptions[pattern] : undefined)
  const jsTarget = jsTargetFor(route, config, pattern)
  return {
    route,
    file,
    js,
    jsTotal: sum(js),
    hydration,
    hydrationTotal: sum(hydration),
    firstLoad: sum(js) + sum(hydration) + sum(css),
    jsTarget,
    css,
    cssTotal: sum(css),
    inlineCss: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0,
    html: gzipSync(html, { level: 9 }).length,
    jsLimit: jsTarget + config.reactDomAllowance.bytes,
    htmlLimit: exception?.limit ?? config.html,
    ...(exception ? { htmlException: exception.reason } : {}),
  }
}

/** Measures every route that has its HTML (the link gate reports the ones that do not). */
export function measureRoutes(
  dir: string,
  routes: string[],
  config: BudgetConfig = budgetConfig,
  patternOf?: (route: string) => string | undefined,
): RouteMeasure[] {
  return routes
    .map((r) => measureRoute(dir, r, config, patternOf?.(r)))
    .filter((m): m is RouteMeasure => m !== undefined)
}

/** A concrete path's dynamic route pattern (`/blog/x` → `/blog/:slug`); undefined for static routes. */
export function dynamicPatternOf(findPattern: (route: string) => string | undefined) {
  return (route: string): string | undefined => {
    const pattern = findPattern(route)
    return pattern && pattern.includes(':') ? pattern : undefined
  }
}

/** Budget overruns, each naming the route, the file, the figure, the limit and the biggest parts. */
export function checkBudgets(measures: RouteMeasure[]): GateFailure[] {
  const failures: GateFailure[] = []
  for (const m of measures) {
    const firstLoad = m.firstLoad
    if (firstLoad > m.jsLimit) {
      const parts = [...m.js, ...m.hydration, ...m.css]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 4)
        .map((a) => `${path.posix.basename(a.file)} ${kb(a.gzip)} KB`)
        .join(', ')
      failures.push({
        page: m.route,
        link: m.file,
        problem: `first-load JS+CSS is ${kb(firstLoad)} KB gzip, over the ${kb(m.jsLimit)} KB budget (${kb(m.jsTarget)} KB target + ${kb(m.jsLimit - m.jsTarget)} KB React DOM allowance; largest: ${parts})`,
      })
    }
    if (m.html > m.htmlLimit) {
      failures.push({
        page: m.route,
        link: m.file,
        problem: `HTML is ${kb(m.html)} KB gzip, over the ${kb(m.htmlLimit)} KB budget (inline CSS ${kb(m.inlineCss)} KB); trim it, or raise its limit in htmlExceptions (scripts/quality/budgets.ts) with the reason`,
      })
    }
  }
  return failures
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width)
}

/** A table row: one route, or every page of a dynamic route (its largest figures). */
interface Row {
  label: string
  worst: RouteMeasure
  jsOver: boolean
  htmlOver: boolean
  htmlException?: string
}

function rowsOf(measures: RouteMeasure[], groupOf?: (route: string) => string | undefined): Row[] {
  const groups = new Map<string, RouteMeasure[]>()
  for (const m of measures) {
    const key = groupOf?.(m.route) ?? m.route
    groups.set(key, [...(groups.get(key) ?? []), m])
  }
  return [...groups].map(([key, list]) => {
    const firstLoad = (m: RouteMeasure) => m.firstLoad
    const worst = list.reduce((a, b) => (firstLoad(b) > firstLoad(a) ? b : a))
    const worstHtml = list.reduce((a, b) => (b.html > a.html ? b : a))
    return {
      label: list.length > 1 ? `${key} (${list.length} pages, max)` : (list[0]?.route ?? key),
      worst: { ...worst, html: worstHtml.html, inlineCss: worstHtml.inlineCss },
      jsOver: list.some((m) => firstLoad(m) > m.jsLimit),
      htmlOver: list.some((m) => m.html > m.htmlLimit),
      ...(worstHtml.htmlException ? { htmlException: worstHtml.htmlException } : {}),
    }
  })
}

/**
 * The budget table printed by the build and by `npm run check:budgets`. With `groupOf` (route →
 * its dynamic pattern), the pages of a dynamic route share one row with their largest figures, so
 * a blog of a thousand posts prints one line, not a thousand.
 */
export function formatBudgetTable(
  measures: RouteMeasure[],
  groupOf?: (route: string) => string | undefined,
): string {
  const rows = rowsOf(measures, groupOf)
  const routeWidth = Math.max(5, ...rows.map((r) => r.label.length)) + 2
  const head =
    pad('Route', routeWidth) +
    pad('JS+CSS', 9, true) +
    pad('limit', 8, true) +
    pad('React DOM', 11, true) +
    pad('rest', 7, true) +
    pad('target', 8, true) +
    pad('CSS', 7, true) +
    pad('HTML', 8, true) +
    pad('limit', 8, true) +
    pad('inline CSS', 12, true)
  const lines = [
    'First-load size budgets (KB gzip, 1 KB = 1,000 bytes)',
    head,
    '-'.repeat(head.length),
  ]
  for (const { label, worst: m, jsOver, htmlOver, htmlException } of rows) {
    const htmlMark = htmlOver ? ' ✖' : htmlException ? ' (exception)' : ''
    lines.push(
      pad(label, routeWidth) +
        pad(kb(m.firstLoad), 9, true) +
        pad(kb(m.jsLimit), 8, true) +
        pad(kb(m.hydrationTotal), 11, true) +
        pad(kb(m.firstLoad - m.hydrationTotal), 7, true) +
        pad(kb(m.jsTarget), 8, true) +
        pad(kb(m.cssTotal), 7, true) +
        pad(kb(m.html), 8, true) +
        pad(kb(m.htmlLimit), 8, true) +
        pad(kb(m.inlineCss), 12, true) +
        (jsOver ? '  ✖ JS' : '') +
        htmlMark,
    )
  }
  const exceptions = rows.filter((r) => r.htmlException)
  if (exceptions.length > 0) {
    lines.push('', 'HTML limits raised on purpose:')
    for (const r of exceptions)
      lines.push(`  ${r.label} (${kb(r.worst.htmlLimit)} KB): ${r.htmlException}`)
  }
  lines.push(
    '',
    'JS+CSS = everything the first load fetches: entry, preloaded chunks, their static imports, the React DOM',
    'client chunk that hydrates, stylesheets. limit = target (issue 7) + React DOM allowance; rest = JS+CSS',
    'without React DOM, the figure to compare with the target.',
  )
  return lines.join('\n')
}
