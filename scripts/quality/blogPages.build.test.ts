/**
 * Build-level test of the blog's list pages: the real six posts fit /blog, so this builds the site
 * (the production build, as `npm run build` runs it) from a copy of the project with the content
 * plus synthetic posts (scripts/bench/syntheticPosts.ts, as the build benchmark does), in a
 * temporary folder so the project's generated content and dist/ stay untouched. 20–50 s.
 */
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE } from '../../src/features/blog/blogPages'
import { entryAssets } from '../build/deferEntry'
import { addSyntheticPosts } from '../bench/syntheticPosts'
import { checkBlogPages, readListPage } from './blogPages'

const root = process.cwd()
const SYNTHETIC = 2 * BLOG_PAGE_SIZE
const COPIED = [
  'content',
  'public',
  'scripts',
  'src',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
]

let work = ''
let dist = ''
let slugs: string[] = []
const html = (file: string) => readFileSync(path.join(dist, file), 'utf8')

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'blog-pages-build-'))
  const project = path.join(work, 'site')
  for (const name of COPIED) {
    cpSync(path.join(root, name), path.join(project, name), {
      recursive: true,
      filter: (src) => !path.relative(root, src).startsWith(path.join('src', 'generated')),
    })
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  const contentDir = path.join(work, 'content')
  cpSync(path.join(root, 'content'), contentDir, { recursive: true })
  const { realPosts } = addSyntheticPosts(path.join(contentDir, 'blog'), SYNTHETIC)
  dist = path.join(work, 'out')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    SITE_OUT_DIR: dist,
    NODE_ENV: 'production',
  }
  delete env.BUILD_MODE
  env.PATH = `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`
  // The content index, then the commands of `npm run build` (prerender and postbuild, whose gates
  // include the list-page walk of scripts/quality/blogPages.ts).
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  for (const command of ['tsx scripts/build-content.ts', ...pkg.scripts.build!.split('&&')]) {
    execSync(command.trim(), { cwd: project, env, stdio: 'pipe' })
  }
  const index = readFileSync(path.join(project, 'src/generated/content/blogIndex.ts'), 'utf8')
  slugs = [...index.matchAll(/"slug": "([^"]+)"/g)].map((m) => m[1]!)
  expect(slugs).toHaveLength(realPosts + SYNTHETIC)
}, 240_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('blog list pages, built with synthetic posts', () => {
  it('blog: /blog and /blog/page/2, /blog/page/3 link to every article once, newest first', () => {
    const { pages, problems } = checkBlogPages(dist, slugs)
    expect(problems).toEqual([])
    expect(pages.map((p) => p.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3'])
    expect(pages.map((p) => p.articles.length)).toEqual([
      BLOG_PAGE_SIZE,
      BLOG_PAGE_SIZE,
      slugs.length - 2 * BLOG_PAGE_SIZE,
    ])
    expect(pages.flatMap((p) => p.articles)).toEqual(slugs.map((s) => `/blog/${s}`))
    expect(existsSync(path.join(dist, 'blog/page/4.html'))).toBe(false)
  })

  it('blog: each list page has the post cards in its HTML and plain prev/next links', () => {
    const page2 = html('blog/page/2.html')
    const main = /<main[\s\S]*<\/main>/.exec(page2)?.[0] ?? ''
    expect(main.match(/data-post-card="/g)).toHaveLength(BLOG_PAGE_SIZE)
    expect(readListPage('/blog/page/2', page2)).toMatchObject({
      prev: '/blog',
      next: '/blog/page/3',
    })
    expect(page2).toMatch(/<link[^>]*rel="prev"[^>]*href="\/blog"/)
    expect(page2).toMatch(/<link[^>]*rel="next"[^>]*href="\/blog\/page\/3"/)
    expect(page2).toMatch(/<link[^>]*rel="canonical"[^>]*href="[^"]*\/blog\/page\/2"/)
    expect(readListPage('/blog', html('blog.html')).next).toBe('/blog/page/2')
  })

  it('blog: the list pages are in the sitemap and do not preload the full catalog', () => {
    const sitemap = html('sitemap.xml')
    expect(sitemap).toContain('/blog/page/2</loc>')
    expect(sitemap).toContain('/blog/page/3</loc>')
    for (const file of ['blog.html', 'blog/page/2.html', 'blog/page/3.html']) {
      const preload = entryAssets(html(file))?.preload ?? []
      expect(preload.length, file).toBeGreaterThan(0)
      expect(
        preload.filter((href) => href.includes('blogCatalog')),
        file,
      ).toEqual([])
    }
  })

  it('blog: every article is in <main> and loads the same scripts, none of them a post (its text is in the HTML)', () => {
    const counts = new Set<number>()
    for (const slug of slugs) {
      const page = html(`blog/${slug}.html`)
      expect(page, slug).not.toContain('<template id="B:')
      expect(/<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '', slug).toContain('data-article-body')
      const preload = entryAssets(page)?.preload ?? []
      counts.add(preload.length)
      const posts = preload.filter((href) => slugs.some((s) => href.includes(`/${s}-`)))
      expect(posts, slug).toEqual([])
    }
    expect(counts.size).toBe(1)
  })
})
