import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RouteEntry } from '../../src/routes/table'
import {
  cachePolicy,
  conflictingHeaders,
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
} from '../server/securityHeaders'
import { scriptHash } from './cspHashes'
import { adminContentSecurityPolicy } from '../cms/adminHeaders'
import { readRedirects } from '../../tests/support/redirectsEmulator'
import {
  HOST_FILES,
  MAX_HEADER_RULES,
  MAX_STATIC_REDIRECT_LINES,
  MISSING_TARGET,
  hiddenPaths,
  pageRedirects,
  renderVercelIgnore,
  headerRules,
  pagePatterns,
  publicFilePaths,
  renderNginxSnippet,
  renderRedirectsFile,
  renderVercelJson,
  siteRedirects,
  vercelSource,
  writeHostConfigs,
} from './hostConfigs'

const load = () => Promise.resolve({ default: () => null })
const table: RouteEntry[] = [
  { path: '/', title: 'Home', description: 'home', sitemap: true, load },
  { path: '/about', title: 'About', description: 'about', sitemap: true, load },
  {
    path: '/blog/:slug',
    title: 'Post',
    description: 'post',
    sitemap: true,
    load,
    staticPaths: () => ['/blog/a'],
  },
]
const security = {
  'Content-Security-Policy': "default-src 'self'",
  'X-Content-Type-Options': 'nosniff',
}

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'hosts-'))
  for (const dir of ['assets', 'blog', 'media', 'og/blog', 'static-loader-data']) {
    mkdirSync(path.join(dist, dir), { recursive: true })
  }
  const html = '<html><head></head><body><script>window.__x = 1</script></body></html>'
  for (const file of ['index.html', 'about.html', '404.html', 'blog/a.html']) {
    writeFileSync(path.join(dist, file), html)
  }
  writeFileSync(path.join(dist, 'blog', 'cover.svg'), '<svg/>')
  for (const file of ['assets/app-1.js', 'media/a.svg', 'og/index.png', 'og/blog/a.png']) {
    writeFileSync(path.join(dist, file), 'x')
  }
  writeFileSync(path.join(dist, 'static-loader-data/a.json'), '{}')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
  writeFileSync(path.join(dist, 'robots.txt'), '')
  writeFileSync(path.join(dist, '_headers'), 'stale')
  return dist
}

describe('header rules', () => {
  const rules = headerRules({
    security,
    pages: pagePatterns(table),
    publicFiles: ['/favicon.svg', '/og/*'],
  })

  it('never set one header twice for a path (hosts would join the values)', () => {
    const paths = [
      '/',
      '/about',
      '/blog/a',
      '/assets/app-1.js',
      '/og/index.png',
      '/favicon.svg',
      '/nope',
    ]
    expect(conflictingHeaders(rules, paths)).toEqual([])
  })

  it('send security headers everywhere and the local server’s cache policy per kind of file', () => {
    expect(headersForPath(rules, '/assets/app-1.js')).toEqual({
      ...security,
      'Cache-Control': cachePolicy.immutable,
    })
    expect(headersForPath(rules, '/about')['Cache-Control']).toBe('no-cache')
    expect(headersForPath(rules, '/blog/a')['Cache-Control']).toBe('no-cache')
    expect(headersForPath(rules, '/og/index.png')['Cache-Control']).toBe(cachePolicy.file)
    expect(headersForPath(rules, '/nope')).toEqual(security)
  })

  it('leave pages to the host default when the route table outgrows the rule limit', () => {
    const many = Array.from({ length: MAX_HEADER_RULES }, (_, i) => `/page-${i}`)
    const limited = headerRules({ security, pages: many, publicFiles: ['/favicon.svg'] })
    expect(limited.length).toBeLessThanOrEqual(MAX_HEADER_RULES)
    expect(limited.map((r) => r.path)).toEqual(['/*', '/assets/*', '/favicon.svg', '/admin/*'])
  })

  it('give the editor (/admin/) its own CSP instead of the site’s, on every host', () => {
    const rules = headerRules({ security, pages: ['/', '/about'], publicFiles: [] })
    const admin = headersForPath(rules, '/admin/')
    expect(admin['Content-Security-Policy']).toBe(adminContentSecurityPolicy())
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(admin['X-Content-Type-Options']).toBe('nosniff')
    expect(headersForPath(rules, '/about')['Content-Security-Policy']).toBe(
      security['Content-Security-Policy'],
    )
    // Written as Cloudflare Pages reads it (Netlify skips the "!" line and takes the later value).
    const text = renderHeadersFile(rules)
    expect(text).toContain('/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ')
    expect(parseHeadersFile(text)).toEqual(rules)
    expect(conflictingHeaders(rules, ['/admin/', '/admin/admin.js', '/about'])).toEqual([])
  })
})

describe('public files', () => {
  it('are grouped by folder, skipping pages, hashed assets and host configs', () => {
    expect(publicFilePaths(fakeBuild())).toEqual([
      '/blog/cover.svg',
      '/favicon.svg',
      '/media/*',
      '/og/*',
      '/robots.txt',
      '/static-loader-data/*',
    ])
  })
})

