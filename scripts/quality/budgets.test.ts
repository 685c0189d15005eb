import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkBudgets,
  dynamicImports,
  formatBudgetTable,
  measureRoute,
  measureRoutes,
  staticImports,
  type BudgetConfig,
} from './budgets'
import { page, writeSite } from './testSite'
import { deferEntry } from '../build/deferEntry'

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

/** Random filler whose gzip size is about `n` bytes (base64 of n random bytes). */
const noise = (n: number) => randomBytes(n).toString('base64')

const config: BudgetConfig = {
  js: { default: 30_000, byRoute: { '/': 20_000, '/contact': 60_000 } },
  reactDomAllowance: { bytes: 6_000, reason: 'the framework' },
  html: 5_000,
  htmlExceptions: { '/blog': { limit: 12_000, reason: 'lists every post with its excerpt' } },
}

function site(files: Record<string, string>) {
  const s = writeSite(files)
  cleanups.push(s.cleanup)
  return s.dir
}

const head = (entry: string, preloads: string[] = [], css: string[] = []) =>
  `<script type="module" crossorigin src="/assets/${entry}"></script>` +
  preloads.map((p) => `<link rel="modulepreload" crossorigin href="/assets/${p}">`).join('') +
  css.map((c) => `<link rel="stylesheet" href="/assets/${c}">`).join('') +
  '<style>.a{color:red}</style>'

