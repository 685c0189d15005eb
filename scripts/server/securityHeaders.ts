/**
 * The site's HTTP response headers, defined once. The build writes them into every host's config
 * (`_headers` for Netlify and Cloudflare Pages, `vercel.json`, the nginx snippet) and the local
 * server (`npm start`, the e2e suite) reads them back from the build's `_headers`, so every way of
 * serving `dist/` sends the same Content-Security-Policy and security headers.
 *
 * Also here: the `_headers` file format (render, parse, path matching and how hosts merge rules),
 * because the local server and the hosting test read it exactly as Netlify and Cloudflare do.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '../../src/config/readSiteConfig'
import { secureInlineScripts } from '../build/cspHashes'
import { loadSiteConfig } from '../lib/siteEnv'
import { cacheControl } from './staticServer'

/** Name of the Netlify / Cloudflare Pages header rules file at the root of the build. */
export const HEADERS_FILE = '_headers'

/** Cache policies, identical to what the local static server sends (staticServer.cacheControl). */
export const cachePolicy = {
  /** Hashed build output under /assets/: never changes, cache for a year. */
  immutable: cacheControl('/assets/x.js'),
  /** HTML pages: always revalidate, so a deploy shows at once. */
  html: cacheControl('/page.html'),
  /** Other public files (icons, artwork, sharing images, sitemap): an hour. */
  file: cacheControl('/file.svg'),
} as const

/** What the CSP needs to know about the site and its build. */
export interface CspInput {
  /** `sha256-…` sources of the inline scripts the prerender emits (without quotes). */
  scriptHashes: readonly string[]
  /** Where the inquiry form POSTs (relative = this site). */
  inquiryEndpoint: string
  /** The home hero's background video. */
  heroVideoUrl: string
}

/** Origin of an absolute http(s) URL; undefined for a path on this site or anything unparsable. */
export function externalOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined
  try {
    return new URL(url.trim()).origin
  } catch {
    return undefined
  }
}

function sources(...values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))]
}

/**
 * The Content-Security-Policy. Scripts: this origin plus the hashes of the prerender's inline
 * scripts, never 'unsafe-inline' or 'unsafe-eval'. Styles may be inline because styled-components
 * and react-toastify inject `<style>` at runtime. The only other origins are the inquiry endpoint
 * (connect-src, form-action) and the hero video host (media-src); the booking calendar opens in a
 * new tab, so it needs nothing here.
 */
export function contentSecurityPolicy({
  scriptHashes,
  inquiryEndpoint,
  heroVideoUrl,
}: CspInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`)
  const inquiryOrigin = externalOrigin(inquiryEndpoint)
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', sources("'self'", inquiryOrigin)],
    ['media-src', sources("'self'", externalOrigin(heroVideoUrl))],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', sources("'self'", inquiryOrigin)],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** Every security header the site sends with every response. */
export function securityHeaders(
  config: Pick<SiteConfig, 'inquiryEndpoint' | 'heroVideoUrl'>,
  scriptHashes: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes,
      inquiryEndpoint: config.inquiryEndpoint,
      heroVideoUrl: config.heroVideoUrl,
    }),
    // Two years; browsers ignore it over plain http (local previews), hosts serve https.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

// ---------------------------------------------------------------------------------------------
// The `_headers` format (Netlify and Cloudflare Pages)

/** One block of `_headers`: a path pattern and the headers for every path it matches. */
export interface HeaderRule {
  /** `/exact`, `/dir/*` (splat) or `/blog/:slug` (one segment). */
  path: string
  headers: Record<string, string>
  /**
   * Headers an earlier rule set that this one removes first (`! Name`, Cloudflare Pages' syntax;
   * Netlify skips the line and takes the later rule's value of a header, which comes to the same).
   */
  detach?: string[]
}

export function renderHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const head = comment
    ? comment
        .split('\n')
        .map((line) => `# ${line}`.trimEnd())
        .join('\n') + '\n\n'
    : ''
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${[
        ...(rule.detach ?? []).map((name) => `  ! ${name}`),
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n')}`,
  )
  return `${head}${blocks.join('\n\n')}\n`
}

/** Reads `_headers` text back into rules (comments and blank lines ignored). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      current = { path: line, headers: {} }
      rules.push(current)
      continue
    }
    const detached = /^!\s*(\S+)$/.exec(line)?.[1]
    if (current && detached) {
      ;(current.detach ??= []).push(detached)
      continue
    }
    const colon = line.indexOf(':')
    if (!current || colon <= 0) throw new Error(`_headers: cannot read the line "${raw}"`)
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

/** Whether a `_headers` path pattern matches a request path (as Netlify and Cloudflare do). */
export function pathMatches(pattern: string, pathname: string): boolean {
  const regex = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${regex}$`).test(pathname)
}

/**
 * Headers a host sends for a path: every matching rule applies, and a header set by several rules
 * gets their values joined with ", " (which is why the rules never set one header twice).
 */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
): Record<string, string> {
  const out: Record<string, string> = {}
  const names: Record<string, string> = {}
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue
    for (const name of rule.detach ?? []) {
      const key = name.toLowerCase()
      const existing = names[key]
      if (existing !== undefined) delete out[existing]
      delete names[key]
    }
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase()
      const existing = names[key]
      if (existing === undefined) {
        names[key] = name
        out[name] = value
      } else {
        out[existing] = `${out[existing]}, ${value}`
      }
    }
  }
  return out
}

/** Header names that must not be set twice by overlapping rules (a merged value is meaningless). */
export function conflictingHeaders(
  rules: readonly HeaderRule[],
  paths: readonly string[],
): string[] {
  const problems: string[] = []
  for (const p of paths) {
    const seen = new Map<string, string>()
    for (const rule of rules) {
      if (!pathMatches(rule.path, p)) continue
      for (const name of rule.detach ?? []) seen.delete(name.toLowerCase())
      for (const name of Object.keys(rule.headers)) {
        const key = name.toLowerCase()
        const first = seen.get(key)
        if (first !== undefined) problems.push(`${p}: ${name} set by ${first} and ${rule.path}`)
        else seen.set(key, rule.path)
      }
    }
  }
  return problems
}

// ---------------------------------------------------------------------------------------------
// The local server

/**
 * The headers the local server sends with every response: the `/*` rule of the build's own
 * `_headers` (so it matches the host configs of that very build), or, for a build made before the
 * host configs existed, the same headers computed from the site config and the build's inline
 * scripts.
 */
export function siteHeadersFor(
  root: string,
  fallback: () => Record<string, string>,
): Record<string, string> {
  const file = path.join(root, HEADERS_FILE)
  if (!existsSync(file)) return fallback()
  const global = parseHeadersFile(readFileSync(file, 'utf8')).find((r) => r.path === '/*')
  return global ? { ...global.headers } : fallback()
}

/** What `npm start` and the e2e servers send: the build's own headers (see siteHeadersFor). */
export function localServerHeaders(root: string): Record<string, string> {
  return siteHeadersFor(root, () => {
    const hashes = existsSync(root)
      ? secureInlineScripts(root, { write: false, maxHashes: Number.POSITIVE_INFINITY }).hashes
      : []
    return securityHeaders(loadSiteConfig(), hashes)
  })
}