describe('host files', () => {
  it('vercel.json uses clean URLs and the same header rules', () => {
    const rules = headerRules({ security, pages: ['/', '/blog/:slug'], publicFiles: [] })
    const vercel = JSON.parse(renderVercelJson(rules, siteRedirects))
    expect(vercel.cleanUrls).toBe(true)
    expect(vercel.trailingSlash).toBe(false)
    expect(vercel.headers.map((h: { source: string }) => h.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/',
      '/blog/:slug',
      '/admin/(.*)',
    ])
    expect(vercel.headers[0].headers).toContainEqual({
      key: 'X-Content-Type-Options',
      value: 'nosniff',
    })
    expect(vercelSource('/og/*')).toBe('/og/(.*)')
  })

  it('the nginx snippet adds every header, also on error answers', () => {
    const snippet = renderNginxSnippet({ 'Content-Security-Policy': `a 'b' "c" $d` })
    expect(snippet).toContain(`add_header Content-Security-Policy "a 'b' \\"c\\" \\$d" always;`)
  })

  it('_redirects lists the site redirects', () => {
    expect(renderRedirectsFile(siteRedirects)).toContain('/index.html  /  301')
  })

  it('are written into the build, with the hashes of its inline scripts', () => {
    const dist = fakeBuild()
    const summary = writeHostConfigs(
      dist,
      {
        inquiryEndpoint: 'https://forms.acme.test/f/1',
        heroVideoUrl: 'https://cdn.acme.test/v.mp4',
      },
      table,
    )
    expect(summary.hashes).toEqual([scriptHash('window.__x = 1')])
    const rules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'))
    const csp = headersForPath(rules, '/about')['Content-Security-Policy']
    expect(csp).toContain(`'${scriptHash('window.__x = 1')}'`)
    expect(csp).toContain("connect-src 'self' https://forms.acme.test")
    expect(readFileSync(path.join(dist, 'vercel.json'), 'utf8')).toContain('"cleanUrls": true')
    expect(readFileSync(path.join(dist, '_redirects'), 'utf8')).toContain('/index  /  301')
    expect(readFileSync(path.join(dist, '_nginx/security-headers.conf'), 'utf8')).toContain(
      'add_header Strict-Transport-Security',
    )
    expect(readFileSync(path.join(dist, '.vercelignore'), 'utf8')).toBe(renderVercelIgnore())
  })
})

describe('host files are not site content (issue 15, 4)', () => {
  const text = renderRedirectsFile(siteRedirects, hiddenPaths, pageRedirects(fakeBuild()))

  it('Netlify answers the other hosts’ files and the 404 page’s own URLs with a forced 404', () => {
    const netlify = readRedirects(text, 'netlify')
    for (const hidden of ['/vercel.json', '/.vercelignore', '/_nginx/*', '/404', '/404.html']) {
      expect(netlify.find((r) => r.from === hidden)).toEqual({
        from: hidden,
        to: '/404.html',
        status: 404,
        force: true,
      })
    }
  })

  it('Cloudflare Pages (no 404 status, no "!") rewrites them to a path no build has', () => {
    const cloudflare = readRedirects(text, 'cloudflare')
    for (const hidden of ['/vercel.json', '/.vercelignore', '/_nginx/*', '/404', '/404.html']) {
      expect(cloudflare.find((r) => r.from === hidden)).toMatchObject({
        to: MISSING_TARGET,
        status: 200,
      })
    }
    expect(MISSING_TARGET.slice(1)).not.toMatch(/[/*]/)
  })

  it('every rule is forced on Netlify and valid on Cloudflare, exact paths before splats', () => {
    const lines = text.split('\n').filter((l) => l && !l.startsWith('#'))
    const firstSplat = lines.findIndex((l) => l.split(/\s+/)[0]?.includes('*'))
    expect(lines.slice(firstSplat).every((l) => l.split(/\s+/)[0]?.includes('*'))).toBe(true)
    const netlifyFirst = new Map<string, boolean>()
    for (const r of readRedirects(text, 'netlify')) {
      if (!netlifyFirst.has(r.from)) netlifyFirst.set(r.from, r.force)
    }
    expect([...netlifyFirst.values()].every(Boolean)).toBe(true)
    expect(readRedirects(text, 'cloudflare')).toHaveLength(lines.length / 2)
  })

  it('redirects every page’s .html URL to its clean URL', () => {
    expect(pageRedirects(fakeBuild())).toEqual([
      { from: '/about.html', to: '/about', status: 301 },
      { from: '/blog/a.html', to: '/blog/a', status: 301 },
    ])
    expect(text).toContain('/blog/a.html  /blog/a  301!')
  })

  it('leaves .html URLs to the hosts when per-page rules would pass Cloudflare’s limit', () => {
    const many = Array.from({ length: MAX_STATIC_REDIRECT_LINES }, (_, i) => ({
      from: `/p${i}.html`,
      to: `/p${i}`,
      status: 301 as const,
    }))
    const capped = renderRedirectsFile(siteRedirects, hiddenPaths, many)
    expect(capped).not.toContain('/p0.html')
    expect(capped).toContain('/_nginx/*')
  })

  it('.vercelignore keeps every host file but vercel.json (never served by Vercel) off Vercel', () => {
    const ignored = renderVercelIgnore()
      .split('\n')
      .filter((l) => l.startsWith('/'))
      .map((l) => l.slice(1))
    expect(new Set([...ignored, 'vercel.json'])).toEqual(HOST_FILES)
  })
})
