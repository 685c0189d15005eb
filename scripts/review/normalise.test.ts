import { describe, expect, it } from 'vitest'
import {
  normaliseCode,
  normaliseFileName,
  normalisePage,
  normaliseText,
  pageChanges,
  readStyleSheet,
} from './normalise'

/** A page as the prerender writes it: styled-components' style tag, head tags, the app. */
function page({
  css = '.abcDE{color:red;}',
  names = 'abcDE',
  id = 'sc-x1y2z3-0',
  body = '<h1 class="sc-x1y2z3-0 abcDE">Hello</h1><p>World</p>',
  head = '<title>T</title>',
} = {}) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><style data-styled="true" data-styled-version="6.6.0">${css}/*!sc*/
data-styled.g1[id="${id}"]{content:"${names},"}/*!sc*/
</style>${head}<link rel="preload" href="/assets/inter-Dx4kXJAl.woff2" as="font"></head><body><div id="root">${body}</div></body></html>`
}

describe('normaliseText', () => {
  it('drops the content hash of asset names, in absolute and relative imports', () => {
    expect(normaliseText('src="/assets/site-D10ypfOg.js" "./blog-list-QW0-EPrn.js"')).toBe(
      'src="/assets/site.js" "./blog-list.js"',
    )
    expect(normaliseText('url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2)')).toBe(
      'url(/assets/inter-latin-wght-normal.woff2)',
    )
    expect(normaliseFileName('assets/a-week-with-us-DoJrXErp.js')).toBe('assets/a-week-with-us.js')
  })

  it('keeps names that carry no hash', () => {
    expect(normaliseText('/og/blog/swahili-nlp.png /media/img/hero-poster-480.avif')).toBe(
      '/og/blog/swahili-nlp.png /media/img/hero-poster-480.avif',
    )
  })

  it('drops CSP digests but keeps how many there are', () => {
    expect(normaliseText("script-src 'self' 'sha256-X7Sg79ay/dEP+my=' 'sha256-edaF9n='")).toBe(
      "script-src 'self' 'sha256-…' 'sha256-…'",
    )
  })

  it('drops styled-components component ids from code (they hash the absolute path)', () => {
    expect(normaliseCode('withConfig({componentId:`sc-iwvie4-0`})')).toBe(
      'withConfig({componentId:`sc-…`})',
    )
  })
})

describe('readStyleSheet', () => {
  it('names each generated class by its CSS, whatever styled-components called it', () => {
    const a = readStyleSheet(
      '.abcDE{color:red;}/*!sc*/\ndata-styled.g1[id="sc-a-0"]{content:"abcDE,"}/*!sc*/',
    )
    const b = readStyleSheet(
      '.xyzQW{color:red;}/*!sc*/\ndata-styled.g7[id="sc-b-3"]{content:"xyzQW,"}/*!sc*/',
    )
    expect(a.names.get('abcDE')).toBe(b.names.get('xyzQW'))
    expect(a.rules).toEqual(b.rules)
    const c = readStyleSheet(
      '.abcDE{color:blue;}/*!sc*/\ndata-styled.g1[id="sc-a-0"]{content:"abcDE,"}/*!sc*/',
    )
    expect(c.names.get('abcDE')).not.toBe(a.names.get('abcDE'))
  })

  it('compares the rules whatever order the groups come in', () => {
    const one = '.a1{color:red;}/*!sc*/\ndata-styled.g1[id="sc-a-0"]{content:"a1,"}/*!sc*/\n'
    const two =
      '.b2{margin:0;}/*!sc*/\n.b2 p{margin:1px;}/*!sc*/\ndata-styled.g2[id="sc-b-0"]{content:"b2,"}/*!sc*/\n'
    expect(readStyleSheet(one + two).rules).toEqual(readStyleSheet(two + one).rules)
  })
})

describe('normalisePage', () => {
  it('reads head tags (charset first), elements and visible text', () => {
    const p = normalisePage(
      page({ head: '<title>About | Site</title><meta name="description" content="D">' }),
    )
    expect(p.title).toBe('About | Site')
    expect(p.head[0]).toBe('meta charset="UTF-8"')
    expect(p.head).toContain('meta content="D" name="description"')
    expect(p.head).toContain('link as="font" href="/assets/inter.woff2" rel="preload"')
    expect(p.structure[0]).toBe('div id="root"')
    expect(p.structure[1]).toMatch(/^ {2}h1 class="s-[\w-]+"$/)
    expect(p.text).toBe('Hello\nWorld')
  })

  it('sees no change between two builds of one source', () => {
    const a = page()
    const b = page({
      css: '.QwErT{color:red;}',
      names: 'QwErT',
      id: 'sc-9k8j7h-4',
      body: '<h1 class="sc-9k8j7h-4 QwErT">Hello</h1><p>World</p>',
    }).replace('inter-Dx4kXJAl', 'inter-AAAAbbbb')
    expect(pageChanges(normalisePage(a), normalisePage(b))).toEqual([])
  })

  it('tells text, head, markup and style changes apart', () => {
    const base = normalisePage(page())
    expect(
      pageChanges(
        base,
        normalisePage(page({ body: '<h1 class="sc-x1y2z3-0 abcDE">Hello</h1><p>Earth</p>' })),
      ),
    ).toEqual(['text'])
    expect(pageChanges(base, normalisePage(page({ head: '<title>Other</title>' })))).toEqual([
      'head',
    ])
    expect(
      pageChanges(
        base,
        normalisePage(
          page({ body: '<h1 class="sc-x1y2z3-0 abcDE">Hello</h1><p><a href="/x">World</a></p>' }),
        ),
      ),
    ).toEqual(['structure'])
    expect(pageChanges(base, normalisePage(page({ css: '.abcDE{color:blue;}' })))).toEqual([
      'styles',
    ])
  })

  it('keeps words of separate inline boxes apart, but not of emphasis inside a word', () => {
    const p = normalisePage(
      page({
        body: '<a><strong>Utilities</strong><span>From electricity</span></a><p>un<em>believ</em>able</p>',
      }),
    )
    expect(p.text).toBe('Utilities From electricity\nunbelievable')
  })

  it('leaves out what `skip` names, and text that is not shown', () => {
    const html = page({
      body: '<p>Shown</p><script>window.x = 1</script><template><p>Later</p></template><link rel="modulepreload" href="/a.js">',
    })
    const skipped = normalisePage(html, { skip: (el) => el.tagName === 'link' })
    expect(skipped.text).toBe('Shown')
    expect(skipped.structure.some((l) => l.includes('modulepreload'))).toBe(false)
    expect(skipped.structure.some((l) => l.includes('script ⟨window.x = 1⟩'))).toBe(true)
  })
})
