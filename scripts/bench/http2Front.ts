import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createSecureServer, type Http2SecureServer } from 'node:http2'
import { request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Headers HTTP/2 forbids in a response (they describe an HTTP/1.1 connection). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
])

/** A certificate for 127.0.0.1 valid for a day, from the openssl command (the browser is told to accept it). */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * HTTP/2 over TLS in front of `upstream` (an HTTP/1.1 origin on this machine), as the static hosts
 * the site deploys to answer (Netlify, Cloudflare Pages, Vercel, the nginx config): one connection
 * carries every request at once, where HTTP/1.1 gives a browser six per host, so a page's scripts
 * never wait for a free connection behind its images. The browser must accept the throwaway
 * certificate (Playwright's `ignoreHTTPSErrors`). Needs the openssl command.
 */
export function createHttp2Front(upstream: string): Http2SecureServer {
  return createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: IncomingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':')) headers[name] = value
    const up = request(`${upstream}${req.url}`, { method: req.method, headers }, (upRes) => {
      const out: IncomingHttpHeaders = {}
      for (const [name, value] of Object.entries(upRes.headers))
        if (!CONNECTION_HEADERS.has(name)) out[name] = value
      res.writeHead(upRes.statusCode ?? 502, out)
      upRes.pipe(res)
    })
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(up)
  })
}
