/**
 * `npm run review` end to end, on a temporary git repository made from a copy of the project: a
 * first commit as it is, a second with a writer's typical change (a new article, an edited heading
 * on /about; ./sampleChange.ts). The review of the second against the first must list exactly the
 * pages that change, with their screenshots and differences. 1–2 minutes: both commits are built
 * (at once), then six pages are photographed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSampleArticle, editAboutHeading, type SampleArticle } from './sampleChange'
import { copyProject } from '../../tests/support/projectCopy'
import { buildEnv, run } from './testProject'
import type { ReviewReport } from './reviewTypes'

const root = process.cwd()
let work = ''
let project = ''
let report: ReviewReport
let article: SampleArticle
let heading: { before: string; after: string }
const out = () => path.join(project, 'review')
const page = (p: string) => report.pages.find((x) => x.path === p)
const headHtml = (file: string) => readFileSync(path.join(project, 'dist', file), 'utf8')

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'review-build-'))
  project = copyProject('review-build-site-', root)
  const env = buildEnv(root, {
    GIT_AUTHOR_NAME: 'Review Test',
    GIT_AUTHOR_EMAIL: 'review@test.example',
    GIT_COMMITTER_NAME: 'Review Test',
    GIT_COMMITTER_EMAIL: 'review@test.example',
  })
  const git = (...args: string[]) => run('git', args, project, env)
  git('init', '--quiet', '--initial-branch=main')
  // The linked node_modules is a file to git: `node_modules/` in .gitignore does not match it.
  writeFileSync(path.join(project, '.git', 'info', 'exclude'), 'node_modules\n')
  git('add', '-A')
  git('commit', '--quiet', '-m', 'base')
  article = addSampleArticle(project)
  heading = editAboutHeading(project)
  git('add', '-A')
  git('commit', '--quiet', '-m', 'a new article and an /about heading')
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/review/review.ts',
      '--base',
      'HEAD~1',
      '--cache-dir',
      path.join(work, 'cache'),
    ],
    project,
    env,
    600_000,
  )
  report = JSON.parse(readFileSync(path.join(out(), 'report.json'), 'utf8')) as ReviewReport
}, 600_000)

afterAll(() => {
  for (const dir of [work, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('npm run review of a new article and an /about heading', () => {
  it('review: adds exactly the article, removes nothing', () => {
    expect(report.pages.filter((p) => p.status === 'added').map((p) => p.path)).toEqual([
      `/blog/${article.slug}`,
    ])
    expect(report.pages.filter((p) => p.status === 'removed')).toEqual([])
  })

  it('review: changes /about and /blog, and no page that does not list the article', () => {
    const changed = report.pages.filter((p) => p.status === 'changed').map((p) => p.path)
    expect(changed).toContain('/about')
    expect(changed).toContain('/blog')
    // Besides /about, a page changes only if it lists articles (/blog and its list pages) or now
    // links to the new one: a category page, the home page's featured list, the further reading of
    // other categories, the glossary's "Read on".
    const listsArticle = (p: string) =>
      headHtml(p === '/' ? 'index.html' : `${p.slice(1)}.html`).includes(
        `href="/blog/${article.slug}"`,
      )
    const unexplained = changed.filter(
      (p) => p !== '/about' && !(p === '/blog' || p.startsWith('/blog/page/')) && !listsArticle(p),
    )
    expect(unexplained).toEqual([])
    expect(report.unchanged).toBeGreaterThan(20)
  })

  it('review: shows the heading edit and the article in the text changes', () => {
    const about = page('/about')!
    expect(about.kinds).toContain('text')
    const added = about.text
      .filter((t) => t.type === 'added')
      .map((t) => t.value)
      .join(' ')
    expect(added).toContain('reviewed today')
    expect(about.text.filter((t) => t.type === 'removed')).toEqual([])
    const blog = page('/blog')!
    expect(
      blog.text
        .filter((t) => t.type === 'added')
        .map((t) => t.value)
        .join(' '),
    ).toContain(article.title)
    expect(page(`/blog/${article.slug}`)!.text[0]!.value).toContain(article.title)
  })

  it('review: reports the feeds and the sitemap, and no host file but the page lists', () => {
    const named = report.files.filter((f) => f.kind !== 'other')
    const changed = named.map((f) => f.file)
    expect(changed).toEqual(
      expect.arrayContaining(['rss.xml', 'atom.xml', 'feed.json', 'sitemap.xml']),
    )
    // _redirects and _headers name every page; nothing else outside the pages may change.
    expect(
      changed.filter(
        (f) =>
          ![
            'rss.xml',
            'atom.xml',
            'feed.json',
            'sitemap.xml',
            '_redirects',
            '_headers',
            'vercel.json',
          ].includes(f),
      ),
    ).toEqual([])
    expect(named.every((f) => f.status === 'changed')).toBe(true)
    const rss = named.find((f) => f.file === 'rss.xml')!
    expect(rss.diff!.some((d) => d.type === 'added' && d.value.includes(article.slug))).toBe(true)
  })

  it('review: has before, after and difference images of every changed page, and the new page', () => {
    for (const p of report.pages) {
      for (const width of report.widths) {
        for (const frame of ['first', 'full'] as const) {
          const shot = p.shots.find((s) => s.width === width && s.frame === frame)
          const where = `${p.path} ${width} ${frame}`
          expect(shot, where).toBeDefined()
          const files =
            p.status === 'added' ? [shot!.after] : [shot!.before, shot!.after, shot!.diff]
          for (const file of files) {
            expect(file, where).toBeDefined()
            expect(existsSync(path.join(out(), file!)), `${where}: ${file}`).toBe(true)
          }
        }
      }
    }
    // The heading's change is found in the pixels, and cut out for a close look.
    const about = page('/about')!.shots.filter((s) => s.frame === 'full')
    expect(about.every((s) => (s.changed ?? 0) > 0 && (s.crops?.length ?? 0) > 0)).toBe(true)
  })

  it('review: writes the report and the summary, naming each page', () => {
    const html = readFileSync(path.join(out(), 'index.html'), 'utf8')
    const md = readFileSync(path.join(out(), 'summary.md'), 'utf8')
    for (const p of report.pages) {
      expect(html).toContain(`<code>${p.path}</code>`)
      expect(md).toContain(`\`${p.path}\``)
    }
    expect(html).toContain(heading.before)
  })
})
