import { describe, expect, it } from 'vitest'
import {
  allConcretePaths,
  findRoute,
  htmlFileFor,
  routeTable,
  sitemapPaths,
  type RouteEntry,
} from './table'

const load = () => Promise.resolve({ default: () => null })

describe('route table', () => {
  it('has unique paths, titles and descriptions for every route', () => {
    const paths = routeTable.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const r of routeTable) {
      expect(r.path.startsWith('/'), r.path).toBe(true)
      expect(r.title.length, r.path).toBeGreaterThan(2)
      expect(r.description.length, r.path).toBeGreaterThan(40)
      expect(r.description.length, r.path).toBeLessThanOrEqual(170)
    }
  })

  it('keeps the not-found page out of the sitemap', () => {
    expect(sitemapPaths()).not.toContain('/404')
    expect(sitemapPaths()).toContain('/')
  })

  it('expands dynamic routes through their static paths', () => {
    const table: RouteEntry[] = [
      { path: '/a', title: 'A', description: 'a', sitemap: true, load },
      {
        path: '/r/:slug',
        title: 'R',
        description: 'r',
        sitemap: true,
        load,
        staticPaths: () => ['/r/x', '/r/y'],
      },
    ]
    expect(allConcretePaths(table)).toEqual(['/a', '/r/x', '/r/y'])
    expect(findRoute('/r/x', table)?.path).toBe('/r/:slug')
    expect(findRoute('/r/x/extra', table)).toBeUndefined()
    expect(findRoute('/a/', table)?.path).toBe('/a')
  })

  it('maps paths to flat HTML files', () => {
    expect(htmlFileFor('/')).toBe('index.html')
    expect(htmlFileFor('/about')).toBe('about.html')
    expect(htmlFileFor('/research/surasoft')).toBe('research/surasoft.html')
  })

  it('gives every client case study and every featured article a page in the sitemap', async () => {
    const { clients } = await import('../../content/clients')
    const { featuredArticles } = await import('../generated/indexes/featuredArticles')
    const inSitemap = sitemapPaths()
    for (const c of clients) {
      expect(inSitemap).toContain(`/clients/${c.id}`)
      expect(findRoute(`/clients/${c.id}`)?.path).toBe('/clients/:id')
    }
    for (const a of featuredArticles) {
      expect(inSitemap).toContain(`/stories/${a.slug}`)
      expect(findRoute(`/stories/${a.slug}`)?.path).toBe('/stories/:slug')
    }
  })
})
