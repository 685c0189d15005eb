/**
 * Build step: the configuration every supported host needs to serve this same `dist/` with the
 * same headers, written into the build:
 *
 *   _headers                         Netlify and Cloudflare Pages: security headers + caching
 *   _redirects                       Netlify and Cloudflare Pages: the few redirects the site has
 *   vercel.json                      Vercel (deploy the folder itself): clean URLs, headers, redirects
 *   _nginx/security-headers.conf     nginx: included by deploy/nginx.conf
 *   .vercelignore                    Vercel: keeps the other hosts' files out of the upload
 *
 * None of them is site content: every host answers them with 404 (the local server and nginx by
 * name, Netlify and Cloudflare Pages through `_redirects`, Vercel through `.vercelignore` and its own
 * rule never to serve `vercel.json`).
 *
 * All hosts already serve `about.html` at `/about` (Vercel through `cleanUrls`, nginx through
 * `try_files`) and answer unknown paths with `404.html` and status 404. Security headers come from
 * scripts/server/securityHeaders.ts; cache policies are the local server's.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '../../src/config/readSiteConfig'
import type { RouteEntry } from '../../src/routes/table'
import {
  HEADERS_FILE,
  cachePolicy,
  renderHeadersFile,
  securityHeaders,
  type HeaderRule,
} from '../server/securityHeaders'
import { htmlFiles } from '../lib/siteFiles'
import { secureInlineScripts, type SecuredScripts } from './cspHashes'
import { ADMIN_PATH, adminHeaders } from '../cms/adminHeaders'

export const REDIRECTS_FILE = '_redirects'
export const VERCEL_FILE = 'vercel.json'
const NGINX_DIR = '_nginx'
export const NGINX_SNIPPET = `${NGINX_DIR}/security-headers.conf`
/** nginx: the editor's headers, included by deploy/nginx.conf's `location /admin/`. */
const NGINX_ADMIN_SNIPPET = `${NGINX_DIR}/admin-headers.conf`
const VERCEL_IGNORE_FILE = '.vercelignore'
/** Files in the build that configure hosts and are not site content (never served). */
export const HOST_FILES = new Set([
  HEADERS_FILE,
  REDIRECTS_FILE,
  VERCEL_FILE,
  NGINX_DIR,
  VERCEL_IGNORE_FILE,
])

/** Cloudflare Pages reads at most 2,000 static `_redirects` lines (invalid lines count too). */
export const MAX_STATIC_REDIRECT_LINES = 2000

/**
 * Where Cloudflare Pages rewrites a hidden path: a path no build has, so the answer is a 404.
 * (Its `_redirects` has no 404 status; Netlify's has, and takes the line before.)
 */
export const MISSING_TARGET = '/.not-found'

/** Cloudflare Pages reads at most 100 header rules. */
export const MAX_HEADER_RULES = 100

export interface SiteRedirect {
  from: string
  to: string
  status: 301 | 302
}

/** Redirects every host applies: one URL per page (the home page is `/`, never `/index.html`). */
export const siteRedirects: readonly SiteRedirect[] = [
  { from: '/index.html', to: '/', status: 301 },
  { from: '/index', to: '/', status: 301 },
]

/**
 * Paths every host answers with the not-found page and status 404: the not-found page has no URL
 * of its own, and the other hosts' configuration files are not site content. (`_headers` and
 * `_redirects` are read, never served, by Netlify and Cloudflare Pages.)
 */
export const hiddenPaths: readonly string[] = [
  '/404',
  '/404.html',
  `/${VERCEL_FILE}`,
  `/${VERCEL_IGNORE_FILE}`,
  `/${NGINX_DIR}/*`,
]

/** `/about.html` → `/about` for every page of the build (the home page is in siteRedirects). */
export function pageRedirects(dist: string): SiteRedirect[] {
  return htmlFiles(dist, { skipFolders: [...HOST_FILES] })
    .filter((file) => file !== 'index.html' && file !== '404.html')
    .map((file) => ({ from: `/${file}`, to: `/${file.slice(0, -'.html'.length)}`, status: 301 }))
}

function containsHtml(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? containsHtml(path.join(dir, entry.name)) : entry.name.endsWith('.html'),
  )
}

/**
 * Header paths of public files that are neither pages nor hashed assets (icons, artwork, sharing
 * images, sitemap): folders without pages become one `/folder/*` rule, files one exact rule each.
 */
