import { promises as fs } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { sendFile } from './fileResponse'
import { fileCandidates } from '../lib/siteFiles'

/** A handler for one API path (e.g. the local inquiry collector). */
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

export interface StaticServerOptions {
  /** Folder to serve (the build output). */
  root: string
  /** Exact paths answered by code instead of files, any method. */
  api?: Record<string, ApiHandler>
  /** Extra headers for every response (security headers). */
  headers?: Record<string, string>
  /** Longest path accepted; longer ones get the not-found page. */
  maxPathLength?: number
  /** Top-level names of `root` never served (the host configuration files of the build). */
  hidden?: Iterable<string>
  /** Timeouts and the connection cap; SERVER_LIMITS by default. */
  limits?: Partial<ServerLimits>
}

export interface ServerLimits {
  /** A client must have sent all its request headers within this time (ms). */
  headersTimeout: number
  /** …and its whole request, body included, within this time (ms). */
  requestTimeout: number
  /** An idle kept-alive connection is closed after this time (ms). */
  keepAliveTimeout: number
  /** Connections open at once; more are refused until one closes. */
  maxConnections: number
  /** How often the timeouts above are checked (ms): a timeout can be exceeded by this much. */
  checkInterval: number
}

/**
 * Limits in the range of the servers the site is hosted on, so a slow or greedy client cannot hold
 * this one either. Apache's mod_reqtimeout gives the headers 20 s (to 40 s while data flows) and the
 * body 20 s; nginx 60 s each between two reads, and 75 s for idle keep-alive; Node's own defaults
 * are 60 s and 300 s, checked every 30 s, so a slow client held a connection 83 s (headers) or 324 s
 * (body). Here: 20 s for the headers, 30 s for the whole request (the largest inquiry, 64 KB, takes
 * 10 s even at 50 kbit/s), 5 s keep-alive (Node's default), checked every second, and 256
 * connections at once (nginx's default is 512 per worker; six browsers' worth of parallel
 * connections per visitor is 6, the Playwright suite uses fewer than 50).
 */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxConnections: 256,
  checkInterval: 1_000,
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
}

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** Hashed build assets never change; HTML must be revalidated so a deploy shows at once. */
export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (urlPath.endsWith('.html') || !path.extname(urlPath)) return 'no-cache'
  return 'public, max-age=3600'
}

export type Resolution =
  | { kind: 'file'; file: string; urlPath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }

/** The not-found page of the build: answered with 404 for unknown paths, never at a URL of its own. */
const NOT_FOUND_PAGE = '404.html'

/** A request path taken apart: its decoded segments and the query to carry into a redirect. */
export interface RequestPath {
  segments: string[]
  trailingSlash: boolean
  search: string
}

/** Control characters and the backslash some clients and hosts read as a slash. */
const UNSAFE_IN_PATH = /\p{Cc}|\\/u

/**
 * Decodes the path of a request target. Anything not in canonical form is refused (undefined):
 * not starting with `/`, bad percent-encoding, control characters or backslashes, empty segments
 * (`//`, which a browser reads as another host), `.` and `..` (raw or encoded), or overlong.
 */
function parseRequestPath(rawUrl: string, maxPathLength = 1024): RequestPath | undefined {
  if (!rawUrl.startsWith('/')) return undefined
  const queryAt = rawUrl.indexOf('?')
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt)
  if (rawPath.length > maxPathLength) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return undefined
  }
  if (UNSAFE_IN_PATH.test(decoded) || !decoded.startsWith('/')) return undefined
  const segments = decoded.slice(1).split('/')
  const trailingSlash = segments.length > 1 && segments.at(-1) === ''
  if (trailingSlash) segments.pop()
  if (segments.length === 1 && segments[0] === '') segments.pop()
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined
  return { segments, trailingSlash, search: encodeQuery(rawQuery) }
}

/** The query as ASCII (Node hands over raw bytes as Latin-1 characters): safe in a header. */
function encodeQuery(rawQuery: string): string {
  return rawQuery.replace(/[^\x21-\x7e]/g, (c) =>
    c.charCodeAt(0) <= 0xff
      ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
      : encodeURIComponent(c),
  )
}

/** Encodes decoded segments back into a path of this site (`/` when there are none). */
function encodePath(segments: readonly string[]): string {
  return `/${segments.map((s) => encodeURIComponent(s)).join('/')}`
}

/**
 * Whether a redirect target stays on this site: a path with one leading slash, which no browser
 * reads as another host (`//host`, `/\host`) and which resolves to the same origin.
 */
export function isSameSiteLocation(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location) || UNSAFE_IN_PATH.test(location)) return false
  try {
    return new URL(location, 'http://site.invalid').origin === 'http://site.invalid'
  } catch {
    return false
  }
}

export interface ResolveOptions {
  maxPathLength?: number
  /** Top-level names that are never served, compared without case (host configuration files). */
  hidden?: ReadonlySet<string>
}

function isHidden(segments: readonly string[], hidden: ReadonlySet<string>): boolean {
  const first = segments[0]?.toLowerCase()
  if (first !== undefined && hidden.has(first)) return true
  // Dot-files are never site content (.well-known is, should the site ever need it).
  return segments.some((s) => s.startsWith('.') && s !== '.well-known')
}

