import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { HOST_FILES } from '../build/hostConfigs'
import {
  cacheControl,
  createStaticServer,
  isSameSiteLocation,
  listen,
  resolveRequest,
} from './staticServer'
import {
  DOTFILE_SECRET,
  HOST_FILE_MARK,
  OUTSIDE_SECRET,
  baseUrl,
  createTestSite,
  rawRequest,
  stopServer,
} from '../../tests/support/serverTestSite'

const root = mkdtempSync(path.join(tmpdir(), 'site-'))
mkdirSync(path.join(root, 'research'))
mkdirSync(path.join(root, 'assets'))
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
writeFileSync(path.join(root, 'about.html'), '<h1>about</h1>')
writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>')
writeFileSync(path.join(root, 'research', 'surasoft.html'), '<h1>surasoft</h1>')
writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')

/**
 * Serves a fresh test build (tests/support/serverTestSite.ts) for the enclosing describe block, with the
 * host configuration files hidden as in production; `url()` is its base once started.
 */
function serveTestSite() {
  const site = createTestSite()
  let server: Server
  let base = ''
  beforeAll(async () => {
    server = createStaticServer({ root: site.root, hidden: HOST_FILES })
    base = await baseUrl(server)
  })
  afterAll(() => stopServer(server))
  return { url: () => base }
}

describe('resolveRequest', () => {
  it('serves flat .html files for clean URLs', async () => {
    expect(await resolveRequest(root, '/about')).toMatchObject({
      kind: 'file',
      urlPath: '/about.html',
    })
    expect(await resolveRequest(root, '/research/surasoft?x=1')).toMatchObject({ kind: 'file' })
    expect(await resolveRequest(root, '/')).toMatchObject({ kind: 'file', urlPath: '/index.html' })
  })

  it('redirects a trailing slash to the bare path, keeping the query', async () => {
    expect(await resolveRequest(root, '/about/?a=b')).toEqual({
      kind: 'redirect',
      location: '/about?a=b',
    })
  })

  it('answers not-found for unknown, malformed and hostile paths', async () => {
    for (const bad of [
      '/nope',
      '/research/%00',
      '/%E0%A4%A',
      '/../etc/passwd',
      '/..%2f..%2fetc/passwd',
      `/${'a'.repeat(5000)}`,
    ]) {
      expect(await resolveRequest(root, bad), bad).toEqual({ kind: 'not-found' })
    }
  })

  it('caches hashed assets for a year and revalidates HTML', () => {
    expect(cacheControl('/assets/app-abc123.js')).toContain('immutable')
    expect(cacheControl('/about.html')).toBe('no-cache')
  })
})

