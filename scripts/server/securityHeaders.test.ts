import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  conflictingHeaders,
  contentSecurityPolicy,
  externalOrigin,
  headersForPath,
  parseHeadersFile,
  pathMatches,
  renderHeadersFile,
  securityHeaders,
  siteHeadersFor,
  type HeaderRule,
} from './securityHeaders'

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  ) as Record<string, string[]>

const local = { inquiryEndpoint: '/api/inquiry', heroVideoUrl: 'https://media.example/hero.mp4' }

describe('content security policy', () => {
  it('allows scripts from the site and the listed hashes only', () => {
    const csp = directives(
      contentSecurityPolicy({ ...local, scriptHashes: ['sha256-b', 'sha256-a', 'sha256-b'] }),
    )
    expect(csp['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"])
    const all = Object.values(csp).flat()
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(all).not.toContain("'unsafe-eval'")
  })

  it('limits connections to the site and the configured inquiry endpoint', () => {
    expect(
      directives(contentSecurityPolicy({ ...local, scriptHashes: [] }))['connect-src'],
    ).toEqual(["'self'"])
    const remote = directives(
      contentSecurityPolicy({
        ...local,
        inquiryEndpoint: 'https://forms.acme.test/f/123?x=1',
        scriptHashes: [],
      }),
    )
    expect(remote['connect-src']).toEqual(["'self'", 'https://forms.acme.test'])
    expect(remote['form-action']).toEqual(["'self'", 'https://forms.acme.test'])
  })

  it('allows the hero video host for media, and forbids framing, plugins and base changes', () => {
    const csp = directives(contentSecurityPolicy({ ...local, scriptHashes: [] }))
    expect(csp['media-src']).toEqual(["'self'", 'https://media.example'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'none'"])
    expect(csp['default-src']).toEqual(["'self'"])
  })

  it('reads origins only from absolute http(s) URLs', () => {
    expect(externalOrigin('https://a.test:8443/x')).toBe('https://a.test:8443')
    expect(externalOrigin('/api/inquiry')).toBeUndefined()
    expect(externalOrigin('javascript:alert(1)')).toBeUndefined()
    expect(externalOrigin('https://')).toBeUndefined()
  })
})

describe('security headers', () => {
  it('include CSP, HSTS, nosniff, referrer and permissions policies', () => {
    const headers = securityHeaders(local, ['sha256-x'])
    expect(headers['Content-Security-Policy']).toContain("'sha256-x'")
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['X-Frame-Options']).toBe('DENY')
  })
})

describe('_headers format', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-A': '1', 'Content-Security-Policy': "default-src 'self'" } },
    { path: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
    { path: '/blog/:slug', headers: { 'Cache-Control': 'no-cache' } },
  ]

  it('renders and parses back the same rules', () => {
    const text = renderHeadersFile(rules, 'generated\nby a test')
    expect(text.startsWith('# generated\n# by a test\n')).toBe(true)
    expect(parseHeadersFile(text)).toEqual(rules)
  })

  it('refuses a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/cannot read/)
  })

  it('matches splats, placeholders and exact paths like the hosts', () => {
    expect(pathMatches('/*', '/')).toBe(true)
    expect(pathMatches('/*', '/a/b')).toBe(true)
    expect(pathMatches('/assets/*', '/assets/app.js')).toBe(true)
    expect(pathMatches('/assets/*', '/assetsx')).toBe(false)
    expect(pathMatches('/blog/:slug', '/blog/hello')).toBe(true)
    expect(pathMatches('/blog/:slug', '/blog/hello/more')).toBe(false)
    expect(pathMatches('/blog/:slug', '/blog')).toBe(false)
    expect(pathMatches('/', '/')).toBe(true)
    expect(pathMatches('/', '/about')).toBe(false)
    expect(pathMatches('/robots.txt', '/robotsXtxt')).toBe(false)
  })

  it('applies every matching rule and joins a header set twice', () => {
    expect(headersForPath(rules, '/assets/app.js')).toMatchObject({
      'X-A': '1',
      'Cache-Control': 'immutable',
    })
    const twice: HeaderRule[] = [
      { path: '/*', headers: { 'Cache-Control': 'no-cache' } },
      { path: '/assets/*', headers: { 'cache-control': 'immutable' } },
    ]
    expect(headersForPath(twice, '/assets/x')).toEqual({ 'Cache-Control': 'no-cache, immutable' })
    expect(conflictingHeaders(twice, ['/assets/x', '/about'])).toEqual([
      '/assets/x: cache-control set by /* and /assets/*',
    ])
    expect(conflictingHeaders(rules, ['/', '/assets/x', '/blog/x'])).toEqual([])
  })
})

describe('local server headers', () => {
  it("are the build's own /* rule when the build has a _headers file", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'headers-'))
    writeFileSync(
      path.join(root, '_headers'),
      renderHeadersFile([{ path: '/*', headers: { 'X-B': '2' } }]),
    )
    const fallback = vi.fn(() => ({ 'X-C': '3' }))
    expect(siteHeadersFor(root, fallback)).toEqual({ 'X-B': '2' })
    expect(fallback).not.toHaveBeenCalled()
  })

  it('are computed when the build has none', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'headers-'))
    expect(siteHeadersFor(root, () => ({ 'X-C': '3' }))).toEqual({ 'X-C': '3' })
  })
})
