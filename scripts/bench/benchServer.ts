import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../server/siteServer'
import { createCompressingProxy } from './compressingProxy'
import { createHttp2Front } from './http2Front'

export interface ServedBuild {
  /** `http://127.0.0.1:<port>` of the compressing proxy in front of the site server. */
  origin: string
  close: () => void
}

/** What listening needs of a server (HTTP/1.1 or HTTP/2). */
interface Listener {
  listen: (port: number, host: string, done: () => void) => unknown
  address: Server['address']
}

const listenAnywhere = async (server: Listener, scheme = 'http') => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * A build folder served as the benchmarks measure it: the site server (the one `npm start` runs)
 * behind Brotli/gzip compression, on ports of its own; with `http2`, behind HTTP/2 over TLS too, as
 * the hosts serve it (./http2Front.ts).
 */
export async function serveBuild(
  dir: string,
  { http2 = false }: { http2?: boolean } = {},
): Promise<ServedBuild> {
  const server = createSiteServer({ root: dir })
  const proxy = createCompressingProxy(await listenAnywhere(server))
  const compressed = await listenAnywhere(proxy)
  const front = http2 ? createHttp2Front(compressed) : undefined
  const origin = front ? await listenAnywhere(front, 'https') : compressed
  return {
    origin,
    close: () => {
      front?.close()
      proxy.close()
      server.close()
    },
  }
}
