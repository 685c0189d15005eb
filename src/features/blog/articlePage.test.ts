// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { articleMarks, readArticlePage } from './articlePage'
import { forgetFailedArticle, loadDialogArticle } from './dialogArticle'

const page = (main: string) =>
  `<!doctype html><html><head><title>t</title></head><body><main>${main}</main></body></html>`

const articleHtml = page(`
  <img ${articleMarks.cover} src="/uploads/a.svg" alt="A chart of drift">
  <article>
    <div ${articleMarks.body}="">
      <p>Intro</p>
      <h2 id="one" class="x">One <em>step</em></h2>
      <h3>Detail</h3>
      <div role="note"><strong>Tip</strong><p>Text</p></div>
    </div>
    <footer><ul aria-label="Tags"><li ${articleMarks.tag}="MLOps">#MLOps</li><li ${articleMarks.tag}="C#">#C#</li></ul></footer>
  </article>`)

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('readArticlePage', () => {
  it('takes the body with its headings one level down, attributes and content kept', () => {
    const parts = readArticlePage(parse(articleHtml))
    const body = parse(parts?.html ?? '').body
    expect(body.querySelector('h2')).toBeNull()
    expect(body.querySelector('h3')?.outerHTML).toBe(
      '<h3 id="one" class="x">One <em>step</em></h3>',
    )
    expect(body.querySelector('h4')?.textContent).toBe('Detail')
    expect(body.querySelector('[role="note"] p')?.textContent).toBe('Text')
  })

  it('takes the tags as written, not as shown, and the cover text alternative', () => {
    expect(readArticlePage(parse(articleHtml))).toMatchObject({
      tags: ['MLOps', 'C#'],
      imageAlt: 'A chart of drift',
    })
  })

  it('is null for a page without an article body (the not-found page)', () => {
    expect(readArticlePage(parse(page('<h1>Page not found</h1>')))).toBeNull()
  })
})

describe('loadDialogArticle', () => {
  afterEach(() => vi.unstubAllGlobals())

  const respond = (body: string, status = 200) =>
    vi.fn(() => Promise.resolve(new Response(body, { status })))

  it("fetches the post's page once and reads the article from it", async () => {
    const fetch = respond(articleHtml)
    vi.stubGlobal('fetch', fetch)
    const first = loadDialogArticle('drift-a')
    expect(loadDialogArticle('drift-a')).toBe(first)
    await expect(first).resolves.toMatchObject({ kind: 'page', tags: ['MLOps', 'C#'] })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual(['/blog/drift-a', expect.anything()])
  })

  it('fails without rejecting on an error status, a page without an article, or no network', async () => {
    vi.stubGlobal('fetch', respond(page('<h1>Page not found</h1>'), 404))
    await expect(loadDialogArticle('gone')).resolves.toEqual({ kind: 'failed' })
    vi.stubGlobal('fetch', respond(page('<h1>Page not found</h1>')))
    await expect(loadDialogArticle('not-an-article')).resolves.toEqual({ kind: 'failed' })
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(loadDialogArticle('offline')).resolves.toEqual({ kind: 'failed' })
  })

  it('forgets a failure, so the next opening tries again, but keeps an article it has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const failed = loadDialogArticle('flaky')
    await failed
    forgetFailedArticle('flaky')
    vi.stubGlobal('fetch', respond(articleHtml))
    const retried = loadDialogArticle('flaky')
    expect(retried).not.toBe(failed)
    await expect(retried).resolves.toMatchObject({ kind: 'page' })
    forgetFailedArticle('flaky')
    expect(loadDialogArticle('flaky')).toBe(retried)
  })
})