async function servableFile(realBase: string, file: string): Promise<boolean> {
  try {
    if (!(await fs.stat(file)).isFile()) return false
    // A link inside the build may point anywhere: serve only what really lies inside it.
    const real = await fs.realpath(file)
    return real.startsWith(realBase + path.sep)
  } catch {
    return false
  }
}

/**
 * Maps a request URL to a file the way static hosts serve a flat build, with one URL per page:
 * `/about` → `about.html`; `/about/`, `/about.html` → 301 `/about`; `/index`, `/index.html` → 301
 * `/`; `/404`, `/404.html`, host configuration files, dot-files and anything malformed → not found.
 * Redirects are issued only for a page that exists and only to a path of this site. Never throws.
 */
export async function resolveRequest(
  root: string,
  rawUrl: string,
  { maxPathLength = 1024, hidden = new Set<string>() }: ResolveOptions = {},
): Promise<Resolution> {
  const notFound = { kind: 'not-found' } as const
  const parsed = parseRequestPath(rawUrl, maxPathLength)
  if (!parsed || isHidden(parsed.segments, hidden)) return notFound
  const { segments, trailingSlash, search } = parsed
  const base = path.resolve(root)
  let realBase: string
  try {
    realBase = await fs.realpath(base)
  } catch {
    return notFound
  }

  /** The file a clean URL serves: the file itself (not a page), then `.html`, then `/index.html`. */
  const find = async (segs: readonly string[]): Promise<Resolution> => {
    const joined = segs.join('/')
    for (const candidate of fileCandidates(joined)) {
      // A page is served only at its clean URL (`/about.html/` is not `/about.html`).
      if (candidate === NOT_FOUND_PAGE || (candidate === joined && joined.endsWith('.html')))
        continue
      const file = path.join(base, candidate)
      if (await servableFile(realBase, file))
        return { kind: 'file', file, urlPath: `/${candidate}` }
    }
    return notFound
  }
  const redirectTo = async (segs: readonly string[]): Promise<Resolution> => {
    if ((await find(segs)).kind !== 'file') return notFound
    const location = encodePath(segs) + search
    return isSameSiteLocation(location) ? { kind: 'redirect', location } : notFound
  }

  const last = segments.at(-1) ?? ''
  if (segments.length === 1 && (last === '404' || last === NOT_FOUND_PAGE)) return notFound
  if (trailingSlash) return redirectTo(segments)
  if (segments.length === 1 && (last === 'index' || last === 'index.html')) return redirectTo([])
  if (last.endsWith('.html')) return redirectTo([...segments.slice(0, -1), last.slice(0, -5)])
  return find(segments)
}

/** A faithful static host for `dist/`: what tests, `npm start` and the benchmarks serve. */
export function createStaticServer(options: StaticServerOptions): Server {
  const { root, api = {}, headers = {}, maxPathLength, hidden } = options
  const limits = { ...SERVER_LIMITS, ...options.limits }
  const hiddenNames = new Set([...(hidden ?? [])].map((name) => name.toLowerCase()))

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: string,
    urlPath: string,
    head: boolean,
  ) => {
    const stat = await fs.stat(file)
    sendFile(req, res, file, stat, {
      status,
      head,
      conditional: status === 200,
      headers: {
        ...headers,
        'Content-Type': contentType(file),
        'Cache-Control': cacheControl(urlPath),
      },
    })
  }

  const notFound = async (req: IncomingMessage, res: ServerResponse, head: boolean) => {
    const page = path.join(root, NOT_FOUND_PAGE)
    try {
      return await serve(req, res, 404, page, `/${NOT_FOUND_PAGE}`, head)
    } catch {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(head ? undefined : 'Not found')
    }
  }

  const server = createServer({ connectionsCheckingInterval: limits.checkInterval }, (req, res) => {
    const handle = async () => {
      const rawUrl = req.url ?? '/'
      const apiPath = rawUrl.split('?')[0] ?? ''
      const apiHandler = Object.hasOwn(api, apiPath) ? api[apiPath] : undefined
      if (apiHandler) {
        for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
        return apiHandler(req, res)
      }
      const method = req.method ?? 'GET'
      if (method !== 'GET' && method !== 'HEAD') {
        req.resume()
        res.writeHead(405, {
          ...headers,
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
        })
        return res.end('Method not allowed')
      }
      const head = method === 'HEAD'
      const found = await resolveRequest(root, rawUrl, { maxPathLength, hidden: hiddenNames })
      if (found.kind === 'redirect') {
        res.writeHead(301, { ...headers, Location: found.location, 'Content-Length': 0 })
        return res.end()
      }
      if (found.kind === 'not-found') return notFound(req, res, head)
      return serve(req, res, 200, found.file, found.urlPath, head)
    }
    handle().catch((error: unknown) => {
      console.error('server error:', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal server error')
    })
  })
  server.headersTimeout = limits.headersTimeout
  server.requestTimeout = limits.requestTimeout
  server.keepAliveTimeout = limits.keepAliveTimeout
  server.maxConnections = limits.maxConnections
  return server
}

/** Starts listening and resolves with the URL. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () =>
      resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`),
    )
  })
}
