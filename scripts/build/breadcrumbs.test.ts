import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { breadcrumbsStep, headingOf, trailPaths, withJsonLd } from './breadcrumbs'

const page = (h1: string, head = '') =>
  `<!doctype html><html><head><title>t</title>${head}</head><body><main>${h1}</main></body></html>`

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('breadcrumbs', () => {
  it('walks from home through each ancestor that is a page to the page', () => {
    const pages = new Set(['/', '/blog', '/blog/page/2', '/blog/category/mlops'])
    const isPage = (p: string) => pages.has(p)
    expect(trailPaths('/blog/a-post', isPage)).toEqual(['/', '/blog', '/blog/a-post'])
    // /blog/category is no page: the trail skips it.
    expect(trailPaths('/blog/category/mlops/page/2', isPage)).toEqual([
      '/',
      '/blog',
      '/blog/category/mlops',
      '/blog/category/mlops/page/2',
    ])
    expect(trailPaths('/about', isPage)).toBeUndefined()
    expect(trailPaths('/', isPage)).toBeUndefined()
  })

  it('names a page by the text of its one h1, entities decoded and spaces collapsed', () => {
    expect(headingOf(page('<h1 id="t">AI &amp; data:\n  <span>the  plan</span></h1>'))).toBe(
      'AI & data: the plan',
    )
    expect(headingOf(page('<h2>no h1</h2>'))).toBeUndefined()
    expect(headingOf(page('<h1>one</h1><h1>two</h1>'))).toBeUndefined()
  })

  it('adds the block at the end of the head, with no "<" that could close the script', () => {
    const html = withJsonLd(page('<h1>x</h1>'), { name: '</script><b>' })
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script></head>',
    )
  })

  it('writes every nested page its trail, named by the linked pages h1s (Home for the home page)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'crumbs-'))
    mkdirSync(path.join(dir, 'industries'))
    writeFileSync(path.join(dir, 'index.html'), page('<h1>A slogan</h1>'))
    writeFileSync(path.join(dir, 'industries.html'), page('<h1>Sectors</h1>'))
    writeFileSync(path.join(dir, 'industries/utilities.html'), page('<h1>AI for power</h1>'))
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const count = breadcrumbsStep(
      dir,
      ['/', '/industries', '/industries/utilities'],
      'https://x.test',
    )
    expect(count).toBe(1)
    expect(readFileSync(path.join(dir, 'industries.html'), 'utf8')).not.toContain('ld+json')
    const html = readFileSync(path.join(dir, 'industries/utilities.html'), 'utf8')
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
    expect(json.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Sectors',
      'AI for power',
    ])
  })

  it('fails the build when a page of a trail has no single h1', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'crumbs-'))
    mkdirSync(path.join(dir, 'a'))
    writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'))
    writeFileSync(path.join(dir, 'a.html'), page('<p>no heading</p>'))
    writeFileSync(path.join(dir, 'a/b.html'), page('<h1>B</h1>'))
    expect(() => breadcrumbsStep(dir!, ['/', '/a', '/a/b'], 'https://x.test')).toThrow(
      /a\.html has no single <h1>/,
    )
  })
})
