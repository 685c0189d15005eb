import { afterEach, describe, expect, it } from 'vitest'
import { page, writeSite } from '../../tests/support/gateTestSite'
import { compareSites, fileKind, pagePath } from './compare'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function site(files: Record<string, string>) {
  const { dir, cleanup } = writeSite(files)
  cleanups.push(cleanup)
  return dir
}

describe('pagePath and fileKind', () => {
  it('gives the address a page file is served at', () => {
    expect(pagePath('index.html')).toBe('/')
    expect(pagePath('about.html')).toBe('/about')
    expect(pagePath('blog/page/2.html')).toBe('/blog/page/2')
    expect(pagePath('admin/index.html')).toBe('/admin/')
  })

  it('sorts files into feeds, sitemap, redirects, headers and the rest', () => {
    expect(['rss.xml', 'atom.xml', 'feed.json'].map(fileKind)).toEqual(['feeds', 'feeds', 'feeds'])
    expect(['sitemap.xml', 'robots.txt'].map(fileKind)).toEqual(['sitemap', 'sitemap'])
    expect(fileKind('_redirects')).toBe('redirects')
    expect(['_headers', 'vercel.json', '_nginx/security-headers.conf'].map(fileKind)).toEqual([
      'headers',
      'headers',
      'headers',
    ])
    expect(['assets/site.js', 'og/about.png'].map(fileKind)).toEqual(['other', 'other'])
  })
})

describe('compareSites', () => {
  const common = {
    'index.html': page('<h1>Home</h1>', '<script src="/assets/site-D10ypfOg.js"></script>'),
    'about.html': page('<h1>About</h1>'),
    'gone.html': page('<h1>Gone</h1>'),
    'assets/site-D10ypfOg.js': 'import"./chunk-AAAAbbbb.js"',
    _headers: "script-src 'sha256-abc='",
    'rss.xml': '<rss><item>One</item></rss>',
  }

  it('reports nothing between two builds of one source (new hashes)', () => {
    const base = site(common)
    const { 'assets/site-D10ypfOg.js': _old, ...others } = common
    const head = site({
      ...others,
      'index.html': page('<h1>Home</h1>', '<script src="/assets/site-XyZ12345.js"></script>'),
      'assets/site-XyZ12345.js': 'import"./chunk-CCCCdddd.js"',
      _headers: "script-src 'sha256-xyz='",
    })
    const comparison = compareSites(base, head)
    expect(comparison.pages).toEqual([])
    expect(comparison.files).toEqual([])
    expect(comparison.unchanged).toEqual(['/about', '/gone', '/'])
  })

  it('reports pages added, removed and changed, and the files that changed', () => {
    const base = site(common)
    const rest = Object.fromEntries(Object.entries(common).filter(([f]) => f !== 'gone.html'))
    const head = site({
      ...rest,
      'about.html': page('<h1>About us</h1>'),
      'new.html': page('<h1>New</h1>'),
      'rss.xml': '<rss><item>Two</item><item>One</item></rss>',
      'og/new.png': 'png',
    })
    const { pages, files, unchanged } = compareSites(base, head)
    expect(pages.map((p) => [p.path, p.status, p.kinds])).toEqual([
      ['/about', 'changed', ['text']],
      ['/gone', 'removed', []],
      ['/new', 'added', []],
    ])
    expect(unchanged).toEqual(['/'])
    expect(files.map((f) => [f.file, f.kind, f.status])).toEqual([
      ['og/new.png', 'other', 'added'],
      ['rss.xml', 'feeds', 'changed'],
    ])
    expect(files[1]?.headText).toContain('Two')
  })
})
