import { readdirSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import {
  HOST_FILES,
  NGINX_SNIPPET,
  REDIRECTS_FILE,
  VERCEL_FILE,
} from '../../scripts/build/hostConfigs'
import { emulateHost, readRedirects } from '../support/redirectsEmulator'
import { htmlFiles, inlineScripts, scriptHash } from '../../scripts/build/cspHashes'
import { loadSiteConfig } from '../../scripts/lib/siteEnv'
import { cachePolicy, externalOrigin, type HeaderRule } from '../../scripts/server/securityHeaders'
import { listen } from '../../scripts/server/staticServer'
import { createHeadersHost, HOST_DEFAULT_HEADERS } from '../support/headersHost'
import { expect, test } from './fixtures'

/**
 * The build as Netlify and Cloudflare Pages serve it: an emulator applies the generated `_headers`
 * and `_redirects` of the very build under test (E2E_DIST) on top of the local static host.
 */
const dist = path.resolve(process.env.E2E_DIST ?? 'dist')
const inquiryOrigin = externalOrigin(loadSiteConfig().inquiryEndpoint)
const allowedConnect = inquiryOrigin ? ["'self'", inquiryOrigin] : ["'self'"]

let host: Server
let base: string
let rules: HeaderRule[]

test.beforeAll(async () => {
  ;({ server: host, rules } = createHeadersHost(dist))
  await listen(host, 0)
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())))

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  return found ? found.slice(1) : []
}

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? ''
  const scripts = directive(csp, 'script-src')
  expect(scripts[0]).toBe("'self'")
  expect(scripts.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toBe(true)
  expect(csp).not.toContain('unsafe-eval')
  expect(directive(csp, 'connect-src')).toEqual(allowedConnect)
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  expect(directive(csp, 'base-uri')).toEqual(["'none'"])
  expect(directive(csp, 'form-action')).toEqual(allowedConnect)
  expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toContain('geolocation=()')
  expect(headers.get('x-frame-options')).toBe('DENY')
}

