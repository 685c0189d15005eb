/**
 * Build step: the browser's JavaScript. Pages are static HTML; what runs in the browser is the site
 * script (src/enhance/siteScript.ts: the header, count-ups and small page behaviours, in plain DOM code)
 * and, on pages with islands, the islands runtime and each island's component (src/islands/).
 *
 * This step bundles the site script with Vite (the same config, so styled-components gives the islands the
 * class names the prerender used), reads the chunk graph from Vite's manifest, tells each page which
 * chunks it needs, checks that every page holds exactly the islands its route declares, and deletes
 * every script no page loads.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ISLANDS_CHUNK_NAME, MANIFEST_FILE, SITE_ENTRY } from './siteScriptBundle'
import { islandModuleId, type IslandName } from '../../src/islands/registry'
import { findRoute, type RouteEntry } from '../../src/routes/table'
import type { EntryAssets } from './deferEntry'
import { htmlFiles } from './cspHashes'

const ISLANDS_RUNTIME = 'src/islands/client.tsx'

/**
 * The manifest key of the islands runtime's chunk: the `islands` chunk the browser bundle folds the
 * runtime and what every island shares into (./siteScriptBundle.ts), else the runtime's own.
 */
export function islandsRuntimeKey(manifest: Manifest): string {
  const folded = Object.entries(manifest).find(
    ([, chunk]) => chunk.name === ISLANDS_CHUNK_NAME && chunk.src === undefined,
  )
  return folded?.[0] ?? ISLANDS_RUNTIME
}

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string
  /** The chunk's name (a group's name for a chunk of grouped modules). */
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** The files (relative to the output folder) `key` loads by itself: it and its static imports. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (k: string) => {
    if (seen.has(k)) return
    seen.add(k)
    const chunk = manifest[k]
    if (!chunk) throw new Error(`${k} is not in the build manifest`)
    files.push(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(key)
  return files
}

/** The JavaScript a page with these islands loads: the site script, then the islands' chunks. */
export function pageAssets(manifest: Manifest, islands: readonly IslandName[]): EntryAssets {
  const url = (file: string) => `/${file}`
  const [entry, ...entryImports] = staticClosure(manifest, SITE_ENTRY)
  if (!entry) throw new Error(`${SITE_ENTRY} is not in the build manifest`)
  const preload = new Set(entryImports)
  if (islands.length > 0) {
    staticClosure(manifest, islandsRuntimeKey(manifest)).forEach((f) => preload.add(f))
    for (const name of islands)
      staticClosure(manifest, islandModuleId(name)).forEach((f) => preload.add(f))
  }
  preload.delete(entry)
  // What the islands load on first use (their dialogs, live lists), to fetch once the page is idle.
  const later = new Set<string>()
  for (const name of islands)
    for (const lazy of manifest[islandModuleId(name)]?.dynamicImports ?? [])
      for (const file of staticClosure(manifest, lazy))
        if (file !== entry && !preload.has(file)) later.add(file)
  return {
    entry: url(entry),
    preload: [...preload].map(url),
    ...(later.size > 0 ? { prefetch: [...later].map(url) } : {}),
  }
}

/** React Router's default error page: what a page that throws while prerendering becomes. */
const ROUTER_ERROR_PAGE = 'Unexpected Application Error!'

const ISLAND_IN_HTML = /<is-land\b[^>]*\bdata-island="([^"]*)"/g

/** The islands a page's HTML holds, in document order, without repeats. */
export function islandsInHtml(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND_IN_HTML)].map((m) => m[1] ?? ''))]
}

/** The route of a page file (`blog/page/2.html` → the `/blog/page/:page` entry). */
export function routeOfFile(file: string): RouteEntry | undefined {
  const page = file.replace(/\\/g, '/').replace(/\.html$/, '')
  if (page === '404') return findRoute('/404')
  return findRoute(page === 'index' ? '/' : `/${page}`)
}

/** Differences between the islands a page declares in the route table and those in its HTML. */
export function islandMismatch(
  file: string,
  declared: readonly string[],
  found: readonly string[],
): string | undefined {
  const missing = declared.filter((n) => !found.includes(n))
  const undeclared = found.filter((n) => !declared.includes(n))
  if (missing.length === 0 && undeclared.length === 0) return undefined
  const parts = [
    missing.length ? `declares ${missing.join(', ')} but its HTML has none` : '',
    undeclared.length ? `holds ${undeclared.join(', ')} that its route does not declare` : '',
  ].filter(Boolean)
  return `${file}: ${parts.join('; ')} (src/routes/table.ts → islands)`
}

/** The manifest `buildSiteScript` left in `dist`, removed once read. */
function takeManifest(dist: string): Manifest {
  const file = path.join(dist, MANIFEST_FILE)
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the prerender builds the site script (npm run build)`)
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  rmSync(file)
  return manifest
}

/**
 * The step: reads the site script's manifest, checks each page's islands against its route, and
 * returns the assets of each page (by file) for the entry rewrite. Fails the build on a mismatch.
 */
export function siteScriptStep(dist: string): {
  manifest: Manifest
  assetsFor: (file: string) => EntryAssets
} {
  const manifest = takeManifest(dist)
  const problems: string[] = []
  const islandsOf = new Map<string, IslandName[]>()
  for (const file of htmlFiles(dist)) {
    const route = routeOfFile(file)
    const declared = route?.islands ?? []
    const html = readFileSync(path.join(dist, file), 'utf8')
    if (html.includes(ROUTER_ERROR_PAGE))
      problems.push(`${file}: the page threw while prerendering (React Router's error page)`)
    const problem = islandMismatch(file, declared, islandsInHtml(html))
    if (problem) problems.push(problem)
    islandsOf.set(file, [...declared])
  }
  if (problems.length > 0) throw new Error(`Pages not fit to ship:\n  ${problems.join('\n  ')}`)
  const withIslands = [...islandsOf.values()].filter((i) => i.length > 0).length
  console.log(
    `✓ site script: ${withIslands} of ${islandsOf.size} pages have islands, the rest load no React`,
  )
  return {
    manifest,
    assetsFor: (file) => pageAssets(manifest, islandsOf.get(file) ?? []),
  }
}

/**
 * Deletes the scripts no page loads (the page template's empty entry module, see
 * ./siteScriptBundle.ts). Returns how many files went.
 */
export function removeUnusedScripts(dist: string, manifest: Manifest): number {
  // Every chunk of the site script is one some page may load (at once or on use).
  const keep = new Set(
    Object.values(manifest)
      .filter((chunk) => !chunk.src?.endsWith('.html'))
      .map((chunk) => chunk.file),
  )
  const assets = path.join(dist, 'assets')
  let removed = 0
  for (const name of existsSync(assets) ? readdirSync(assets) : []) {
    if (!/\.m?js$/.test(name) || keep.has(`assets/${name}`)) continue
    rmSync(path.join(assets, name))
    removed++
  }
  return removed
}
