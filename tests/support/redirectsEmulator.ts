/**
 * How Netlify and Cloudflare Pages answer a path of a build from its `_redirects` file, as their
 * documentation describes it (test support for the parity test, not a server):
 *
 * - Netlify: the first rule whose path matches wins (a trailing slash does not count); a rule
 *   whose path is an existing file applies only when forced (`301!`); statuses 3xx redirect, 200
 *   rewrites, 404 answers the target with 404.
 * - Cloudflare Pages: lines with a status other than 200/301/302/303/307/308 are skipped (so
 *   `301!` and `404!` are), then the first valid rule for a path wins, file or not; 200 rewrites,
 *   and a rewrite to a missing path answers 404.
 * - Without a rule, both serve `about.html` at `/about`, redirect `/about/` to `/about`
 *   (Netlify 301, Cloudflare 308; Cloudflare also strips `.html` with 308), never serve
 *   `_headers`/`_redirects`, and answer unknown paths with `404.html` and 404.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileCandidates } from '../../scripts/lib/siteFiles'

export type Host = 'netlify' | 'cloudflare'

export interface RedirectRule {
  from: string
  to: string
  status: number
  force: boolean
}

export interface HostAnswer {
  status: number
  location?: string
  /** The build file whose content is sent (relative to the build). */
  file?: string
}

const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308])

/** The rules of a `_redirects` file as one host reads them. */
export function readRedirects(text: string, host: Host): RedirectRule[] {
  const rules: RedirectRule[] = []
  const seen = new Set<string>()
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s+)#.*$/, '').trim()
    if (!line) continue
    const [from = '', to = '', code = '302'] = line.split(/\s+/)
    const match = /^(\d{3})(!?)$/.exec(code)
    if (!match) continue
    const status = Number(match[1])
    const force = match[2] === '!'
    if (host === 'cloudflare') {
      if (force || !CLOUDFLARE_STATUSES.has(status) || seen.has(from)) continue
      seen.add(from)
    }
    rules.push({ from, to, status, force })
  }
  return rules
}

function matches(pattern: string, pathname: string, host: Host): boolean {
  const norm = (p: string) => (host === 'netlify' && p.length > 1 ? p.replace(/\/$/, '') : p)
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1))
  return norm(pattern) === norm(pathname)
}

const HOST_READS = new Set(['_headers', '_redirects'])

function isFile(root: string, rel: string): boolean {
  if (HOST_READS.has(rel.split('/')[0] ?? '')) return false
  const file = path.join(root, rel)
  return existsSync(file) && statSync(file).isFile()
}

/** The file a clean URL maps to on the host, if any. */
function fileFor(root: string, pathname: string): string | undefined {
  const candidates = fileCandidates(pathname)
  if (candidates[0] === 'index.html') return 'index.html'
  return candidates.find((candidate) => isFile(root, candidate))
}

const notFound: HostAnswer = { status: 404, file: '404.html' }

export function emulateHost(
  host: Host,
  rules: readonly RedirectRule[],
  root: string,
  rawUrl: string,
): HostAnswer {
  const [rawPath = '/', query] = rawUrl.split('?', 2)
  const search = query === undefined ? '' : `?${query}`
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return notFound
  }
  const existing = fileFor(root, pathname)
  for (const rule of rules) {
    if (!matches(rule.from, pathname, host)) continue
    if (host === 'netlify' && !rule.force && existing !== undefined) continue
    if (rule.status >= 300 && rule.status < 400) {
      return { status: rule.status, location: rule.to + search }
    }
    const target = fileFor(root, rule.to)
    if (rule.status === 404) return { status: 404, file: target ?? '404.html' }
    return target === undefined ? notFound : { status: 200, file: target }
  }
  const native = host === 'netlify' ? 301 : 308
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const bare = pathname.replace(/\/+$/, '')
    if (existing?.endsWith('.html') && !existing.endsWith('/index.html')) {
      return { status: native, location: bare + search }
    }
  }
  if (host === 'cloudflare' && pathname.endsWith('.html') && existing !== undefined) {
    return { status: 308, location: pathname.slice(0, -5) + search }
  }
  return existing === undefined ? notFound : { status: 200, file: existing }
}
