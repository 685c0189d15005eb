import type { Server } from 'node:http'
import { createStaticServer, type ApiHandler } from './staticServer'

export interface SiteServerOptions {
  root: string
}

/**
 * The server `npm start`, the tests and the benchmarks use: the static host plus the site's local
 * endpoints. Endpoints are registered here so every entry point serves the same thing.
 */
export function createSiteServer({ root }: SiteServerOptions): Server {
  const api: Record<string, ApiHandler> = {}
  return createStaticServer({ root, api })
}
