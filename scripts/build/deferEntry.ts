/**
 * Build step: the prerendered page paints before any JavaScript is fetched.
 *
 * The prerender's page template keeps index.html's `<script type="module">`, pointing at an empty
 * module (the site does not ship vite-react-ssg's client app: pages are static HTML with islands,
 * see src/islands/). This step replaces it with the site script's name (src/enhance/siteScript.ts, with
 * the page's island chunks as preloads) in a JSON data block
 * (`#entry-assets`), plus one small inline loader, identical on every page (so the CSP needs one
 * hash), that adds them once the browser reports the first largest-contentful-paint. Scripts that
 * finish before the first paint would count into the paint under Lighthouse's simulated
 * throttling (1.6–2.0× the LCP of the same HTML without scripts, measured on this site), so the
 * page paints from HTML and CSS alone, then its script runs.
 *
 * The entry is requested first, then its preloads: on a slow connection the browser queues requests
 * beyond a few at once, and the entry is the one script that must run before any other can.
 *
 * On a page whose largest paint is an image (the one it fetches with `fetchpriority=high`), the first
 * paint is usually the text; the loader then waits for that image to arrive, so the scripts do not
 * take its bandwidth (measured on the home page under slow 4G: LCP 1.45× the script-free page's).
 *
 * The loader also starts at once on the first pointer or key press (so an early tap is not lost for
 * long) and on the first scroll (a visitor scrolling has left the first screen and its largest
 * paint behind, and heads for something further down, often an island: on the home page the scripts
 * would otherwise wait for the hero image), on `load` when the page is hidden (a background tab reports no paint), after the first
 * frame following `load` otherwise (`load` can fire before the first paint when the CPU is slow, so
 * it must not start the scripts by itself), and where the browser has no LCP entries (Safari):
 * always after the document is parsed, because a script inserted by script runs as soon as it
 * arrives.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles } from './cspHashes'

import { ENTRY_ASSETS_ID } from '../../src/islands/entryAssets'

export { ENTRY_ASSETS_ID }

export interface EntryAssets {
  /** The module script of the page: the site script. */
  entry: string
  /** Chunks the page will need (its islands), fetched in parallel with it. */
  preload: string[]
  /**
   * Chunks a first tap on an island will need (its dialog, its live list), which the islands
   * runtime fetches once the page is idle (src/islands/prefetch.ts); not part of the first load.
   */
  prefetch?: string[]
}

/** The inline loader (ES5, no dependencies). Its text is what the CSP hash covers: keep it stable. */
export const ENTRY_LOADER = `(function(){var d=document,w=window,s=0;function go(){if(s)return;s=1;var a=JSON.parse(d.getElementById('${ENTRY_ASSETS_ID}').textContent);var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=a.entry;d.head.appendChild(e);a.preload.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)})}function start(){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);else go()}var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[];if(t.indexOf('largest-contentful-paint')<0)return start();new P(function(l,o){if(l.getEntries().length){o.disconnect();var i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',start);i.addEventListener('error',start)}else start()}}).observe({type:'largest-contentful-paint',buffered:true});['pointerdown','keydown','scroll'].forEach(function(n){w.addEventListener(n,start,{once:true,capture:true,passive:true})});w.addEventListener('load',function(){if(d.visibilityState!=='visible')start();else requestAnimationFrame(function(){setTimeout(start)})})})()`

/**
 * Speculation rules, the same on every page (one CSP hash): the browser fetches a page of the site
 * when the visitor hovers its link for a moment (prefetch, moderate) and renders it ahead when they
 * press on it (prerender, conservative), so the next page appears at once. Browsers without
 * speculation rules ignore them. Feeds, the API and the inquiry confirmation (whose script forgets
 * the visitor's draft) are never fetched ahead.
 */
const SAME_SITE_PAGES = {
  and: [
    { href_matches: '/*' },
    ...['/api/*', '/*.xml', '/*.json', '/contact/thank-you'].map((p) => ({
      not: { href_matches: p },
    })),
  ],
}
const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: SAME_SITE_PAGES, eagerness: 'moderate' }],
  prerender: [{ where: SAME_SITE_PAGES, eagerness: 'conservative' }],
})

const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/
const ASSETS_BLOCK = new RegExp(
  `<script type="application/json" id="${ENTRY_ASSETS_ID}">([^<]*)</script>`,
)

/**
 * Replaces the page's module script with the data block naming `assets` and the loader that starts
 * them after the first paint. Throws when the page has no entry script to replace (the prerender's
 * output changed: better to stop than to ship a page without its script).
 */
export function deferEntry(html: string, assets: EntryAssets, file = 'page'): string {
  if (ASSETS_BLOCK.test(html)) return html
  if (!ENTRY_SCRIPT.test(html))
    throw new Error(`${file}: no <script type="module" src> entry to replace`)
  // JSON in a data block: `<` cannot appear in asset URLs, but escape it anyway.
  const data = JSON.stringify(assets).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${ENTRY_ASSETS_ID}">${data}</script><script>${ENTRY_LOADER}</script><script type="speculationrules">${SPECULATION_RULES}</script>`
  return html.replace(ENTRY_SCRIPT, () => block)
}

/** The deferred entry and preloads of a processed page, if it has them. */
export function entryAssets(html: string): EntryAssets | undefined {
  const json = ASSETS_BLOCK.exec(html)?.[1]
  if (json === undefined) return undefined
  const value = JSON.parse(json) as Partial<EntryAssets>
  if (typeof value.entry !== 'string' || !Array.isArray(value.preload)) return undefined
  const strings = (list: unknown[]) => list.filter((p): p is string => typeof p === 'string')
  return {
    entry: value.entry,
    preload: strings(value.preload),
    ...(Array.isArray(value.prefetch) && value.prefetch.length > 0
      ? { prefetch: strings(value.prefetch) }
      : {}),
  }
}

/**
 * Applies the rewrite to every page of `dist`, with the assets `assetsFor` names for the page
 * (its path relative to `dist`); returns how many pages changed.
 */
export function finalizeHtmlStep(dist: string, assetsFor: (file: string) => EntryAssets): number {
  let changed = 0
  for (const file of htmlFiles(dist)) {
    const full = path.join(dist, file)
    const html = readFileSync(full, 'utf8')
    const next = deferEntry(html, assetsFor(file), file)
    if (next !== html) {
      writeFileSync(full, next)
      changed++
    }
  }
  console.log(`✓ ${changed} pages: the site script starts after the first paint`)
  return changed
}
