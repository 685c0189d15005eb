import type { Server } from 'node:http'
import { HOST_FILES } from '../build/hostConfigs'
import { INQUIRY_PATH, createInquiryCollector } from './inquiryCollector'
import { localServerHeaders } from './securityHeaders'
import { createStaticServer, type ApiHandler } from './staticServer'

export interface SiteServerOptions {
  root: string
}

/**
 * The server `npm start`, the tests and the benchmarks use: the static host plus the site's local
 * endpoints. Endpoints are registered here so every entry point serves the same thing.
 */
export function createSiteServer({ root }: SiteServerOptions): Server {
  const api: Record<string, ApiHandler> = {
    // The contact form's endpoint on this server (data/inquiries.jsonl, or INQUIRY_DATA_DIR).
    [INQUIRY_PATH]: createInquiryCollector(),
  }
  // The same security headers as the host configs of this build (its _headers file); the host
  // configuration files themselves are not site content, as on every host.
  return createStaticServer({ root, api, headers: localServerHeaders(root), hidden: HOST_FILES })
}
