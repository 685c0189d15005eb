import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  externalScriptElement,
  htmlFiles,
  inlineScripts,
  planInlineScripts,
  scriptHash,
  secureInlineScripts,
} from './cspHashes'

const page = (body: string) =>
  `<!DOCTYPE html><html><head><script type="module" crossorigin src="/assets/app.js"></script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body>${body}</body></html>`

describe('inline scripts', () => {
  it('finds executable inline scripts and leaves data blocks and external scripts alone', () => {
    const html =
      page('<script>window.a = 1</script><script type="module">import "/x.js"</script>') +
      '<script type="application/json">{}</script><script src="/b.js"></script>'
    expect(inlineScripts(html).map((s) => s.text)).toEqual(['window.a = 1', 'import "/x.js"'])
  })

  it('hashes the exact text as browsers do (sha256, base64, newlines normalised)', () => {
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
    expect(scriptHash('a\r\nb')).toBe(scriptHash('a\nb'))
    expect(scriptHash('a ')).not.toBe(scriptHash('a'))
  })

  it('keeps the most widely shared scripts as hashes and moves the rest', () => {
    const plan = planInlineScripts(
      new Map([
        ['sha256-rare', 1],
        ['sha256-all', 40],
        ['sha256-most', 39],
      ]),
      2,
    )
    expect(plan.hashes).toEqual(['sha256-all', 'sha256-most'])
    expect([...plan.moved]).toEqual(['sha256-rare'])
  })

  it('replaces a moved script by an external one of the same kind', () => {
    const [classic, module] = inlineScripts(
      page('<script>a()</script><script type="module">b()</script>'),
    )
    expect(externalScriptElement(classic!, '/assets/x.js')).toBe(
      '<script src="/assets/x.js"></script>',
    )
    expect(externalScriptElement(module!, '/assets/y.js')).toBe(
      '<script type="module" src="/assets/y.js"></script>',
    )
  })
})

function buildWith(pages: Record<string, string>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'csp-'))
  mkdirSync(path.join(dist, 'assets'))
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    writeFileSync(path.join(dist, file), html)
  }
  return dist
}

describe('securing a build', () => {
  it('lists one hash per distinct script, however many pages share it', () => {
    const shared = '<script>window.__data = {}</script><script>window.__HASH__ = "x"</script>'
    const pages: Record<string, string> = { 'index.html': page(shared) }
    for (let i = 0; i < 50; i++) pages[`blog/post-${i}.html`] = page(shared)
    const dist = buildWith(pages)
    const result = secureInlineScripts(dist)
    expect(result).toMatchObject({ pages: 51, distinct: 2, movedFiles: 0 })
    expect(result.hashes).toEqual(
      [scriptHash('window.__data = {}'), scriptHash('window.__HASH__ = "x"')].sort(),
    )
    expect(htmlFiles(dist)).toHaveLength(51)
  })

  it('moves per-page scripts into /assets/ files when there would be too many hashes', () => {
    const pages: Record<string, string> = {}
    for (let i = 0; i < 5; i++) {
      pages[`p${i}.html`] = page(`<script>shared()</script><script>window.page = ${i}</script>`)
    }
    const dist = buildWith(pages)
    const result = secureInlineScripts(dist, { maxHashes: 1 })
    expect(result.hashes).toEqual([scriptHash('shared()')])
    expect(result.movedFiles).toBe(5)
    const html = readFileSync(path.join(dist, 'p3.html'), 'utf8')
    expect(html).toContain('<script>shared()</script>')
    expect(html).toMatch(/<script src="\/assets\/inline-[0-9a-f]{16}\.js"><\/script><\/body>/)
    expect(html).toContain('application/ld+json')
    const moved = readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith('inline-'))
    expect(moved).toHaveLength(5)
    const src = /src="\/assets\/(inline-[^"]+)"/.exec(html)?.[1] ?? ''
    expect(readFileSync(path.join(dist, 'assets', src), 'utf8')).toBe('window.page = 3')
    // A second pass finds nothing more to move.
    expect(secureInlineScripts(dist, { maxHashes: 1 })).toMatchObject({
      distinct: 1,
      movedFiles: 0,
    })
  })

  it('only reads when asked not to write', () => {
    const pages: Record<string, string> = {}
    for (let i = 0; i < 3; i++) pages[`p${i}.html`] = page(`<script>window.page = ${i}</script>`)
    const dist = buildWith(pages)
    const before = readFileSync(path.join(dist, 'p1.html'), 'utf8')
    const result = secureInlineScripts(dist, { maxHashes: 1, write: false })
    expect(readFileSync(path.join(dist, 'p1.html'), 'utf8')).toBe(before)
    expect(result.hashes).toHaveLength(1)
  })
})
