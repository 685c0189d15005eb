import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/** The encoding a static host would answer with for this request and type. */
function chooseEncoding(acceptEncoding: string, contentType: string): 'br' | 'gzip' | null {
  if (!COMPRESSIBLE.test(contentType)) return null
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return null
}

/**
 * Puts Brotli/gzip in front of the site server, as every production static host does (precompressed
 * at the highest level, cached in memory). Without it a benchmark would measure uncompressed
 * transfers that no visitor gets.
 */
export function createCompressingProxy(upstream: string): Server {
  const cache = new Map<string, Buffer>()
  return createServer((req, res) => {
    const up = request(
      `${upstream}${req.url ?? '/'}`,
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (upRes) => {
        const chunks: Buffer[] = []
        upRes.on('data', (c: Buffer) => chunks.push(c))
        upRes.on('end', () => {
          const body = Buffer.concat(chunks)
          const headers: IncomingHttpHeaders = { ...upRes.headers }
          const encoding = chooseEncoding(
            String(req.headers['accept-encoding'] ?? ''),
            String(headers['content-type'] ?? ''),
          )
          let out: Buffer = body
          if (encoding && req.method !== 'HEAD') {
            const key = `${encoding}:${req.url}:${body.length}`
            out =
              cache.get(key) ??
              (encoding === 'br'
                ? brotliCompressSync(body, {
                    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
                  })
                : gzipSync(body, { level: 9 }))
            cache.set(key, out)
            headers['content-encoding'] = encoding
            headers.vary = 'Accept-Encoding'
          }
          headers['content-length'] = String(out.length)
          res.writeHead(upRes.statusCode ?? 502, headers)
          res.end(req.method === 'HEAD' ? undefined : out)
        })
      },
    )
    up.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(up)
  })
}
