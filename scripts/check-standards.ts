/**
 * `npm run check:standards`: a finished build (default dist/, or `--dir`) as readers nobody here
 * wrote take it. Fails on:
 *
 * - any error of the W3C Nu HTML Checker (vnu) on any page, outside the short allow-list of the
 *   checker's own limits (scripts/quality/htmlValidator.ts); one Java process checks every page;
 * - a feed that a strict XML parser rejects or that lacks what RSS 2.0, Atom (RFC 4287) or JSON
 *   Feed 1.1 require (scripts/quality/feedCheck.ts);
 * - a JSON-LD block that does not parse, a breadcrumb not named by its page's h1, a canonical URL
 *   that is missing, wrong, or on a page kept out of search results
 *   (scripts/quality/structuredDataCheck.ts).
 *
 * Prints what it checked, the allow-listed messages by kind and how long each part took.
 */
import path from 'node:path'
import { FEED_FILES } from './build/feeds'
import { builtSiteDir, htmlFiles } from './lib/siteFiles'
import { loadSiteConfig } from './lib/siteEnv'
import { checkFeedFiles } from './quality/feedCheck'
import { CHECKER_LIMITS, classifyMessages, formatMessage, runVnu } from './quality/htmlValidator'
import { checkBuildHeads } from './quality/structuredDataCheck'

const { dir, shown } = builtSiteDir(process.argv.slice(2))
const files = htmlFiles(dir)
let failed = false
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

// -- HTML ----------------------------------------------------------------------------------------
let started = performance.now()
const html = classifyMessages(runVnu(files.map((f) => path.join(dir, f))))
const allowed = CHECKER_LIMITS.map((l) => `${l.kind} ×${html.allowed.get(l.kind) ?? 0}`).join(', ')
if (html.errors.length > 0) {
  failed = true
  console.error(`\n✖ Nu HTML Checker: ${html.errors.length} error(s) in ${shown}/\n`)
  console.error(html.errors.map((m) => formatMessage(m, dir)).join('\n'))
  console.error('')
} else {
  console.log(
    `✓ Nu HTML Checker: ${files.length} pages, 0 errors (allow-listed checker limits: ${allowed}) in ${seconds(started)}`,
  )
}
if (html.warnings.length > 0) {
  console.log(`  ${html.warnings.length} warning(s), not failing:`)
  console.log(html.warnings.map((m) => formatMessage(m, dir)).join('\n'))
}

// -- Feeds ---------------------------------------------------------------------------------------
started = performance.now()
const feeds = checkFeedFiles(dir, FEED_FILES)
const feedProblems = feeds.flatMap((f) => f.problems.map((p) => `  ${f.file}: ${p}`))
if (feedProblems.length > 0) {
  failed = true
  console.error(`\n✖ Feeds: ${feedProblems.length} problem(s)\n`)
  console.error(feedProblems.join('\n'))
  console.error('')
} else {
  console.log(
    `✓ Feeds: ${feeds.map((f) => `${f.file} (${f.items} items)`).join(', ')} parse strictly and hold every required field, in ${seconds(started)}`,
  )
}

// -- Structured data and canonical URLs ---------------------------------------------------------
started = performance.now()
const heads = checkBuildHeads(dir, files, loadSiteConfig().url)
if (heads.problems.length > 0) {
  failed = true
  console.error(`\n✖ Structured data and canonical URLs: ${heads.problems.length} problem(s)\n`)
  console.error(heads.problems.map((p) => `  ${p}`).join('\n'))
  console.error('')
} else {
  console.log(
    `✓ Structured data: ${heads.blocks} JSON-LD blocks on ${files.length} pages parse; ${heads.breadcrumbLists} breadcrumb trails named by their pages' h1s; canonical URLs right, in ${seconds(started)}`,
  )
}

process.exit(failed ? 1 : 0)
