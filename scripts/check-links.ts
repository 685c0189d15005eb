/**
 * `npm run check:links`: the link gate over a finished build (default dist/, or `--dir`).
 * Fails on any internal href/src/srcset/#fragment that does not resolve, any route of the route table
 * without its HTML, a sitemap.xml that does not list exactly the public routes, and images or videos
 * that break the media rules (scripts/quality/media.ts). Every failure names the page and the link.
 */
import { allConcretePaths, routeTable, sitemapPaths } from '../src/routes/table'
import { loadSiteConfig } from './lib/siteEnv'
import { checkLinks, formatFailures } from './quality/linkGate'
import { builtSiteDir, htmlFiles } from './lib/siteFiles'

const argv = process.argv.slice(2)
const { dir, shown } = builtSiteDir(argv)

const failures = checkLinks({
  dir,
  routes: allConcretePaths(routeTable),
  sitemapPaths: sitemapPaths(routeTable),
  origin: loadSiteConfig().url,
})

const pages = htmlFiles(dir).length
if (failures.length > 0) {
  console.error(`\n✖ Link gate: ${failures.length} problem(s) in ${shown}/ (${pages} pages read)\n`)
  console.error(formatFailures(failures))
  console.error('')
  process.exit(1)
}
console.log(
  `✓ Link gate: ${pages} pages, every internal link, anchor, image and route resolves; sitemap.xml matches the route table`,
)
