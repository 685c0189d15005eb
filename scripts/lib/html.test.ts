import { describe, expect, it } from 'vitest'
import {
  attrOf,
  elementsOf,
  escapeMarkup,
  fragmentTargets,
  pageTags,
  parsePage,
  sourceRange,
  spliceHtml,
  srcsetUrls,
  textOf,
} from './html'

describe('pageTags', () => {
  it('reads quoted, unquoted and boolean attributes, decoding character references', () => {
    const a = pageTags(`<a href="/x?a=1&amp;b=2" data-x='it&#39;s' rel=next hidden>t</a>`).find(
      (t) => t.name === 'a',
    )
    expect(a?.attrs).toEqual({ href: '/x?a=1&b=2', 'data-x': "it's", rel: 'next', hidden: '' })
  })

  it('does not read markup inside comments, scripts or styles, and gives their text', () => {
    const tags = pageTags(
      `<!-- <a href="/c"> --><script>const s = '<a href="/s">'</script><style>a::after{content:'<img src=x>'}</style><p id="real"></p>`,
    )
    expect(tags.map((t) => t.name)).not.toContain('a')
    expect(tags.map((t) => t.name)).not.toContain('img')
    expect(tags.find((t) => t.name === 'script')?.text).toContain('<a href="/s">')
  })

  it('gives each element the elements around it, as a browser nests them', () => {
    const tags = pageTags(
      `<main><picture><source type="image/avif" srcset="a.avif"><img src="a.png"></picture><p>one<p><img src="b.png"></main>`,
    )
    const imgs = tags.filter((t) => t.name === 'img')
    expect(imgs[0]?.ancestors).toEqual(['html', 'body', 'main', 'picture'])
    expect(imgs[1]?.ancestors).toEqual(['html', 'body', 'main', 'p'])
  })

  it('reads what a page without JavaScript shows: noscript and template content, SVG links', () => {
    const tags = pageTags(
      `<noscript><img src="/n.png"></noscript><template><a href="/t"></a></template><svg><use xlink:href="/s.svg#i"/></svg>`,
    )
    expect(tags.find((t) => t.name === 'img')?.attrs.src).toBe('/n.png')
    expect(tags.find((t) => t.name === 'a')?.ancestors).toContain('template')
    expect(tags.find((t) => t.name === 'use')?.attrs['xlink:href']).toBe('/s.svg#i')
  })

  it('collects ids and legacy <a name> as fragment targets', () => {
    const ids = fragmentTargets(
      pageTags(`<section id="why-us"></section><a name="old"></a><p id=""></p>`),
    )
    expect([...ids].sort()).toEqual(['old', 'why-us'])
  })
})

describe('elements and source ranges', () => {
  it('finds elements, attributes and text', () => {
    const doc = parsePage('<div data-x><p>a &amp; <b>b</b></p></div>')
    const div = elementsOf(doc).find((el) => attrOf(el, 'data-x') !== undefined)
    expect(div && textOf(div)).toBe('a & b')
    expect(div && attrOf(div, 'missing')).toBeUndefined()
  })

  it('splices at source offsets, leaving every other byte as written', () => {
    const html = "<!doctype html>\r\n<p title='😀'>x</p><SCRIPT>a()</script >\r\n<p>y</p>"
    const script = elementsOf(parsePage(html, { locations: true })).find(
      (el) => el.tagName === 'script',
    )!
    const { start, end, contentStart, contentEnd } = sourceRange(script)
    expect(html.slice(contentStart, contentEnd)).toBe('a()')
    expect(spliceHtml(html, [{ start, end, text: '<script src="/a.js"></script>' }])).toBe(
      '<!doctype html>\r\n<p title=\'😀\'>x</p><script src="/a.js"></script>\r\n<p>y</p>',
    )
    expect(() => sourceRange(elementsOf(parsePage('<p></p>'))[0]!)).toThrow(/source location/)
  })
})

describe('srcsetUrls', () => {
  it('splits candidates and drops descriptors', () => {
    expect(srcsetUrls('/a-640.avif 640w, /a-1280.avif 1280w,/a-2x.avif 2x')).toEqual([
      '/a-640.avif',
      '/a-1280.avif',
      '/a-2x.avif',
    ])
  })
})

describe('escapeMarkup', () => {
  it('escapes markup and quotes', () => {
    expect(escapeMarkup(`R&D <"x"> 'y'`)).toBe('R&amp;D &lt;&quot;x&quot;&gt; &#39;y&#39;')
  })
})
