import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOST_FILES } from '../build/hostConfigs'
import { emulateHost, readRedirects, type Host } from '../../tests/support/redirectsEmulator'
import { createStaticServer } from './staticServer'
import { baseUrl, createTestSite, rawRequest, stopServer } from '../../tests/support/serverTestSite'

/**
 * Parity: `npm start` answers a table of paths with the same status, Location and
 * file as Netlify and Cloudflare Pages do from the build's generated `_redirects` (emulated from
 * their documented rules in redirectsEmulator.ts).
 */
const site = createTestSite()
const redirectsText = readFileSync(path.join(site.root, '_redirects'), 'utf8')
const hosts: Host[] = ['netlify', 'cloudflare']

const table = [
  '/',
  '/about',
  '/about/',
  '/about/?q=1',
  '/about.html',
  '/about.html?q=1',
  '/index.html',
  '/index',
  '/404',
  '/404.html',
  '/no/such/page',
  '/nope.html',
  '/nope/',
  '/blog',
  '/blog/first-post',
  '/blog/first-post/',
  '/blog/first-post.html',
  '/%61bout',
  '/%2Fevil.example/',
  '/%E0%A4%A',
  '/og/about.png',
  '/media/clip.mp4',
  '/feed.json',
  '/_headers',
  '/_redirects',
  '/vercel.json',
  '/.vercelignore',
  '/_nginx/security-headers.conf',
]

let server: Server
let base: string
beforeAll(async () => {
  server = createStaticServer({ root: site.root, hidden: HOST_FILES })
  base = await baseUrl(server)
})
afterAll(() => stopServer(server))

/** A redirect the host makes on its own (308 on Cloudflare) counts as the same permanent move. */
const permanent = (status: number) => (status === 308 ? 301 : status)

describe('parity: the local server answers like the hosts read _redirects', () => {
  for (const host of hosts) {
    const rules = readRedirects(redirectsText, host)
    it.each(table)(`${host}: %s`, async (target) => {
      const expected = emulateHost(host, rules, site.root, target)
      const res = await rawRequest(base, target)
      expect(res.status).toBe(permanent(expected.status))
      expect(res.headers.location).toBe(expected.location)
      if (expected.file) {
        expect(res.body.equals(readFileSync(path.join(site.root, expected.file)))).toBe(true)
      }
    })
  }

  it('the table covers redirects, rewrites to 404 and plain files on both hosts', () => {
    for (const host of hosts) {
      const rules = readRedirects(redirectsText, host)
      const statuses = new Set(table.map((t) => emulateHost(host, rules, site.root, t).status))
      expect([...statuses].sort()).toEqual(
        host === 'netlify' ? [200, 301, 404] : [200, 301, 308, 404],
      )
    }
  })
})
