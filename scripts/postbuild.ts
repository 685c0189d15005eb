/**
 * After the prerender (scripts/build/prerender/): checks that every route of the route table was prerendered, writes
 * sitemap.xml and robots.txt from the route table, removes build artefacts nobody serves, and warns
 * loudly when a production build still uses placeholder contact details.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { placeholderValues } from '../src/config/readSiteConfig'
import { enforceInquiryEndpoint } from '../src/features/contact/inquiryEndpointCheck'
import { allConcretePaths, routeTable, sitemapPaths, findRoute } from '../src/routes/table'
import { missingRouteFiles } from './lib/routeCheck'
import { loadSiteConfig } from './lib/siteEnv'
import { renderRobots, renderSitemap } from './lib/sitemap'
import { hostConfigStep } from './build/hostConfigs'
import { bundleScanStep } from './build/bundleScan'
import { describeManifest } from './build/images'
import { buildMedia } from './build/mediaWorker'
import { secureInlineScripts } from './build/cspHashes'
import { breadcrumbsStep } from './build/breadcrumbs'
import { feedsStep } from './build/feeds'
import { finalizeHtmlStep } from './build/deferEntry'
import { removeUnusedScripts, siteScriptStep } from './build/siteScript'
import { fallbackCheckStep } from './build/fallbackCheck'
import { blogPagesStep } from './quality/blogPageCheck'
import { adminStep } from './cms/buildAdmin'
import { blogPosts } from '../src/generated/indexes/blogIndex'

const isDevBuild = process.env.BUILD_MODE === 'development'
const dist = path.resolve(process.env.SITE_OUT_DIR ?? (isDevBuild ? 'dist-dev' : 'dist'))
const config = loadSiteConfig()

/** Wall time of each step, printed at the end: what the build spends where. */
const timings: string[] = []
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  timings.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`)
  return result
}

const missing = missingRouteFiles(dist, routeTable)
if (missing.length > 0) {
  console.error(
    `\n✖ These routes of src/routes/table.ts were not prerendered:\n  ${missing.join('\n  ')}\n`,
  )
  process.exit(1)
}

const entries = sitemapPaths().map((p) => ({ path: p, lastmod: findRoute(p)?.lastModified?.(p) }))
writeFileSync(path.join(dist, 'sitemap.xml'), renderSitemap(config.url, entries))
writeFileSync(path.join(dist, 'robots.txt'), renderRobots(config.url))

// Vite's manifests are build bookkeeping.
rmSync(path.join(dist, '.vite'), { recursive: true, force: true })

console.log(
  `✓ ${routeTable.length} routes checked, sitemap.xml lists ${entries.length} pages (${path.relative(process.cwd(), dist)}/)`,
)

// Content behind a Suspense fallback is invisible without JavaScript: fail before anything else.
await step('fallback check', () => fallbackCheckStep(dist))
// Every article reachable without JavaScript: /blog and its list pages link to all of them.
await step('blog pages', () =>
  blogPagesStep(
    dist,
    blogPosts.map((p) => p.slug),
  ),
)
// Structured data that names other pages: each nested page's breadcrumb trail, by their h1s.
await step('breadcrumbs', () => breadcrumbsStep(dist, allConcretePaths(routeTable), config.url))
// The browser's JavaScript: the site script and the islands.
const siteScript = await step('site script', () => siteScriptStep(dist))
await step('entry assets', () => finalizeHtmlStep(dist, siteScript.assetsFor))
console.log(`✓ ${removeUnusedScripts(dist, siteScript.manifest)} unused script(s) removed`)
enforceInquiryEndpoint(config.inquiryEndpoint)
// The images run in a worker thread while this thread writes the feeds and scans the pages'
// inline scripts for the CSP (after the last step that edits HTML; the images add no page).
const media = buildMedia(dist, config)
// A failure is reported where it is awaited, below.
media.catch(() => undefined)
await step('feeds', () => feedsStep(dist, config))
const inlineScripts = await step('inline scripts', () => secureInlineScripts(dist))
const { images, timings: mediaTimings } = await step('waiting for images', () => media)
timings.push(...mediaTimings)
console.log(describeManifest(images))
// The host configs list every file the build wrote, the images included.
await step('host configs', () => hostConfigStep(dist, config, routeTable, inlineScripts))
await step('bundle scan', () => bundleScanStep(dist))
// The editor, last: no step that reads or rewrites the pages sees it (it is no page of the site).
await step('editor', () => adminStep(dist, config))

const placeholders = placeholderValues(config)
if (!isDevBuild && placeholders.length > 0) {
  console.warn(
    `\n⚠ This build still uses placeholder values (.example domains) for: ${placeholders.join(', ')}.\n` +
      '  Fine for local previews and tests; set them before deploying (README → Configuration).\n',
  )
}

console.log(
  `postbuild steps: ${timings.join(', ')}; peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB resident`,
)
