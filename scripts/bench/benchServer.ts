import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from '../server/siteServer'
import { createCompressingProxy } from './compressingProxy'

export interface ServedBuild {
  /** `http://127.0.0.1:<port>` of the compressing proxy in front of the site server. */
  origin: string
  close: () => void
}

const listenAnywhere = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/**
 * A build folder served as the benchmarks measure it: the site server (the one `npm start` runs)
 * behind Brotli/gzip compression, on ports of its own.
 */
export async function serveBuild(dir: string): Promise<ServedBuild> {
  const server = createSiteServer({ root: dir })
  const proxy = createCompressingProxy(await listenAnywhere(server))
  const origin = await listenAnywhere(proxy)
  return {
    origin,
    close: () => {
      proxy.close()
      server.close()
    },
  }
}
