import { describe, expect, it } from 'vitest'
import { scriptHash, inlineScripts } from './cspHashes'
import { ENTRY_LOADER, deferEntry, entryAssets } from './deferEntry'

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><style>.a{}</style><meta charset="UTF-8"><title>t</title>${head}</head><body><div id="root"></div><script>window.x=1</script></body></html>`

/** The page template's head after Vite's HTML build: the empty entry module and the font. */
const viteHead =
  '<script type="module" crossorigin="" src="/assets/app-1.js"></script>\n' +
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="">'

const assets = {
  entry: '/assets/site-1.js',
  preload: ['/assets/runtime-2.js', '/assets/island-3.js'],
}

describe('deferEntry', () => {
  it('replaces the module script with #entry-assets naming the site script, and adds the loader', () => {
    const html = deferEntry(page(viteHead), assets)
    expect(html).not.toMatch(/<script type="module"/)
    expect(entryAssets(html)).toEqual(assets)
    // Other preloads (the font) stay.
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2"')
    expect(html).toContain(`<script>${ENTRY_LOADER}</script>`)
  })

  it('gives every page the same loader, so the CSP needs one hash for it', () => {
    const a = deferEntry(page(viteHead), assets)
    const b = deferEntry(page(viteHead), { entry: '/assets/site-1.js', preload: [] })
    const hashes = (html: string) => inlineScripts(html).map((s) => scriptHash(s.text))
    expect(hashes(a)).toContain(scriptHash(ENTRY_LOADER))
    expect(hashes(a)).toEqual(hashes(b))
    // The data block is not a script the CSP applies to.
    expect(inlineScripts(a).some((s) => s.text.includes('/assets/site-1.js'))).toBe(false)
  })

  it('is idempotent, and refuses a page without an entry script', () => {
    const once = deferEntry(page(viteHead), assets)
    expect(deferEntry(once, assets)).toBe(once)
    expect(() => deferEntry(page(''), assets, 'about.html')).toThrow(
      'about.html: no <script type="module" src> entry to replace',
    )
  })

  it('has a loader that parses as a script', () => {
    expect(() => new Function(ENTRY_LOADER)).not.toThrow()
  })
})
