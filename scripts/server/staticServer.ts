import { createReadStream, promises as fs } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'

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

export function contentType(file: string): string {
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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * Maps a request URL to a file the way static hosts do for a flat build: the file itself, then
 * `.html`, then `/index.html`; a trailing slash redirects to the bare path. Anything malformed
 * (bad percent-encoding, NUL bytes, `..`, overlong) is simply not found — never an exception.
 */
export async function resolveRequest(
  root: string,
  rawUrl: string,
  maxPathLength = 1024,
): Promise<Resolution> {
  let pathname: string
  let search = ''
  try {
    const url = new URL(rawUrl, 'http://localhost')
    search = url.search
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return { kind: 'not-found' }
  }
  if (pathname.length > maxPathLength || pathname.includes('\0') || pathname.includes('\\')) {
    return { kind: 'not-found' }
  }
  if (pathname.split('/').some((seg) => seg === '..' || seg === '.')) return { kind: 'not-found' }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const bare = pathname.replace(/\/+$/, '') || '/'
    return { kind: 'redirect', location: encodeURI(bare) + search }
  }
  const base = path.resolve(root)
  const candidates = [pathname, `${pathname}.html`, path.posix.join(pathname, 'index.html')]
  for (const candidate of candidates) {
    const file = path.resolve(base, `.${candidate}`)
    if (file !== base && !file.startsWith(base + path.sep)) continue
    if (await isFile(file)) return { kind: 'file', file, urlPath: candidate }
  }
  return { kind: 'not-found' }
}

/** A faithful static host for `dist/`: what tests, `npm start` and the benchmarks serve. */
export function createStaticServer(options: StaticServerOptions): Server {
  const { root, api = {}, headers = {}, maxPathLength } = options

  const send = async (
    res: ServerResponse,
    status: number,
    file: string,
    urlPath: string,
    head: boolean,
  ) => {
    const stat = await fs.stat(file)
    res.writeHead(status, {
      ...headers,
      'Content-Type': contentType(file),
      'Content-Length': stat.size,
      'Cache-Control': cacheControl(urlPath),
    })
    if (head) return res.end()
    createReadStream(file).pipe(res)
  }

  const notFound = async (res: ServerResponse, head: boolean) => {
    const page = path.join(root, '404.html')
    if (await isFile(page)) return send(res, 404, page, '/404.html', head)
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  }

  return createServer((req, res) => {
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
        res.writeHead(405, {
          ...headers,
          Allow: 'GET, HEAD',
          'Content-Type': 'text/plain; charset=utf-8',
        })
        return res.end('Method not allowed')
      }
      const head = method === 'HEAD'
      const found = await resolveRequest(root, rawUrl, maxPathLength)
      if (found.kind === 'redirect') {
        res.writeHead(301, { ...headers, Location: found.location })
        return res.end()
      }
      if (found.kind === 'not-found') return notFound(res, head)
      return send(res, 200, found.file, found.urlPath, head)
    }
    handle().catch((error: unknown) => {
      console.error('server error:', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal server error')
    })
  })
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