test.describe('hosting: the build served with its Netlify/Cloudflare header rules', () => {
  test('an HTML page answers 200 with security headers and revalidation', async () => {
    const res = await fetch(`${base}/about`, { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe(cachePolicy.html)
    expectSecurityHeaders(res.headers)
    expect(await res.text()).toContain('<h1')
  })

  test('a hashed asset is cached for a year, immutable, and carries the same headers', async () => {
    const asset = readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js'))
    expect(asset).toBeTruthy()
    const res = await fetch(`${base}/assets/${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(res.headers)
  })

  test('an unknown path answers 404 with the not-found page and the security headers', async () => {
    const res = await fetch(`${base}/no/such/page`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Oops! Page not found')
    expect(res.headers.get('cache-control')).toBe(HOST_DEFAULT_HEADERS['Cache-Control'])
    expectSecurityHeaders(res.headers)
  })

  test('sharing images and other public files are cached for an hour', async () => {
    const res = await fetch(`${base}/og/about.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe(cachePolicy.file)
  })

  test('the home page has one URL: /index.html redirects to /', async () => {
    const res = await fetch(`${base}/index.html`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/')
  })

  test('the CSP lists the hash of every inline script of every page, and nothing else', () => {
    const csp = rules.find((r) => r.path === '/*')?.headers['Content-Security-Policy'] ?? ''
    const listed = new Set(directive(csp, 'script-src').slice(1))
    const needed = new Set<string>()
    for (const file of htmlFiles(dist)) {
      for (const script of inlineScripts(readFileSync(path.join(dist, file), 'utf8'))) {
        needed.add(`'${scriptHash(script.text)}'`)
      }
    }
    expect(needed.size).toBeGreaterThan(0)
    expect([...listed].sort()).toEqual([...needed].sort())
  })
})

test.describe('hosting: every host gets the same headers', () => {
  test('vercel.json repeats the _headers rules with clean URLs', () => {
    const vercel = JSON.parse(readFileSync(path.join(dist, VERCEL_FILE), 'utf8')) as {
      cleanUrls: boolean
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>
    }
    expect(vercel.cleanUrls).toBe(true)
    const asRules = vercel.headers.map((h) => ({
      path: h.source.replace(/\(\.\*\)/g, '*'),
      headers: Object.fromEntries(h.headers.map((x) => [x.key, x.value])),
    }))
    // Vercel has no detaching: of two matching rules that set one header, the later one wins, and
    // the editor's rule (the only one that detaches) comes last.
    const withoutDetach = rules.map(({ detach: _detach, ...rule }) => rule)
    expect(asRules).toEqual(withoutDetach)
    expect(rules.findLastIndex((r) => r.detach)).toBe(rules.length - 1)
  })

  test('the nginx snippet adds every security header of the /* rule', () => {
    const snippet = readFileSync(path.join(dist, NGINX_SNIPPET), 'utf8')
    const global = rules.find((r) => r.path === '/*')?.headers ?? {}
    for (const [name, value] of Object.entries(global)) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;`)
    }
  })

  test('the local server (npm start, these tests) sends the same security headers', async ({
    request,
  }) => {
    const global = rules.find((r) => r.path === '/*')?.headers ?? {}
    for (const url of ['/about', '/no/such/page']) {
      const res = await request.get(url)
      for (const [name, value] of Object.entries(global)) {
        expect(res.headers()[name.toLowerCase()], `${url} ${name}`).toBe(value)
      }
    }
  })

  test('host configuration files are in the build', () => {
    const top = new Set(readdirSync(dist))
    for (const file of HOST_FILES) expect(top.has(file), file).toBe(true)
  })
})

test.describe('hosting: the local server answers like the hosts (issue 15)', () => {
  const hostFilePaths = [
    '/_headers',
    '/_redirects',
    '/vercel.json',
    '/.vercelignore',
    `/${NGINX_SNIPPET}`,
  ]

  test('host configuration files are not public: 404 with the not-found page', async ({
    request,
  }) => {
    for (const url of hostFilePaths) {
      const res = await request.get(url, { maxRedirects: 0 })
      expect(res.status(), url).toBe(404)
      expect(await res.text(), url).toContain('Oops! Page not found')
    }
  })

  test('npm start gives the status and Location the build’s _redirects give on both hosts', async ({
    request,
  }) => {
    const text = readFileSync(path.join(dist, REDIRECTS_FILE), 'utf8')
    const paths = [
      '/about',
      '/about/',
      '/about.html',
      '/index.html',
      '/index',
      '/404',
      '/404.html',
      '/no/such/page',
      '/%2Fevil.example/',
      ...hostFilePaths.filter((p) => p !== '/_headers' && p !== '/_redirects'),
    ]
    for (const host of ['netlify', 'cloudflare'] as const) {
      const rules = readRedirects(text, host)
      for (const url of paths) {
        const expected = emulateHost(host, rules, dist, url)
        const res = await request.get(url, { maxRedirects: 0 })
        // Cloudflare's own trailing-slash redirect is a 308: the same permanent move.
        expect(res.status(), `${host} ${url}`).toBe(expected.status === 308 ? 301 : expected.status)
        expect(res.headers()['location'], `${host} ${url}`).toBe(expected.location)
      }
    }
  })

  test('a video file answers byte ranges (Safari asks for bytes=0-1 before playing)', async ({
    request,
  }) => {
    const media = readdirSync(path.join(dist, 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    const file = media[0]
    expect(file).toBeTruthy()
    const res = await request.get(`/${file}`, { headers: { Range: 'bytes=0-1' } })
    expect(res.status()).toBe(206)
    expect(res.headers()['content-range']).toMatch(/^bytes 0-1\/\d+$/)
    expect((await res.body()).length).toBe(2)
  })
})
