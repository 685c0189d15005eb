/**
 * A small build for the server tests (not a test itself): pages, a nested page, hashed assets, a
 * video, the host configuration files as the real build writes them, a dot-file, and a link that
 * points outside the build at a secret the server must never hand out.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  hiddenPaths,
  pageRedirects,
  renderRedirectsFile,
  renderVercelIgnore,
  siteRedirects,
} from '../../scripts/build/hostConfigs'

/** A complete, valid inquiry as the scripted form sends it. */
export const validInquiry = {
  firstName: 'Neema',
  lastName: 'Kimaro',
  email: 'neema@example.com',
  phone: '+255 754 000 111',
  company: 'Kilimo Data',
  employeeCount: '11-50',
  helpWith: 'Rapid Prototyping',
  hearAbout: 'Event / Conference',
  projectDescription: 'A yield-forecasting prototype for smallholder farms.',
  needsNDA: 'yes',
  agreeMarketing: true,
}

export const OUTSIDE_SECRET = 'CANARY-OUTSIDE-THE-BUILD'
export const DOTFILE_SECRET = 'CANARY-DOTFILE'
export const HOST_FILE_MARK = 'CANARY-HOST-CONFIG'

export interface TestSite {
  root: string
  /** Every file of the build a visitor may receive, by content. */
  publicBodies: Set<string>
}

export function createTestSite(): TestSite {
  const parent = mkdtempSync(path.join(tmpdir(), 'server-site-'))
  const root = path.join(parent, 'dist')
  writeFileSync(path.join(parent, 'secret.txt'), OUTSIDE_SECRET)
  const publicFiles: Record<string, string | Buffer> = {
    'index.html': '<h1>home</h1>',
    'about.html': '<h1>about</h1>',
    '404.html': '<h1>not found</h1>',
    'blog.html': '<h1>blog</h1>',
    'blog/first-post.html': '<h1>first post</h1>',
    'assets/app-abc123.js': 'console.log(1)',
    'og/about.png': 'png-bytes',
    'media/clip.mp4': Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251)),
    'feed.json': '{}',
  }
  for (const [file, body] of Object.entries(publicFiles)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), body)
  }
  writeFileSync(path.join(root, '_headers'), `# ${HOST_FILE_MARK}\n/*\n  X-Test: 1\n`)
  writeFileSync(
    path.join(root, '_redirects'),
    `# ${HOST_FILE_MARK}\n${renderRedirectsFile(siteRedirects, hiddenPaths, pageRedirects(root))}`,
  )
  writeFileSync(path.join(root, 'vercel.json'), `{"mark":"${HOST_FILE_MARK}"}`)
  writeFileSync(path.join(root, '.vercelignore'), `# ${HOST_FILE_MARK}\n${renderVercelIgnore()}`)
  mkdirSync(path.join(root, '_nginx'))
  writeFileSync(path.join(root, '_nginx', 'security-headers.conf'), `# ${HOST_FILE_MARK}\n`)
  writeFileSync(path.join(root, '.env'), DOTFILE_SECRET)
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'linked-secret.txt'))
  const publicBodies = new Set(
    Object.entries(publicFiles)
      .filter(([file]) => file !== '404.html')
      .map(([, body]) => body.toString('latin1')),
  )
  return { root, publicBodies }
}

export async function baseUrl(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A request sent with the target exactly as written (fetch would normalise `..`, `%2e` and
 * backslashes away before the server saw them).
 */
export function rawRequest(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({
      host: hostname,
      port,
      path: target,
      method: init.method ?? 'GET',
      headers: init.headers,
      // A connection of its own: a kept-alive socket that the server has just closed (after a
      // request it refused) would fail the next case with "socket hang up", a race not a finding.
      agent: false,
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(init.body)
  })
}

/**
 * Stops a test server at once: `close()` alone waits for the clients' idle keep-alive connections
 * (fetch keeps them 4 s), which adds seconds to every test file that starts a server.
 */
export function stopServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
