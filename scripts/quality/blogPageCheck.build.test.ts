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
import { choicePagePath } from '../../src/features/blog/blogFilter'
import { BLOG_PAGE_SIZE, blogPageCount, blogPagePath } from '../../src/features/blog/blogPages'
import { blogCategories } from '../../src/features/collections/taxonomy'
import { entryAssets } from '../build/deferEntry'
import { addSyntheticPosts } from '../bench/syntheticPosts'
import { checkBlogPages, readListPage } from './blogPageCheck'

const root = process.cwd()
// A page of synthetic posts per category: with the real post of each, every category has a second
// list page, and the whole blog seven.
const SYNTHETIC = blogCategories.length * BLOG_PAGE_SIZE
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
/** Every post's category, by slug. */
const categoryOf = new Map<string, string>()
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
  // include the list-page walk of scripts/quality/blogPageCheck.ts).
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  for (const command of ['tsx scripts/build-content.ts', ...pkg.scripts.build!.split('&&')]) {
    execSync(command.trim(), { cwd: project, env, stdio: 'pipe' })
  }
  const index = readFileSync(path.join(project, 'src/generated/indexes/blogIndex.ts'), 'utf8')
  slugs = [...index.matchAll(/"slug": "([^"]+)"/g)].map((m) => m[1]!)
  for (const m of index.matchAll(/"slug": "([^"]+)"[^}]*?"category": "([^"]+)"/g))
    categoryOf.set(m[1]!, m[2]!)
  expect(slugs).toHaveLength(realPosts + SYNTHETIC)
}, 240_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('blog list pages, built with synthetic posts', () => {
  it('blog: /blog and /blog/page/2, /blog/page/3, … link to every article once, newest first', () => {
    const { pages, problems } = checkBlogPages(dist, slugs)
    expect(problems).toEqual([])
    const count = blogPageCount(slugs.length)
    expect(count).toBeGreaterThan(2)
    expect(pages.map((p) => p.path)).toEqual(
      Array.from({ length: count }, (_, i) => blogPagePath(i + 1)),
    )
    expect(pages.slice(0, -1).every((p) => p.articles.length === BLOG_PAGE_SIZE)).toBe(true)
    expect(pages.flatMap((p) => p.articles)).toEqual(slugs.map((s) => `/blog/${s}`))
    expect(existsSync(path.join(dist, `blog/page/${count + 1}.html`))).toBe(false)
  })

  it("blog: each category's pages, linked by rel=next, list exactly its articles, newest first", () => {
    for (const category of blogCategories) {
      const expected = slugs.filter((s) => categoryOf.get(s) === category).map((s) => `/blog/${s}`)
      expect(expected.length, category).toBeGreaterThan(BLOG_PAGE_SIZE)
      const walked: string[] = []
      const listed: string[] = []
      let next: string | undefined = choicePagePath(category)
      while (next) {
        const file = path.join(dist, `${next.slice(1)}.html`)
        expect(existsSync(file), next).toBe(true)
        const page = readListPage(next, readFileSync(file, 'utf8'))
        if (walked.length > 0) expect(page.prev, next).toBe(walked.at(-1))
        walked.push(next)
        listed.push(...page.articles)
        next = page.next
      }
      expect(walked).toEqual([choicePagePath(category), choicePagePath(category, 2)])
      expect(listed, category).toEqual(expected)
    }
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
    expect(sitemap).toContain(`${choicePagePath('MLOps', 2)}</loc>`)
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
