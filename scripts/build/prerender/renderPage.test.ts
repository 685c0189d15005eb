import { describe, expect, it } from 'vitest'
import { pageFile, pageHtml, type RenderedPage } from './renderPage'

const template = {
  html: '<!DOCTYPE html><html lang="en"><head>\n    <meta charset="UTF-8">\n    <link rel="icon" href="/favicon.svg"></head><body>\n    <div id="root"></div>\n  </body></html>',
  rootContainerId: 'root',
}
const page: RenderedPage = {
  appHtml: '<main><h1>Prices from $& up</h1></main>',
  headTags: ['<title>About</title>', '<meta name="description" content="d"/>'],
  htmlAttributes: '',
  bodyAttributes: '',
  styleTag: '<style data-styled="true">.a{color:red}</style>',
}

describe('prerendered page HTML', () => {
  it('keeps the charset first, then the collected styles and the head tags', () => {
    const html = pageHtml(template, page)
    const charset = html.indexOf('<meta charset="UTF-8">')
    expect(charset).toBeLessThan(html.indexOf('<style'))
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<title>'))
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<link rel="icon"'))
  })

  it('puts the app into the root container, replacement patterns and all', () => {
    expect(pageHtml(template, page)).toContain(
      '<div id="root" data-server-rendered="true"><main><h1>Prices from $& up</h1></main></div>',
    )
  })

  it('adds Helmet attributes to <html> and <body> only when there are some', () => {
    expect(pageHtml(template, page)).toContain('<html lang="en"><head>')
    expect(pageHtml(template, page)).toContain('<body>')
    const html = pageHtml(template, { ...page, bodyAttributes: 'class="x"' })
    expect(html).toContain('<body class="x">')
  })

  it('refuses a template without the empty root container', () => {
    expect(() => pageHtml({ ...template, rootContainerId: 'app' }, page)).toThrow(
      'no empty <div id="app"></div>',
    )
  })

  it('writes routes as flat files', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('about')).toBe('about.html')
    expect(pageFile('/blog/page/2')).toBe('blog/page/2.html')
  })
})