describe('size budgets', () => {
  it('counts the entry, its modulepreloads, their static imports, React DOM and stylesheets, not lazy chunks', () => {
    const dir = site({
      'index.html': page('<h1>Home</h1>', head('app.js', ['page.js'], ['site.css'])),
      'assets/app.js': `import{a}from"./vendor.js";const l=()=>import("./lazy.js");const h=()=>import("./client.js");${noise(4000)}`,
      'assets/vendor.js': `export const a=1;${noise(3000)}`,
      'assets/page.js': `import"./shared.js";${noise(2000)}`,
      'assets/shared.js': noise(1000),
      'assets/lazy.js': noise(9000),
      'assets/client.js': `export function hydrateRoot(){};${noise(5000)}`,
      'assets/site.css': noise(500),
    })
    const m = measureRoute(dir, '/', config)
    expect(m?.js.map((a) => a.file).sort()).toEqual([
      'assets/app.js',
      'assets/page.js',
      'assets/shared.js',
      'assets/vendor.js',
    ])
    expect(m?.hydration.map((a) => a.file)).toEqual(['assets/client.js'])
    expect(m?.css.map((a) => a.file)).toEqual(['assets/site.css'])
    expect(m?.jsTotal).toBeGreaterThan(10_000)
    expect(m?.jsTotal).toBeLessThan(10_600)
    expect(m?.firstLoad).toBe(m!.jsTotal + m!.hydrationTotal + m!.cssTotal)
    expect(m?.hydrationTotal).toBeGreaterThan(5_000)
    expect(m?.jsTarget).toBe(20_000)
    expect(m?.jsLimit).toBe(26_000)
    expect(m?.inlineCss).toBeGreaterThan(0)
  })

  it('fails a route over its JS budget, naming route, file, size, limit and the largest chunks', () => {
    const dir = site({
      'about.html': page('<h1>About</h1>', head('app.js', ['big.js'])),
      'assets/app.js': noise(8000),
      'assets/big.js': noise(30000),
    })
    const m = measureRoute(dir, '/about', config)
    expect(m).toBeDefined()
    const failures = checkBudgets([m!])
    expect(failures).toHaveLength(1)
    expect(failures[0]?.page).toBe('/about')
    expect(failures[0]?.link).toBe('about.html')
    expect(failures[0]?.problem).toMatch(
      /^first-load JS\+CSS is 3\d\.\d KB gzip, over the 36\.0 KB budget \(30\.0 KB target \+ 6\.0 KB React DOM allowance; largest: big\.js 3\d\.\d KB, app\.js \d\.\d KB\)$/,
    )
  })

  it('gives /contact its larger form budget', () => {
    const dir = site({
      'contact.html': page('<h1>Contact</h1>', head('app.js', ['form.js'])),
      'assets/app.js': noise(8000),
      'assets/form.js': noise(40000),
    })
    expect(checkBudgets([measureRoute(dir, '/contact', config)!])).toEqual([])
  })

  it('fails HTML over its budget; a listed exception gets its own limit, still enforced', () => {
    const body = `<p>${noise(7000)}</p>`
    const dir = site({
      'faq.html': page(body, head('app.js')),
      'blog.html': page(body, head('app.js')),
      'assets/app.js': 'export{}',
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
      'blog.html': page(`<p>${noise(14000)}</p>`, head('app.js')),
      'assets/app.js': '',
    })
    expect(checkBudgets([measureRoute(longer, '/blog', config)!]).map((f) => f.problem)).toEqual([
      expect.stringMatching(/^HTML is 1\d\.\d KB gzip, over the 12\.0 KB budget/),
    ])
  })

  it('prints the pages of a dynamic route as one row with their largest figures', () => {
    const dir = site({
      'blog/a.html': page('<h1>A</h1>', head('app.js')),
      'blog/b.html': page(`<h1>B</h1><p>${noise(3000)}</p>`, head('app.js', ['big.js'])),
      'assets/app.js': noise(1000),
      'assets/big.js': noise(40_000),
    })
    const patternOf = (r: string) => (r.startsWith('/blog/') ? '/blog/:slug' : undefined)
    const limits = { ...config, js: { ...config.js, byRoute: { '/blog/:slug': 50_000 } } }
    const measures = measureRoutes(dir, ['/blog/a', '/blog/b'], limits, patternOf)
    expect(measures.map((m) => m.jsLimit)).toEqual([56_000, 56_000])
    const table = formatBudgetTable(measures, patternOf)
    expect(table).toMatch(/\/blog\/:slug \(2 pages, max\)\s+4\d\.\d\s+56\.0/)
    expect(table).not.toContain('/blog/a')
  })

  it('reads the entry and preloads the build deferred into #entry-assets', () => {
    const files = {
      'assets/app.js': `import"./vendor.js";const h=()=>import("./client.js");${noise(2000)}`,
      'assets/vendor.js': noise(1000),
      'assets/page.js': noise(3000),
      'assets/client.js': `export function hydrateRoot(){};${noise(4000)}`,
    }
    const plain = site({
      'about.html': page('<h1>About</h1>', head('app.js', ['page.js'])),
      ...files,
    })
    const deferred = site({
      'about.html': page('<h1>About</h1>', deferEntry(head('app.js', ['page.js']))),
      ...files,
    })
    const before = measureRoute(plain, '/about', config)!
    const after = measureRoute(deferred, '/about', config)!
    expect(after.js.map((a) => a.file).sort()).toEqual([
      'assets/app.js',
      'assets/page.js',
      'assets/vendor.js',
    ])
    expect(after.firstLoad).toBe(before.firstLoad)
    expect(after.hydration.map((a) => a.file)).toEqual(['assets/client.js'])
  })

  it('skips routes whose HTML is missing (the link gate reports those)', () => {
    const dir = site({ 'index.html': page('', head('app.js')), 'assets/app.js': '' })
    expect(measureRoute(dir, '/careers', config)).toBeUndefined()
  })
})

describe('import scanning', () => {
  it('finds static imports and re-exports in minified code, not dynamic ones', () => {
    const code = `import{a as b}from"./react-1.js";import"./side.js";export{c}from'./re.js';const x=()=>import("./lazy.js");import e from "https://cdn.example/x.js"`
    expect(staticImports(code)).toEqual(['./react-1.js', './side.js', './re.js'])
    expect(dynamicImports(code)).toEqual(['./lazy.js'])
  })
})
