import { describe, expect, it } from 'vitest'
import { checkHeads, readHead } from './structuredDataCheck'

const origin = 'https://s.example'
const ld = (data: unknown) =>
  `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`
const crumbs = (...names: Array<[string, string]>) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: names.map(([name, p], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${origin}${p}`,
  })),
})
const html = (head: string, h1: string) =>
  `<!doctype html><html><head>${head}</head><body><h1>${h1}</h1></body></html>`
const canonical = (p: string) => `<link rel="canonical" href="${origin}${p}">`

const h1s: Record<string, string[]> = {
  '/blog': ['Insights & Innovations'],
  '/blog/a': ['A post: what we learned'],
}
const headingOf = (p: string) => h1s[p]

describe('structured data and canonical check', () => {
  it('accepts trails named by the linked pages h1s, Home first, ending at the page', () => {
    const head = readHead(
      '/blog/a',
      html(
        canonical('/blog/a') +
          ld(
            crumbs(
              ['Home', '/'],
              ['Insights & Innovations', '/blog'],
              ['A post: what we learned', '/blog/a'],
            ),
          ),
        'A post: what we learned',
      ),
    )
    expect(checkHeads([head], origin, headingOf)).toEqual({
      blocks: 1,
      breadcrumbLists: 1,
      problems: [],
    })
  })

  it('names breadcrumbs built from slugs, unparsable blocks and canonical URLs where they do not belong', () => {
    const article = readHead(
      '/blog/a',
      html(
        canonical('/blog/a') +
          ld(crumbs(['Home', '/'], ['Blog', '/blog'], ['A', '/blog/a'])) +
          ld('{"@context": "https://schema.org", ') +
          ld({ name: 'no type' }),
        'A post: what we learned',
      ),
    )
    const notFound = readHead(
      '/404',
      html(`<meta name="robots" content="noindex">${canonical('/404')}`, 'Page not found'),
    )
    const noCanonical = readHead('/blog', html('', 'Insights & Innovations'))
    expect(checkHeads([article, notFound, noCanonical], origin, headingOf).problems).toEqual([
      '/blog/a: breadcrumb 2 is named "Blog"; /blog calls itself "Insights & Innovations"',
      '/blog/a: breadcrumb 3 is named "A"; /blog/a calls itself "A post: what we learned"',
      expect.stringMatching(/^\/blog\/a: a JSON-LD block is not JSON/),
      '/blog/a: a JSON-LD block names no schema.org @context and @type',
      '/404: asks not to be indexed but names a canonical URL (https://s.example/404)',
      '/blog: canonical [], expected ["https://s.example/blog"]',
    ])
  })

  it('names trails that link pages the build lacks or that do not end at the page', () => {
    const head = readHead(
      '/blog/a',
      html(canonical('/blog/a') + ld(crumbs(['Home', '/'], ['Gone', '/gone'])), 'x'),
    )
    expect(checkHeads([head], origin, headingOf).problems).toEqual([
      '/blog/a: breadcrumb 2 links /gone, which the build does not have',
      '/blog/a: its BreadcrumbList ends at https://s.example/gone, not at the page',
    ])
  })
})
