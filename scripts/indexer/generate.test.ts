import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LoadedContent } from './collections'
import { shardCountFor, shardOf } from '../../src/features/collections/shard'
import { BLOG_PAGE_SIZE } from '../../src/features/blog/blogPaging'
import { blogPostCard, generateModules, importPath, routePathsStub } from './generate'

const post = {
  id: 1,
  slug: 'mlops-at-scale',
  title: 'MLOps at scale',
  excerpt: 'Excerpt',
  author: 'A',
  date: '2026-07-14',
  displayDate: '14 July 2026',
  updated: '2026-09-02',
  readTime: '5 min read',
  imageUrl: 'x.svg',
  imageAlt: '',
  tags: ['MLOps'],
  draft: false,
  category: 'MLOps' as const,
}

describe('generated modules', () => {
  const root = path.resolve('/project')
  const generated = path.join(root, 'src', 'generated', 'indexes')
  const content: LoadedContent = {
    blog: [
      {
        ...post,
        file: path.join(root, 'content', 'blog', 'mlops-at-scale.mdx'),
        sections: [{ id: 'why-it-matters', text: 'Why it matters' }],
      },
    ],
    featured: [
      {
        ...post,
        id: 1,
        slug: 'why-ai-projects-stall',
        category: 'Blog',
        cta: 'Read More',
        updated: '2026-09-15',
        text: {
          blocks: [
            { type: 'heading', level: 2, id: 'one', text: 'One' },
            { type: 'paragraph', text: 'Two.' },
          ],
        },
      },
    ],
    research: [],
    legal: [],
    faq: [],
    glossary: [],
    images: {},
  }
  const modules = generateModules(content, generated)

  it('gives each post its own module importing only its MDX file', () => {
    const own = modules.get('blog/mlops-at-scale.ts') ?? ''
    expect(own).toContain("export { default } from '../../../../content/blog/mlops-at-scale.mdx'")
    expect(own).not.toContain('"file"')
    // The sub-heads are their own export, not part of the post's metadata.
    expect(own).toMatch(/export const sections: TextSection\[\] = \[\s*\{\s*"id": "why-it-matters"/)
    expect(own).not.toMatch(/export const post[^;]*"sections"[^]*export const sections/)
    expect(modules.get('blogShards/0.ts')).toContain(
      `"mlops-at-scale": () => import('../blog/mlops-at-scale'),`,
    )
    expect(modules.get('blogPostModules.ts')).toContain('export const shardCount = 1')
  })

  it('keeps bodies out of the list index and paths in the build-time module', () => {
    expect(modules.get('blogIndex.ts')).not.toContain('.mdx')
    expect(modules.get('routePaths.ts')).toContain('"/blog/mlops-at-scale": "2026-09-02"')
    expect(modules.get('routePaths.ts')).toMatch(
      /storyPaths[^]*"\/stories\/why-ai-projects-stall": "2026-09-15"/,
    )
    expect(routePathsStub).toContain('export const blogPostPaths: Record<string, string> = {}')
    expect(routePathsStub).toContain('export const storyPaths: Record<string, string> = {}')
  })

  it('gives /blog a first page of cards and a lean catalog without bodies or tags', () => {
    const first = modules.get('blogFirstPage.ts') ?? ''
    expect(first).toContain('export const totalPosts = 1')
    expect(first).toContain('"slug": "mlops-at-scale"')
    const catalog = modules.get('blogCatalog.ts') ?? ''
    expect(catalog).toContain('JSON.parse(')
    for (const text of [first, catalog]) {
      expect(text).not.toContain('.mdx')
      expect(text).not.toContain('tags')
      expect(text).not.toContain('draft')
    }
  })

  it("puts a featured article's blocks in its own chunk and keeps them out of the home index", () => {
    const own = modules.get('featured/why-ai-projects-stall.ts') ?? ''
    expect(own).toContain("from '../../../features/collections/collectionTypes'")
    expect(own).toMatch(/export const blocks[^]*"type": "heading"[^]*"id": "one"/)
    expect(own).toContain("export const results: FeaturedArticleText['results'] = undefined")
    expect(modules.get('featuredArticles.ts')).not.toContain('"blocks"')
  })

  it('writes import paths with forward slashes, relative to the module', () => {
    expect(importPath('/a/b', '/a/c/d.mdx')).toBe('../c/d.mdx')
    expect(importPath('/a/b', '/a/b/c.mdx')).toBe('./c.mdx')
  })
})

describe('blog list modules', () => {
  it('puts only the newest page of posts in the first page, and every post in the catalog', () => {
    const blog = Array.from({ length: BLOG_PAGE_SIZE + 5 }, (_, i) => ({
      ...post,
      id: i + 1,
      slug: `post-${i + 1}`,
      draft: i === 0,
      file: path.resolve('/project/content/blog', `post-${i + 1}.mdx`),
      sections: [],
    }))
    const modules = generateModules(
      { blog, featured: [], research: [], legal: [], faq: [], glossary: [], images: {} },
      path.resolve('/project/src/generated/indexes'),
    )
    const first = modules.get('blogFirstPage.ts') ?? ''
    expect(first.match(/"slug":/g)).toHaveLength(BLOG_PAGE_SIZE)
    expect(first).toContain(`export const totalPosts = ${blog.length}`)
    expect(first).not.toContain(`"post-${BLOG_PAGE_SIZE + 1}"`)
    const catalog = modules.get('blogCatalog.ts') ?? ''
    expect(catalog.match(/\\"slug\\":/g)).toHaveLength(blog.length)
    expect(catalog.match(/\\"draft\\":true/g)).toHaveLength(1)
    expect(blogPostCard(blog[0]!)).toMatchObject({ slug: 'post-1', draft: true })
    expect(blogPostCard(blog[1]!)).not.toHaveProperty('draft')
  })
})

describe('post shards', () => {
  it('puts each of many posts in exactly the shard the pages will look in', () => {
    const blog = Array.from({ length: 40 }, (_, i) => ({
      ...post,
      id: i + 1,
      slug: `post-${i + 1}`,
      file: path.resolve('/project/content/blog', `post-${i + 1}.mdx`),
      sections: [],
    }))
    const modules = generateModules(
      { blog, featured: [], research: [], legal: [], faq: [], glossary: [], images: {} },
      path.resolve('/project/src/generated/indexes'),
    )
    const count = shardCountFor(40)
    expect(count).toBe(7)
    expect(modules.get('blogPostModules.ts')).toContain(`export const shardCount = ${count}`)
    for (const p of blog) {
      const own = modules.get(`blogShards/${shardOf(p.slug, count)}.ts`) ?? ''
      expect(own, p.slug).toContain(`"${p.slug}": () => import('../blog/${p.slug}')`)
    }
    const listed = [...modules.entries()]
      .filter(([name]) => name.startsWith('blogShards/'))
      .map(([, text]) => (text.match(/import\('\.\.\/blog\//g) ?? []).length)
    expect(listed.reduce((a, b) => a + b, 0)).toBe(40)
    expect(Math.max(...listed)).toBeLessThan(20)
  })

  it('hashes slugs the same way every time', () => {
    expect(shardOf('mlops-at-scale', 1)).toBe(0)
    expect(shardOf('mlops-at-scale', 32)).toBe(shardOf('mlops-at-scale', 32))
    expect(shardCountFor(0)).toBe(1)
    expect(shardCountFor(1000)).toBe(32)
  })
})
