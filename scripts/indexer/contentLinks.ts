/**
 * Internal links of content files, checked where they are written: every `[text](/path)` and
 * `href="/path"` of an article or legal page must lead to a page of the site or a file of
 * `public/`. The build's link gate (scripts/quality/linkGate.ts) checks the built pages too, but it runs
 * in CI and names the page; this names the file and line, in `npm run content` and the dev overlay.
 */
import type { BodyReference } from './mdxCheck.ts'

export interface FileReference extends BodyReference {
  /** The file as shown in messages (content/blog/x.mdx). */
  file: string
}

export interface SiteAddresses {
  /** Every page path of the site (`/`, `/blog/mlops-at-scale`, …). */
  pages: ReadonlySet<string>
  /** True when `public/{rel}` exists (rel without the leading slash). */
  publicFile: (rel: string) => boolean
}

/** Files the build writes next to the pages. */
const BUILT_FILES = new Set(['/rss.xml', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt'])

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const next = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = next
    }
  }
  return row[b.length]!
}

/** The nearest page address, when one is close enough to be the one meant. */
function nearest(pathname: string, pages: ReadonlySet<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const page of pages) {
    const d = distance(pathname, page)
    if (d < bestDistance) [best, bestDistance] = [page, d]
  }
  return best && bestDistance <= Math.max(3, Math.floor(pathname.length / 4)) ? best : undefined
}

/** Why one link goes nowhere, or undefined when it resolves (or is not internal). */
export function linkProblem(url: string, site: SiteAddresses): string | undefined {
  const value = url.trim()
  if (value === '' || value.startsWith('#') || value.startsWith('//')) return undefined
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined
  if (!value.startsWith('/'))
    return `is relative, which resolves differently on every page (expected an address from the site's root, e.g. /${value.replace(/^(\.\.?\/)+/, '').replace(/\/+$/, '')})`
  const pathname = decodeURI(value.replace(/[?#].*$/, ''))
  if (pathname.length > 1 && pathname.endsWith('/'))
    return `ends with a slash (expected ${pathname.replace(/\/+$/, '')})`
  if (/\.[a-z0-9]+$/i.test(pathname)) {
    if (BUILT_FILES.has(pathname) || site.publicFile(pathname.slice(1))) return undefined
    return `points at no file: there is no public${pathname} (expected a file in public/, e.g. /uploads/…)`
  }
  if (site.pages.has(pathname)) return undefined
  const hint = nearest(pathname, site.pages)
  return `goes to no page of the site (${hint ? `did you mean ${hint}?` : 'expected the address of a page, e.g. /contact or /blog/{file name}'})`
}

/** One message per internal link that goes nowhere: `file:line:column: the link "…" …`. */
export function checkContentLinks(refs: readonly FileReference[], site: SiteAddresses): string[] {
  const errors: string[] = []
  for (const ref of refs) {
    if (ref.kind !== 'link') continue
    const problem = linkProblem(ref.url, site)
    if (problem)
      errors.push(`${ref.file}:${ref.line}:${ref.column}: the link "${ref.url}" ${problem}`)
  }
  return errors
}
