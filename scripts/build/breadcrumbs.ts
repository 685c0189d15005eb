/**
 * Post-build step: the breadcrumb trail (a schema.org BreadcrumbList in JSON-LD) of every nested page
 * (`/blog/{slug}`, `/industries/{id}`, …): Home, each ancestor address that is a page of the site,
 * then the page itself. Each step is named by the `<h1>` of the page it links to, as the reader of
 * that page sees it (the home page, whose h1 is a slogan, is "Home"). Built after the prerender
 * because a page knows its own h1 but not its ancestors': reading the pages keeps every name equal
 * to its page's heading whoever edits the copy, for any page added later.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseFragment } from 'parse5'
import { breadcrumbJsonLd, type Crumb } from '../../src/layout/structuredData'
import { htmlFileFor } from '../../src/routes/table'
import { textOf } from '../lib/html'

/** What the first step of every trail is called. */
const HOME_CRUMB = 'Home'

/**
 * The paths of a page's trail: `/`, each ancestor path for which `isPage` holds, the page. Undefined
 * for the home page and top-level pages, which have no trail.
 */
export function trailPaths(
  pagePath: string,
  isPage: (path: string) => boolean,
): string[] | undefined {
  const segments = pagePath.split('/').filter(Boolean)
  if (segments.length < 2) return undefined
  const ancestors = segments
    .slice(0, -1)
    .map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)
    .filter(isPage)
  return ['/', ...ancestors, `/${segments.join('/')}`]
}

const H1 = /<h1[\s>][\s\S]*?<\/h1>/g

/** The text of a page's one `<h1>`, whitespace collapsed; undefined when it has none or several. */
export function headingOf(html: string): string | undefined {
  const found = html.match(H1)
  if (found?.length !== 1) return undefined
  return textOf(parseFragment(found[0])).replace(/\s+/g, ' ').trim() || undefined
}

/** The page with one more JSON-LD block at the end of its `<head>`. */
export function withJsonLd(html: string, data: Record<string, unknown>): string {
  const at = html.indexOf('</head>')
  if (at < 0) throw new Error('the page has no </head>')
  // As JsonLd.tsx writes it: no `<` in the text, so no `</script>` can end the block early.
  const block = `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
  return html.slice(0, at) + block + html.slice(at)
}

/**
 * Adds the trail to every nested page of `pagePaths` (every prerendered page of the site) in
 * `dist`; fails when a step's page has no single h1 to name it by. Returns how many pages got one.
 */
export function breadcrumbsStep(
  dist: string,
  pagePaths: readonly string[],
  siteUrl: string,
): number {
  const pages = new Set(pagePaths)
  const headings = new Map<string, string>()
  const read = (pagePath: string) => readFileSync(path.join(dist, htmlFileFor(pagePath)), 'utf8')
  const nameOf = (pagePath: string, html?: string): string => {
    if (pagePath === '/') return HOME_CRUMB
    let name = headings.get(pagePath)
    if (name === undefined) {
      name = headingOf(html ?? read(pagePath))
      if (name === undefined) {
        throw new Error(`Breadcrumbs: ${htmlFileFor(pagePath)} has no single <h1> to name it by`)
      }
      headings.set(pagePath, name)
    }
    return name
  }
  let count = 0
  for (const pagePath of pages) {
    const trail = trailPaths(pagePath, (p) => pages.has(p))
    if (!trail) continue
    const file = path.join(dist, htmlFileFor(pagePath))
    const html = readFileSync(file, 'utf8')
    const crumbs: Crumb[] = trail.map((p) => ({
      name: nameOf(p, p === pagePath ? html : undefined),
      path: p,
    }))
    writeFileSync(file, withJsonLd(html, breadcrumbJsonLd(crumbs, siteUrl)))
    count++
  }
  console.log(`✓ Breadcrumbs: ${count} nested pages, each step named by its page's h1`)
  return count
}
