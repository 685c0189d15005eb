import { describe, expect, it } from 'vitest'
import { renderHtml } from './report'
import { summaryMarkdown } from './summary'
import type { ReviewReport } from './reviewTypes'

const shot = (width: number, frame: 'first' | 'full', ratio: number) => ({
  width,
  frame,
  before: `shots/about/${width}-base-${frame}.png`,
  after: `shots/about/${width}-head-${frame}.png`,
  diff: `shots/about/${width}-diff-${frame}.png`,
  changed: Math.round(ratio * 1000),
  ratio,
  areas: ratio > 0 ? 1 : 0,
})

const report: ReviewReport = {
  base: { ref: 'merge base with main', sha: 'a'.repeat(40) },
  head: { ref: 'feature', sha: 'b'.repeat(40), uncommitted: false },
  generated: '2026-11-25T05:00:00.000Z',
  pages: [
    {
      path: '/about',
      status: 'changed',
      kinds: ['text'],
      title: 'About us | Site',
      text: [
        { type: 'same', value: '… How we ' },
        { type: 'removed', value: 'started' },
        { type: 'added', value: 'began <now>' },
      ],
      head: [],
      structure: [],
      styles: [],
      shots: [
        shot(375, 'first', 0),
        {
          ...shot(375, 'full', 0.004),
          crops: [
            {
              x: 0,
              y: 2400,
              width: 375,
              height: 300,
              before: 'shots/about/375-area1-before.png',
              after: 'shots/about/375-area1-after.png',
              diff: 'shots/about/375-area1-diff.png',
            },
          ],
        },
        shot(1280, 'first', 0),
        shot(1280, 'full', 0.0002),
      ],
    },
    {
      path: '/blog/new-post',
      status: 'added',
      kinds: [],
      title: 'New post',
      text: [{ type: 'added', value: 'New post' }],
      head: [],
      structure: [],
      styles: [],
      shots: [
        { width: 375, frame: 'first', after: 'shots/blog__new-post/375-head-first.png' },
        { width: 375, frame: 'full', after: 'shots/blog__new-post/375-head-full.png' },
      ],
    },
  ],
  unchanged: 38,
  files: [
    {
      file: 'rss.xml',
      kind: 'feeds',
      status: 'changed',
      baseBytes: 1000,
      headBytes: 1200,
      diff: [{ type: 'added', value: '<item>New post</item>' }],
    },
    { file: 'og/blog/new-post.png', kind: 'other', status: 'added', headBytes: 5000 },
  ],
  widths: [375, 1280],
  screenshots: true,
  problems: [],
  timings: { total: 60 },
}

describe('summaryMarkdown', () => {
  it('lists each page with what changed and its pixel change per width', () => {
    const md = summaryMarkdown(report)
    expect(md).toContain('**1 changed, 1 added, 0 removed**, 38 unchanged')
    expect(md).toContain('| `/about` | changed | text | 0.4 % / < 0.1 % |')
    expect(md).toContain('| `/blog/new-post` | added | added page |  |')
    expect(md).toContain('`rss.xml` changed, 1 other file')
    expect(md).not.toContain('Preview')
  })

  it('links each page on the preview and the report download when given', () => {
    const md = summaryMarkdown(report, {
      previewUrl: 'https://pr-7--site.netlify.app/',
      artifactUrl: 'https://github.com/o/r/actions/runs/1/artifacts/2',
    })
    expect(md).toContain('[`/about`](https://pr-7--site.netlify.app/about)')
    expect(md).toContain(
      '[download the review report](https://github.com/o/r/actions/runs/1/artifacts/2)',
    )
  })

  it('says so when no page changed', () => {
    expect(summaryMarkdown({ ...report, pages: [], files: [] })).toContain(
      'No page changes against',
    )
  })
})

describe('renderHtml', () => {
  const html = renderHtml(report)

  it('is a page of its own: no script, no address outside its folder', () => {
    expect(html).not.toMatch(/<script|<link/)
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
  })

  it('shows the changed areas before | after | difference, and the text changes, escaped', () => {
    expect(html).toContain('<img src="shots/about/375-area1-before.png"')
    expect(html).toContain('<img src="shots/about/375-area1-diff.png"')
    expect(html).toContain('<del>started</del><ins>began &lt;now&gt;</ins>')
    expect(html).toContain('href="#page-blog-new-post"')
    expect(html).toContain('<img src="shots/blog__new-post/375-head-full.png"')
  })
})
