import { describe, expect, it } from 'vitest'
import { buildContent, contentLinkErrors } from './buildContent'
import { checkContentLinks, linkProblem } from './contentLinks'
import { projectWith, validPost } from './testFixtures'

const site = {
  pages: new Set(['/', '/blog', '/blog/mlops-at-scale', '/contact', '/research/surasoft']),
  publicFile: (rel: string) => rel === 'uploads/guide.pdf',
}

describe('content links', () => {
  it('accepts pages, files of public/, built files, fragments and other sites', () => {
    for (const url of [
      '/contact',
      '/blog/mlops-at-scale#alerts',
      '/blog?category=mlops',
      '/uploads/guide.pdf',
      '/rss.xml',
      '#alerts',
      'https://example.org/report',
      'mailto:someone@example.org',
    ])
      expect(linkProblem(url, site), url).toBeUndefined()
  })

  it('names a page that does not exist, with the nearest one', () => {
    expect(linkProblem('/contcat', site)).toBe(
      'goes to no page of the site (did you mean /contact?)',
    )
    expect(linkProblem('/services/nothing-like-it', site)).toMatch(
      /^goes to no page of the site \(expected the address of a page/,
    )
    expect(linkProblem('/uploads/missing.pdf', site)).toBe(
      'points at no file: there is no public/uploads/missing.pdf (expected a file in public/, e.g. /uploads/…)',
    )
    expect(linkProblem('/contact/', site)).toBe('ends with a slash (expected /contact)')
    expect(linkProblem('contact', site)).toMatch(/^is relative, .* e\.g\. \/contact\)$/)
  })

  it('reports links only (images are checked as images), with file, line and column', () => {
    expect(
      checkContentLinks(
        [
          { file: 'content/blog/a.mdx', kind: 'link', url: '/blgo', line: 14, column: 9 },
          { file: 'content/blog/a.mdx', kind: 'image', url: '/uploads/x.svg', line: 15, column: 1 },
        ],
        site,
      ),
    ).toEqual([
      'content/blog/a.mdx:14:9: the link "/blgo" goes to no page of the site (did you mean /blog?)',
    ])
  })

  it('finds Markdown links and href attributes in the bodies the pages render', () => {
    const body = 'See [our blog](/blgo) and <a href="/contcat">write to us</a>.\n'
    const root = projectWith({ 'content/blog/mlops-at-scale.mdx': validPost({}, body) })
    const result = buildContent({ root, env: {}, includeDrafts: false })
    expect(contentLinkErrors(result, site.pages)).toEqual([
      'content/blog/mlops-at-scale.mdx:12:5: the link "/blgo" goes to no page of the site (did you mean /blog?)',
      'content/blog/mlops-at-scale.mdx:12:27: the link "/contcat" goes to no page of the site (did you mean /contact?)',
    ])
  })
})
