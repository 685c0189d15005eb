import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkBudgets,
  formatBudgetTable,
  measureRoute,
  measureRoutes,
  type BudgetConfig,
} from './budgets'
import { page, writeSite } from '../../tests/support/gateTestSite'
import { deferEntry } from '../build/deferEntry'
import { routeTable } from '../../src/routes/table'

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

/** Random filler whose gzip size is about `n` bytes (base64 of n random bytes). */
const noise = (n: number) => randomBytes(n).toString('base64')

const config: BudgetConfig = {
  js: { default: 10_000, withIslands: 30_000, byRoute: { '/contact': 60_000 } },
  html: 5_000,
  htmlExceptions: { '/blog': { limit: 12_000, reason: 'lists every post with its excerpt' } },
}

function site(files: Record<string, string>) {
  const s = writeSite(files)
  cleanups.push(s.cleanup)
  return s.dir
}

/** What vite-react-ssg writes into a page's head (the build replaces it, see deferEntry). */
const ssgHead =
  '<script type="module" crossorigin src="/assets/ssg-app.js"></script><style>.a{color:red}</style>'

/** A page's head after the build: its site script and preloaded chunks, plus stylesheets. */
const head = (entry: string, preload: string[] = [], css: string[] = []) =>
  deferEntry(ssgHead, { entry: `/assets/${entry}`, preload: preload.map((p) => `/assets/${p}`) }) +
  css.map((c) => `<link rel="stylesheet" href="/assets/${c}">`).join('')

/** A route the table declares islands for, and one without. */
const islandRoute = routeTable.find((r) => r.islands?.length && !r.path.includes(':'))!.path
const plainRoute = routeTable.find(
  (r) => !r.islands && !r.path.includes(':') && r.path !== '/',
)!.path
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

describe('size budgets', () => {
  it('counts the site script, the chunks the page preloads and stylesheets, nothing else', () => {
    const dir = site({
      [fileOf(islandRoute)]: page(
        '<h1>x</h1>',
        head('site.js', ['runtime.js', 'island.js'], ['site.css']),
      ),
      'assets/site.js': `const l=()=>import("./lazy.js");${noise(2000)}`,
      'assets/runtime.js': `export function hydrateRoot(){};${noise(5000)}`,
      'assets/island.js': noise(3000),
      'assets/lazy.js': noise(9000),
      'assets/site.css': noise(500),
    })
    const m = measureRoute(dir, islandRoute, config)!
    expect(m.js.map((a) => a.file).sort()).toEqual([
      'assets/island.js',
      'assets/runtime.js',
      'assets/site.js',
    ])
    expect(m.hydration.map((a) => a.file)).toEqual(['assets/runtime.js'])
    expect(m.css.map((a) => a.file)).toEqual(['assets/site.css'])
    expect(m.firstLoad).toBe(m.jsTotal + m.cssTotal)
    expect(m.islands).toBe(true)
    expect(m.jsLimit).toBe(config.js.byRoute[islandRoute] ?? config.js.withIslands)
    expect(m.inlineCss).toBeGreaterThan(0)
  })

  it('gives React room only on routes that declare islands', () => {
    const files = {
      'assets/site.js': noise(2000),
      'assets/runtime.js': `export function hydrateRoot(){};${noise(15000)}`,
    }
    const dir = site({
      [fileOf(plainRoute)]: page('<h1>x</h1>', head('site.js', ['runtime.js'])),
      [fileOf(islandRoute)]: page('<h1>x</h1>', head('site.js', ['runtime.js'])),
      ...files,
    })
    const plain = measureRoute(dir, plainRoute, config)!
    const withIslands = measureRoute(dir, islandRoute, config)!
    expect(plain.islands).toBe(false)
    expect(plain.jsLimit).toBe(config.js.default)
    expect(checkBudgets([plain, withIslands]).map((f) => f.page)).toEqual([plainRoute])
  })

  it('fails a route over its JS budget, naming route, file, size, limit and the largest chunks', () => {
    const dir = site({
      [fileOf(plainRoute)]: page('<h1>About</h1>', head('site.js', ['big.js'])),
      'assets/site.js': noise(3000),
      'assets/big.js': noise(12000),
    })
    const failures = checkBudgets([measureRoute(dir, plainRoute, config)!])
    expect(failures).toHaveLength(1)
    expect(failures[0]?.page).toBe(plainRoute)
    expect(failures[0]?.link).toBe(fileOf(plainRoute))
    expect(failures[0]?.problem).toMatch(
      /^first-load JS\+CSS is 1\d\.\d KB gzip, over the 10\.0 KB budget of a page without islands \(largest: big\.js 1\d\.\d KB, site\.js \d\.\d KB\)$/,
    )
  })

  it('gives a route listed in byRoute its own limit', () => {
    const dir = site({
      'contact.html': page('<h1>Contact</h1>', head('site.js', ['form.js'])),
      'assets/site.js': noise(8000),
      'assets/form.js': noise(40000),
    })
    expect(checkBudgets([measureRoute(dir, '/contact', config)!])).toEqual([])
  })

  it('fails HTML over its budget; a listed exception gets its own limit, still enforced', () => {
    const body = `<p>${noise(7000)}</p>`
    const dir = site({
      'faq.html': page(body, head('site.js')),
      'blog.html': page(body, head('site.js')),
      'assets/site.js': 'export{}',
    })
    const faq = measureRoute(dir, '/faq', config)!
    const blog = measureRoute(dir, '/blog', config)!
    expect(blog.htmlLimit).toBe(12_000)
    const failures = checkBudgets([faq, blog])
    expect(failures.map((f) => f.page)).toEqual(['/faq'])
    expect(failures[0]?.problem).toMatch(/^HTML is \d+\.\d KB gzip, over the 5\.0 KB budget/)
    const table = formatBudgetTable([faq, blog])
    expect(table).toMatch(/\/faq .* ✖/)
    expect(table).toContain('/blog (12.0 KB): lists every post with its excerpt')

    const longer = site({
      'blog.html': page(`<p>${noise(14000)}</p>`, head('site.js')),
      'assets/site.js': '',
    })
    expect(checkBudgets([measureRoute(longer, '/blog', config)!]).map((f) => f.problem)).toEqual([
      expect.stringMatching(/^HTML is 1\d\.\d KB gzip, over the 12\.0 KB budget/),
    ])
  })

  it('prints the pages of a dynamic route as one row with their largest figures', () => {
    const dir = site({
      'blog/a.html': page('<h1>A</h1>', head('site.js')),
      'blog/b.html': page(`<h1>B</h1><p>${noise(3000)}</p>`, head('site.js', ['big.js'])),
      'assets/site.js': noise(1000),
      'assets/big.js': noise(40_000),
    })
    const patternOf = (r: string) => (r.startsWith('/blog/') ? '/blog/:slug' : undefined)
    const limits = { ...config, js: { ...config.js, byRoute: { '/blog/:slug': 50_000 } } }
    const measures = measureRoutes(dir, ['/blog/a', '/blog/b'], limits, patternOf)
    expect(measures.map((m) => m.jsLimit)).toEqual([50_000, 50_000])
    const table = formatBudgetTable(measures, patternOf)
    expect(table).toMatch(/\/blog\/:slug \(2 pages, max\)\s+4\d\.\d\s+50\.0/)
    expect(table).not.toContain('/blog/a')
  })

  it('skips routes whose HTML is missing (the link gate reports those)', () => {
    const dir = site({ 'index.html': page('', head('site.js')), 'assets/site.js': '' })
    expect(measureRoute(dir, '/careers', config)).toBeUndefined()
  })
})
