import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { defaultSiteConfig } from '../../src/config/readSiteConfig'
import { blogPages } from '../../src/features/blog/blogCopy'
import { sectorPageCopy } from '../../src/features/industries/industriesCopy'
import { sectorIndex } from '../../src/features/industries/sectorIndex'
import { researchDetail } from '../../src/features/research/researchCopy'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { researchSolutions } from '../../src/generated/indexes/research'
import { findRoute, type RouteEntry } from '../../src/routes/table'
import {
  collectionCard,
  pageTitle,
  sectionFor,
  sharingCardSvg,
  sharingCards,
  titleLayout,
  wrapTitle,
  writeSharingImages,
} from './ogImages'

const load = () => Promise.resolve({ default: () => null })
const posts = (n: number) => blogPosts.slice(0, n).map((post) => `/blog/${post.slug}`)

function table(postCount: number): RouteEntry[] {
  return [
    { path: '/', title: 'Home title', description: 'd', sitemap: true, section: 'Home', load },
    {
      path: '/blog',
      title: 'Insights & Innovations',
      description: 'd',
      sitemap: true,
      section: 'Blog',
      load,
    },
    {
      path: '/blog/:slug',
      title: 'Article',
      description: 'd',
      sitemap: true,
      load,
      staticPaths: () => posts(postCount),
    },
    { path: '/industries', title: 'Industries we serve', description: 'd', sitemap: true, load },
    {
      path: '/industries/:id',
      title: 'Industry',
      description: 'd',
      sitemap: true,
      section: 'Industries',
      load,
    },
  ]
}

/** A build folder holding the (empty) pages of `table(postCount)`. */
function fakeBuild(postCount: number): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'og-'))
  mkdirSync(path.join(dist, 'blog'))
  for (const file of [
    'index.html',
    'blog.html',
    ...posts(postCount).map((p) => `${p.slice(1)}.html`),
  ])
    writeFileSync(path.join(dist, file), '<!doctype html><title>t</title>')
  return dist
}

describe('sharing card text', () => {
  it("takes a page's title from its route, or from the content its page reads", () => {
    const title = (p: string) => pageTitle(p, findRoute(p)!)
    expect(title('/about')).toBe(findRoute('/about')?.title)
    const [post] = blogPosts
    expect(title(`/blog/${post!.slug}`)).toBe(post!.title)
    expect(title('/blog/page/3')).toBe(blogPages.seoTitle(3))
    const [sector] = sectorIndex
    expect(title(`/industries/${sector!.id}`)).toBe(sectorPageCopy.seoTitle(sector!.name))
    const [solution] = researchSolutions
    expect(title(`/research/${solution!.slug}`)).toBe(researchDetail.seoTitle(solution!.title))
    expect(title('/research/no-such-solution')).toBe(findRoute('/research/x')?.title)
  })

  it('wraps long titles and ends an overflow with an ellipsis', () => {
    expect(wrapTitle('one two three four', 9, 3)).toEqual(['one two', 'three', 'four'])
    expect(wrapTitle('one two three four', 9, 2)).toEqual(['one two', 'three…'])
    expect(wrapTitle('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic'])
  })

  it('uses a smaller size for longer titles, three lines at most', () => {
    expect(titleLayout('About us')).toEqual({ fontSize: 76, lines: ['About us'] })
    const long = titleLayout('A very long title '.repeat(10))
    expect(long.fontSize).toBeLessThan(76)
    expect(long.lines.length).toBeLessThanOrEqual(3)
    expect(long.lines.at(-1)).toMatch(/…$/)
  })

  it('draws title, section and site on the brand background, escaping text', () => {
    const svg = sharingCardSvg(
      { path: '/x', title: 'R&D <fast>', section: 'Research' },
      defaultSiteConfig,
    )
    expect(svg).toContain('width="1200" height="630"')
    expect(svg).toContain('fill="#0b1f3a"')
    expect(svg).toContain('R&amp;D &lt;fast&gt;')
    expect(svg).toContain('RESEARCH')
    expect(svg).toContain('www.msingi.example')
    expect(svg).not.toContain('<fast>')
  })

  it("names a page's section from its route, else from its parent route", () => {
    const t = table(1)
    expect(sectionFor('/', t)).toBe('Home')
    expect(sectionFor('/industries/utilities', t)).toBe('Industries')
    expect(sectionFor('/blog/post-0', t)).toBe('Blog')
    expect(sectionFor('/industries', t)).toBe('')
  })
})

describe('sharing images', () => {
  it('gives each page its own card, and a large collection one shared card', () => {
    const dist = fakeBuild(3)
    const perPage = sharingCards(dist, table(3), 10)
    expect(perPage.map((c) => c.title)).toEqual([
      'Home title',
      'Insights & Innovations',
      ...blogPosts.slice(0, 3).map((post) => post.title),
    ])
    const shared = sharingCards(dist, table(3), 2)
    expect(shared.filter((c) => c.path.startsWith('/blog/'))).toEqual(
      posts(3).map((p) => ({ path: p, title: 'Insights & Innovations', section: 'Blog' })),
    )
    expect(collectionCard(table(3)[2]!, table(3))).toEqual({
      title: 'Insights & Innovations',
      section: 'Blog',
    })
  })

  it('renders 1200×630 PNGs once and reuses them from the cache', async () => {
    const dist = fakeBuild(2)
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'og-cache-'))
    const first = await writeSharingImages(dist, defaultSiteConfig, { cacheDir, table: table(2) })
    expect(first).toMatchObject({ images: 4, distinct: 4, rendered: 5 })
    const meta = await sharp(path.join(dist, 'og', `${posts(2)[1]!.slice(1)}.png`)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630])
    const logo = await sharp(path.join(dist, 'og', 'logo.png')).metadata()
    expect([logo.width, logo.height]).toEqual([512, 512])
    expect(readdirSync(path.join(dist, 'og')).sort()).toEqual([
      'blog',
      'blog.png',
      'index.png',
      'logo.png',
    ])

    const again = await writeSharingImages(fakeBuild(2), defaultSiteConfig, {
      cacheDir,
      table: table(2),
    })
    expect(again.rendered).toBe(0)
  })
})
