import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeStrippedCopy, stripScripts } from './stripScripts'

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`

describe('stripScripts', () => {
  it('removes every script element, inline or external, classic or module', () => {
    const html = page(
      '<script type="module" src="/assets/a.js"></script><script>window.x = "</p>"</script>',
      '<main><p>Text</p></main><script src="/b.js" defer></script>',
    )
    const { html: out, removed } = stripScripts(html)
    expect(removed).toBe(3)
    expect(out).not.toMatch(/<script/i)
    expect(out).toBe(page('', '<main><p>Text</p></main>'))
  })

  it('keeps ld+json data blocks (any case and spacing of the type) and drops other data scripts', () => {
    const ld = '<script type=" Application/LD+JSON ">{"@type":"Organization"}</script>'
    const { html: out, removed } = stripScripts(
      page(`${ld}<script type="application/json" id="entry-assets">[]</script>`, ''),
    )
    expect(out).toBe(page(ld, ''))
    expect(removed).toBe(1)
  })

  it('removes modulepreload links but keeps other links', () => {
    const kept =
      '<link rel="preload" href="/font.woff2" as="font"><link rel="stylesheet" href="/a.css">'
    const { html: out } = stripScripts(
      page(
        `<link rel="modulepreload" href="/assets/c.js">${kept}<link REL="Modulepreload x" href="/d.js">`,
        '',
      ),
    )
    expect(out).toBe(page(kept, ''))
  })

  it('leaves script-like text alone where a browser would not see an element', () => {
    const body =
      '<!-- <script>alert(1)</script> --><p title="<script>">a</p><noscript><p>no js</p></noscript><textarea><script></textarea>'
    const { html: out, removed } = stripScripts(page('', body))
    expect(removed).toBe(0)
    expect(out).toBe(page('', body))
  })

  it('removes scripts inside templates and SVG, and keeps every other byte as it was', () => {
    const body =
      '<template><script>1</script><b>t</b></template><svg><script>2</script><circle r="1"/></svg>\n  <is-land on:visible><form method="post"></form></is-land>'
    const { html: out, removed } = stripScripts(page('', body))
    expect(removed).toBe(2)
    expect(out).toBe(
      page(
        '',
        '<template><b>t</b></template><svg><circle r="1"/></svg>\n  <is-land on:visible><form method="post"></form></is-land>',
      ),
    )
  })
})

describe('makeStrippedCopy', () => {
  let build = ''
  afterEach(() => rmSync(build, { recursive: true, force: true }))

  it('copies the build folder and strips every HTML page in it, leaving other files as they are', () => {
    build = mkdtempSync(path.join(tmpdir(), 'strip-test-'))
    mkdirSync(path.join(build, 'blog'))
    mkdirSync(path.join(build, 'assets'))
    writeFileSync(path.join(build, 'index.html'), page('<script src="/a.js"></script>', 'home'))
    writeFileSync(path.join(build, 'blog', 'post.html'), page('', 'post<script>1</script>'))
    writeFileSync(path.join(build, 'assets', 'a.js'), 'console.log("<script>")')
    const copy = makeStrippedCopy(build)
    try {
      expect(copy.pages).toBe(2)
      expect(copy.removed).toBe(2)
      expect(readFileSync(path.join(copy.dir, 'index.html'), 'utf8')).toBe(page('', 'home'))
      expect(readFileSync(path.join(copy.dir, 'blog', 'post.html'), 'utf8')).toBe(page('', 'post'))
      expect(readFileSync(path.join(copy.dir, 'assets', 'a.js'), 'utf8')).toContain('<script>')
      // The build itself is untouched.
      expect(readFileSync(path.join(build, 'index.html'), 'utf8')).toContain('<script')
    } finally {
      copy.remove()
    }
  })
})
