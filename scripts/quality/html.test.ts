import { describe, expect, it } from 'vitest'
import { decodeEntities, fragmentTargets, parseHtml, srcsetUrls } from './html'

describe('parseHtml', () => {
  it('reads quoted, unquoted and boolean attributes, decoding character references', () => {
    const [tag] = parseHtml(`<a href="/x?a=1&amp;b=2" data-x='it&#39;s' rel=next hidden>t</a>`)
    expect(tag?.name).toBe('a')
    expect(tag?.attrs).toEqual({ href: '/x?a=1&b=2', 'data-x': "it's", rel: 'next', hidden: '' })
  })

  it('does not read markup inside comments, scripts or styles', () => {
    const tags = parseHtml(
      `<!-- <a href="/c"> --><script>const s = '<a href="/s">'</script><style>a::after{content:'<img src=x>'}</style><p id="real"></p>`,
    )
    expect(tags.map((t) => t.name)).toEqual(['script', 'style', 'p'])
    expect(tags[0]?.text).toContain('<a href="/s">')
  })

  it('gives each tag its line and its open ancestors', () => {
    const tags = parseHtml(
      `<main>\n<picture>\n<source type="image/avif" srcset="a.avif">\n<img src="a.png"></picture>\n<img src="b.png"></main>`,
    )
    const imgs = tags.filter((t) => t.name === 'img')
    expect(imgs[0]?.ancestors).toEqual(['main', 'picture'])
    expect(imgs[0]?.line).toBe(4)
    expect(imgs[1]?.ancestors).toEqual(['main'])
    expect(imgs[1]?.line).toBe(5)
  })

  it('collects ids and legacy <a name> as fragment targets', () => {
    const ids = fragmentTargets(
      parseHtml(`<section id="why-us"></section><a name="old"></a><p id=""></p>`),
    )
    expect([...ids].sort()).toEqual(['old', 'why-us'])
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

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&#65;&#x42;&amp;&bogus;')).toBe('<AB&&bogus;')
  })
})