export function publicFilePaths(dist: string): string[] {
  const out: string[] = []
  const visit = (rel: string) => {
    for (const entry of readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (!rel && (HOST_FILES.has(entry.name) || entry.name === 'assets')) continue
      if (entry.isDirectory()) {
        if (containsHtml(path.join(dist, child))) visit(child)
        else out.push(`/${child}/*`)
      } else if (!entry.name.endsWith('.html')) {
        out.push(`/${child}`)
      }
    }
  }
  visit('')
  return out.sort()
}

/** The path patterns of every page: one per route of the table (`/blog/:slug` covers all posts). */
export function pagePatterns(table: readonly RouteEntry[]): string[] {
  return [...new Set(table.map((entry) => entry.path))]
}

export interface HeaderRulesInput {
  security: Record<string, string>
  pages: readonly string[]
  publicFiles: readonly string[]
}

/**
 * The rules of `_headers`. Hosts merge every matching rule and join a header set twice, so each
 * header is set by exactly one rule for any path: security headers on `/*`, Cache-Control on the
 * assets, the pages and the other files separately. If the route table ever outgrows Cloudflare's
 * rule limit, pages fall back to the hosts' default for HTML (`public, max-age=0, must-revalidate`),
 * which revalidates just the same.
 */
export function headerRules({ security, pages, publicFiles }: HeaderRulesInput): HeaderRule[] {
  const cache = (paths: readonly string[], value: string) =>
    paths.map((p) => ({ path: p, headers: { 'Cache-Control': value } }))
  const base = [
    { path: '/*', headers: security },
    ...cache(['/assets/*'], cachePolicy.immutable),
    ...cache(publicFiles, cachePolicy.file),
  ]
  const withPages = [...base, ...cache(pages, cachePolicy.html)]
  return [...(withPages.length + 1 <= MAX_HEADER_RULES ? withPages : base), adminRule()]
}

/**
 * The editor (/admin/, scripts/cms/) has its own Content-Security-Policy: the site's `/*` one is
 * detached there first (Cloudflare Pages joins the values of a header set twice; Netlify takes the
 * later rule's). Last, so it wins on every host.
 */
function adminRule(): HeaderRule {
  return {
    path: `${ADMIN_PATH}*`,
    detach: ['Content-Security-Policy'],
    headers: adminHeaders(),
  }
}

/**
 * `_redirects` for Netlify and Cloudflare Pages. Their dialects differ where it matters: Netlify
 * skips a rule whose path is an existing file unless the status ends in `!`, and has a 404 status;
 * Cloudflare applies every rule, takes no `!` and no 404 (such a line is skipped with a warning at
 * deploy). So each rule is written twice, Netlify's form first: Netlify uses the first line that
 * matches, Cloudflare the first valid one. A hidden path becomes a forced 404 on Netlify and, on
 * Cloudflare, a rewrite to a path that does not exist, i.e. a 404. Exact paths come before splats
 * (Cloudflare counts every line after the first splat as dynamic, and allows 100 of those).
 * Per-page rules are left to the hosts' own `.html` handling if they would pass Cloudflare's limit.
 */
export function renderRedirectsFile(
  redirects: readonly SiteRedirect[],
  hidden: readonly string[] = [],
  pages: readonly SiteRedirect[] = [],
): string {
  const redirectLines = (list: readonly SiteRedirect[]) =>
    list.flatMap((r) => [`${r.from}  ${r.to}  ${r.status}!`, `${r.from}  ${r.to}  ${r.status}`])
  const hiddenLines = (list: readonly string[]) =>
    list.flatMap((p) => [`${p}  /404.html  404!`, `${p}  ${MISSING_TARGET}  200`])
  const exact = hidden.filter((p) => !p.includes('*'))
  const splats = hidden.filter((p) => p.includes('*'))
  const fixed = [...redirectLines(redirects), ...hiddenLines(exact)]
  const perPage = redirectLines(pages)
  const staticLines =
    fixed.length + perPage.length <= MAX_STATIC_REDIRECT_LINES ? [...fixed, ...perPage] : fixed
  return [
    '# Netlify and Cloudflare Pages (generated by scripts/build/hostConfigs.ts).',
    '# Both hosts serve about.html at /about and 404.html with status 404 for unknown paths.',
    '# Each rule comes twice: "301!"/"404!" for Netlify (first match wins), then the form',
    '# Cloudflare Pages accepts (it skips the Netlify line as invalid).',
    ...staticLines,
    ...hiddenLines(splats),
    '',
  ].join('\n')
}

