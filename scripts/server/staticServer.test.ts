import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControl, createStaticServer, listen, resolveRequest } from './staticServer'
import type { Server } from 'node:http'

const root = mkdtempSync(path.join(tmpdir(), 'site-'))
mkdirSync(path.join(root, 'research'))
mkdirSync(path.join(root, 'assets'))
writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
writeFileSync(path.join(root, 'about.html'), '<h1>about</h1>')
writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>')
writeFileSync(path.join(root, 'research', 'surasoft.html'), '<h1>surasoft</h1>')
writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')

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
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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