describe('static server', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createStaticServer({ root, headers: { 'X-Test': '1' } })
    base = await listen(server, 0)
    const address = server.address()
    if (address && typeof address === 'object') base = `http://127.0.0.1:${address.port}`
  })
  afterAll(() => stopServer(server))

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(`${base}/missing`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('not found')
    expect(res.headers.get('x-test')).toBe('1')
  })

  it('refuses methods other than GET and HEAD', async () => {
    const res = await fetch(`${base}/about`, { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, HEAD')
  })

  it('serves files with their type', async () => {
    const res = await fetch(`${base}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/javascript')
  })
})

describe('static server: redirects stay on the site', () => {
  const { url } = serveTestSite()

  it('never answers a trailing-slash path with a Location another host could be read from', async () => {
    for (const target of [
      '/%2Fevil.example/',
      '/%2fevil.example/',
      '/.//evil.example/',
      '//evil.example/',
      '/%5Cevil.example/',
      '/\\evil.example/',
      '/%2F%2Fevil.example/',
      '/%2e/%2Fevil.example/',
      '/about/%2F/',
    ]) {
      const res = await rawRequest(url(), target)
      expect(res.status, target).toBe(404)
      expect(res.headers.location, target).toBeUndefined()
    }
  })

  it('redirects a trailing slash only for a page that exists, keeping the query', async () => {
    expect((await rawRequest(url(), '/about/?a=b')).headers.location).toBe('/about?a=b')
    expect((await rawRequest(url(), '/blog/first-post/')).headers.location).toBe('/blog/first-post')
    expect((await rawRequest(url(), '/nope/')).status).toBe(404)
  })

  it('only ever builds Locations that are paths of this site', () => {
    for (const ok of ['/', '/about', '/a?b=//c']) expect(isSameSiteLocation(ok), ok).toBe(true)
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'evil', '']) {
      expect(isSameSiteLocation(bad), bad).toBe(false)
    }
  })
})

describe('static server: one URL per page, like the hosts', () => {
  const { url } = serveTestSite()

  it('redirects /index.html, /index and /about.html to the clean URL with 301', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/index', '/'],
      ['/about.html', '/about'],
      ['/about.html?x=1', '/about?x=1'],
      ['/blog/first-post.html', '/blog/first-post'],
    ] as const) {
      const res = await rawRequest(url(), from)
      expect(res.status, from).toBe(301)
      expect(res.headers.location, from).toBe(to)
    }
  })

  it('answers /404 and /404.html with the not-found page and 404, never 200', async () => {
    for (const target of ['/404', '/404.html', '/404/']) {
      const res = await rawRequest(url(), target)
      expect(res.status, target).toBe(404)
      expect(res.body.toString(), target).toContain('not found')
    }
  })

  it('answers a single byte range with 206 (what Safari asks before playing a video)', async () => {
    const full = (await rawRequest(url(), '/media/clip.mp4')).body
    const first = await rawRequest(url(), '/media/clip.mp4', { headers: { Range: 'bytes=0-1' } })
    expect(first.status).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-1/${full.length}`)
    expect(first.body).toEqual(full.subarray(0, 2))
    const suffix = await rawRequest(url(), '/media/clip.mp4', { headers: { Range: 'bytes=-10' } })
    expect(suffix.status).toBe(206)
    expect(suffix.body).toEqual(full.subarray(-10))
    const open = await rawRequest(url(), '/media/clip.mp4', { headers: { Range: 'bytes=990-' } })
    expect(open.body).toEqual(full.subarray(990))
    const past = await rawRequest(url(), '/media/clip.mp4', { headers: { Range: 'bytes=5000-' } })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${full.length}`)
    const several = await rawRequest(url(), '/media/clip.mp4', {
      headers: { Range: 'bytes=0-1,5-6' },
    })
    expect(several.status).toBe(200)
    expect(several.body).toEqual(full)
  })

  it('revalidates with ETag (304) and drops a range whose If-Range is stale', async () => {
    const first = await rawRequest(url(), '/about')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(first.headers['accept-ranges']).toBe('bytes')
    const again = await rawRequest(url(), '/about', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const stale = await rawRequest(url(), '/media/clip.mp4', {
      headers: { Range: 'bytes=0-1', 'If-Range': '"old"' },
    })
    expect(stale.status).toBe(200)
  })

  it('never sends the not-found page as a range or a 304', async () => {
    const res = await rawRequest(url(), '/missing', {
      headers: { Range: 'bytes=0-1', 'If-None-Match': '*' },
    })
    expect(res.status).toBe(404)
    expect(res.body.toString()).toContain('not found')
  })
})

describe('static server: host configuration is not public', () => {
  const { url } = serveTestSite()

  it('answers every host file, dot-file and link out of the build with the not-found page', async () => {
    for (const target of [
      '/_headers',
      '/_redirects',
      '/vercel.json',
      '/.vercelignore',
      '/_nginx/security-headers.conf',
      '/_nginx/',
      '/_NGINX/security-headers.conf',
      '/%5Fheaders',
      '/.env',
      '/linked-secret.txt',
    ]) {
      const res = await rawRequest(url(), target)
      expect(res.status, target).toBe(404)
      const body = res.body.toString()
      for (const secret of [HOST_FILE_MARK, DOTFILE_SECRET, OUTSIDE_SECRET]) {
        expect(body, target).not.toContain(secret)
      }
    }
  })
})