/** `.vercelignore`: the files Vercel would otherwise publish (it never serves vercel.json). */
export function renderVercelIgnore(): string {
  return [
    '# Host configuration of this build (generated by scripts/build/hostConfigs.ts): not site content.',
    `/${HEADERS_FILE}`,
    `/${REDIRECTS_FILE}`,
    `/${NGINX_DIR}`,
    `/${VERCEL_IGNORE_FILE}`,
    '',
  ].join('\n')
}

/** `_headers` path pattern → Vercel `source` (path-to-regexp): `/*` → `/(.*)`. */
export function vercelSource(pattern: string): string {
  return pattern.replace(/\*/g, '(.*)')
}

export function renderVercelJson(
  rules: readonly HeaderRule[],
  redirects: readonly SiteRedirect[],
): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    trailingSlash: false,
    headers: rules.map((rule) => ({
      source: vercelSource(rule.path),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    })),
    redirects: redirects
      .filter((r) => r.from !== '/index.html')
      .map((r) => ({ source: r.from, destination: r.to, permanent: r.status === 301 })),
  }
  return `${JSON.stringify(config, null, 2)}\n`
}

/** nginx `add_header` lines (`always`, so 404 answers carry them too). */
export function renderNginxSnippet(
  security: Record<string, string>,
  comment = 'Included by deploy/nginx.conf in every location that adds headers of its own.',
): string {
  const lines = Object.entries(security).map(
    ([name, value]) => `add_header ${name} "${value.replace(/(["\\$])/g, '\\$1')}" always;`,
  )
  return [
    '# Security headers of this build (generated by scripts/build/hostConfigs.ts).',
    `# ${comment}`,
    ...lines,
    '',
  ].join('\n')
}

export interface HostConfigSummary {
  hashes: string[]
  pages: number
  movedScripts: number
  rules: number
  security: Record<string, string>
}

/**
 * Writes every host's configuration into `dist` for this build and this site config. `scripts`:
 * the pages' inline scripts, when they were scanned already (after the last step that edits HTML).
 */
export function writeHostConfigs(
  dist: string,
  config: Pick<SiteConfig, 'inquiryEndpoint' | 'heroVideoUrl'>,
  table: readonly RouteEntry[],
  scripts: SecuredScripts = secureInlineScripts(dist),
): HostConfigSummary {
  const security = securityHeaders(config, scripts.hashes)
  const rules = headerRules({
    security,
    pages: pagePatterns(table),
    publicFiles: publicFilePaths(dist),
  })
  writeFileSync(
    path.join(dist, HEADERS_FILE),
    renderHeadersFile(
      rules,
      'Netlify and Cloudflare Pages (generated by scripts/build/hostConfigs.ts).\n' +
        'Each header is set by one rule only: hosts join the values of a header set twice.',
    ),
  )
  writeFileSync(
    path.join(dist, REDIRECTS_FILE),
    renderRedirectsFile(siteRedirects, hiddenPaths, pageRedirects(dist)),
  )
  writeFileSync(path.join(dist, VERCEL_IGNORE_FILE), renderVercelIgnore())
  writeFileSync(path.join(dist, VERCEL_FILE), renderVercelJson(rules, siteRedirects))
  mkdirSync(path.join(dist, NGINX_DIR), { recursive: true })
  writeFileSync(path.join(dist, NGINX_SNIPPET), renderNginxSnippet(security))
  writeFileSync(
    path.join(dist, NGINX_ADMIN_SNIPPET),
    renderNginxSnippet(
      { ...security, ...adminRule().headers },
      'The editor (/admin/): included by deploy/nginx.conf in location /admin/ instead of the site one.',
    ),
  )
  return {
    hashes: scripts.hashes,
    pages: scripts.pages,
    movedScripts: scripts.movedFiles,
    rules: rules.length,
    security,
  }
}

/** The postbuild step: writes the host configs and reports what the CSP allows. */
export function hostConfigStep(
  dist: string,
  config: Pick<SiteConfig, 'inquiryEndpoint' | 'heroVideoUrl'>,
  table: readonly RouteEntry[],
  scripts?: SecuredScripts,
): void {
  const summary = writeHostConfigs(dist, config, table, scripts)
  const moved = summary.movedScripts > 0 ? `, ${summary.movedScripts} moved to /assets/` : ''
  console.log(
    `✓ host configs: _headers (${summary.rules} rules), _redirects, vercel.json, .vercelignore, ` +
      `${NGINX_SNIPPET}; ` +
      `CSP allows ${summary.hashes.length} inline script hash(es) across ${summary.pages} pages${moved}`,
  )
}
