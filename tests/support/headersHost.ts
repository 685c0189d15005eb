import { readFileSync } from 'node:fs'
import {
  createServer,
  type OutgoingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http'
import path from 'node:path'
import {
  HEADERS_FILE,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from '../../scripts/server/securityHeaders'
import { createStaticServer } from '../../scripts/server/staticServer'

/** What Netlify and Cloudflare Pages send for a file when no rule sets Cache-Control. */
export const HOST_DEFAULT_HEADERS: Record<string, string> = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
}

/**
 * Static redirect lines (`from to 3xx`) of a `_redirects` file; the first rule for a path wins, as
 * on the hosts. Other lines (the forced 404s that hide host files) are left to the static server.
 */
function parseRedirects(text: string): Map<string, { to: string; status: number }> {
  const out = new Map<string, { to: string; status: number }>()
  for (const line of text.split('\n')) {
    const [from, to, code = '301'] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to || out.has(from)) continue
    const status = Number(code.replace(/!$/, ''))
    if (status >= 300 && status < 400) out.set(from, { to, status })
  }
  return out
}

/**
 * A tiny emulator of Netlify / Cloudflare Pages serving a build: files, clean URLs and 404.html come
 * from the local static server; the headers come only from the build's `_headers` rules (every
 * matching rule applies, over the hosts' defaults), and `_redirects` static rules answer first.
 */
export function createHeadersHost(root: string): { server: Server; rules: HeaderRule[] } {
  const rules = parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), 'utf8'))
  const redirects = parseRedirects(readFileSync(path.join(root, '_redirects'), 'utf8'))
  const files = createStaticServer({ root })
  const serveFile = files.listeners('request')[0] as RequestListener
  const server = createServer((req, res) => {
    let pathname = '/'
    try {
      pathname = new URL(req.url ?? '/', 'http://host.test').pathname
    } catch {
      // the static server answers not-found for it
    }
    const ruleHeaders = headersForPath(rules, pathname)
    const redirect = redirects.get(pathname)
    if (redirect) {
      res.writeHead(redirect.status, { ...ruleHeaders, Location: redirect.to })
      res.end()
      return
    }
    const writeHead = res.writeHead.bind(res) as (
      status: number,
      headers?: OutgoingHttpHeaders,
    ) => unknown
    res.writeHead = ((status: number, fileHeaders: OutgoingHttpHeaders = {}) => {
      // The file's own headers (type, length, location) stay; caching is the host's business.
      const kept = Object.fromEntries(
        Object.entries(fileHeaders).filter(([name]) => name.toLowerCase() !== 'cache-control'),
      )
      return writeHead(status, { ...kept, ...HOST_DEFAULT_HEADERS, ...ruleHeaders })
    }) as typeof res.writeHead
    serveFile(req, res)
  })
  return { server, rules }
}
