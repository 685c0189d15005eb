/**
 * Build step: fails the build when anything a browser downloads (scripts, pages, data, styles)
 * contains a secret or a private network address: key and token formats of common providers,
 * private keys, RFC 1918 / loopback addresses, localhost URLs, and the value of any secret-looking
 * environment variable of the build (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*_KEY`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface Leak {
  file: string
  kind: string
  /** The offending text, shortened so the build log does not repeat a secret. */
  excerpt: string
}

const TEXT_FILES = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i
/** Files written for hosts, not for browsers. */
const HOST_CONFIG = /^(_headers|_redirects|vercel\.json|_nginx\/)/

const secretPatterns: ReadonlyArray<{ kind: string; regex: RegExp }> = [
  { kind: 'private key', regex: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { kind: 'AWS access key', regex: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: 'GitHub token', regex: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { kind: 'Slack token', regex: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { kind: 'Stripe secret key', regex: /\b[sr]k_live_[A-Za-z0-9]{16,}/ },
  { kind: 'Google API key', regex: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  {
    kind: 'JSON web token',
    regex: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
  },
  {
    kind: 'private network address',
    regex:
      /(?<![\d.])(?:10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}|127\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])/,
  },
  { kind: 'localhost URL', regex: /\bhttps?:\/\/localhost\b/i },
]

/** Environment values that must never reach a browser (long enough to be meaningful). */
export function secretValues(env: NodeJS.ProcessEnv): Array<{ name: string; value: string }> {
  return Object.entries(env)
    .filter(
      ([name, value]) =>
        // VITE_* values are public by design (Vite puts them in the bundle); npm_* are npm's own.
        !/^(VITE_|npm_)/i.test(name) &&
        /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|(^|_)KEY$|API_KEY/i.test(name) &&
        typeof value === 'string' &&
        value.length >= 12,
    )
    .map(([name, value]) => ({ name, value: value as string }))
}

function shorten(text: string): string {
  return text.length <= 12 ? text : `${text.slice(0, 6)}…${text.slice(-3)}`
}

/** Leaks in one file's text. */
export function findLeaks(
  file: string,
  text: string,
  secrets: ReadonlyArray<{ name: string; value: string }> = [],
): Leak[] {
  const leaks: Leak[] = []
  for (const { kind, regex } of secretPatterns) {
    const match = regex.exec(text)
    if (match) leaks.push({ file, kind, excerpt: shorten(match[0]) })
  }
  for (const { name, value } of secrets) {
    if (text.includes(value))
      leaks.push({ file, kind: `value of ${name}`, excerpt: shorten(value) })
  }
  return leaks
}

/** Every browser-facing text file of the build, relative to `dist`. */
export function browserFiles(dist: string): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (HOST_CONFIG.test(entry.isDirectory() ? `${child}/` : child)) continue
      if (entry.isDirectory()) walk(child)
      else if (TEXT_FILES.test(entry.name)) out.push(child)
    }
  }
  walk('')
  return out.sort()
}

export function scanBuild(dist: string, env: NodeJS.ProcessEnv = process.env): Leak[] {
  const secrets = secretValues(env)
  return browserFiles(dist).flatMap((file) =>
    findLeaks(file, readFileSync(path.join(dist, file), 'utf8'), secrets),
  )
}

/** The postbuild step: exits with a list of leaks, naming file and kind. */
export function bundleScanStep(dist: string): void {
  const leaks = scanBuild(dist)
  if (leaks.length > 0) {
    console.error(
      `\n✖ The build would publish secrets or private addresses:\n  ${leaks
        .map((l) => `${l.file}: ${l.kind} (${l.excerpt})`)
        .join('\n  ')}\n` +
        '  Remove them from the source or from VITE_* variables (everything VITE_* is public).\n',
    )
    process.exit(1)
  }
  console.log('✓ no secrets or private addresses in the files browsers download')
}
