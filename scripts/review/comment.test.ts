import { describe, expect, it } from 'vitest'
import { MARKER, commentBody } from './comment'
import type { ReviewReport } from './reviewTypes'

const report: ReviewReport = {
  base: { ref: 'abc', sha: 'a'.repeat(40) },
  head: { ref: 'HEAD', sha: 'b'.repeat(40), uncommitted: false },
  generated: '2026-11-25T05:00:00.000Z',
  pages: [
    {
      path: '/about',
      status: 'changed',
      kinds: ['text'],
      title: 'About',
      text: [],
      head: [],
      structure: [],
      styles: [],
      shots: [],
    },
  ],
  unchanged: 3,
  files: [],
  widths: [375, 1280],
  screenshots: true,
  problems: [],
  timings: {},
}

describe('commentBody', () => {
  it('starts with the marker the workflow finds its comment by', () => {
    expect(commentBody({ report }).startsWith(`${MARKER}\n`)).toBe(true)
  })

  it('links each page on the preview when the preview deploy ran', () => {
    const body = commentBody({
      report,
      previewUrl: 'https://pr-3--site.netlify.app',
      artifactUrl: 'https://x.example/a',
    })
    expect(body).toContain('[`/about`](https://pr-3--site.netlify.app/about)')
    expect(body).toContain('(https://x.example/a)')
    expect(body).not.toContain('No preview deploy')
  })

  it('still comes without a preview, saying why there are no links', () => {
    const body = commentBody({ report, artifactUrl: 'https://x.example/a' })
    expect(body).toContain('| `/about` | changed | text |')
    expect(body).toContain('No preview deploy')
  })

  it('says the review did not finish when there is no report', () => {
    expect(commentBody({ report: undefined, runUrl: 'https://x.example/run' })).toContain(
      'The review did not finish: see [the workflow run](https://x.example/run)',
    )
  })
})
