import { describe, expect, it } from 'vitest'
import { buildFeed, feedBody } from './feeds'

describe('feeds', () => {
  it('takes the whole article body, nested elements included', () => {
    const html =
      '<main><div class="x" data-article-body=""><p>One</p><div role="note"><p>Two</p></div><p>Three</p></div><footer>no</footer></main>'
    expect(feedBody(html, 'https://s.example')).toBe(
      '<p>One</p><div role="note"><p>Two</p></div><p>Three</p>',
    )
    expect(feedBody('<div>no body</div>', 'https://s.example')).toBeNull()
  })

  it('makes links absolute and drops class names', () => {
    expect(
      feedBody(
        '<div data-article-body><a class="c" href="/contact">x</a><img src="/uploads/a.svg"><a href="//cdn">y</a><p data-src="/z">a &amp; b</p></div>',
        'https://s.example',
      ),
    ).toBe(
      '<a href="https://s.example/contact">x</a><img src="https://s.example/uploads/a.svg"><a href="//cdn">y</a><p data-src="/z">a &amp; b</p>',
    )
  })

  it('puts every post with its full content into RSS, Atom and JSON Feed', () => {
    const post = {
      id: 1,
      slug: 'a-post',
      title: 'A post',
      excerpt: 'Summary.',
      author: 'Neema Mushi',
      date: '2026-02-10',
      displayDate: '10 February 2026',
      updated: '2026-03-01',
      readTime: '5 min read',
      imageUrl: 'cover.svg',
      imageAlt: '',
      tags: ['MLOps'],
      draft: false,
      category: 'MLOps' as const,
    }
    const feed = buildFeed([post], new Map([['a-post', '<p>Full text.</p>']]), {
      name: 'Msingi AI',
      url: 'https://s.example',
      email: 'hello@s.example',
    })
    const rss = feed.rss2()
    expect(rss).toContain('<link>https://s.example/blog/a-post</link>')
    expect(rss).toContain('<content:encoded><![CDATA[<p>Full text.</p>]]></content:encoded>')
    expect(rss).toContain('type="image/svg+xml"')
    expect(feed.atom1()).toContain('<published>2026-02-10T00:00:00.000Z</published>')
    const json = JSON.parse(feed.json1()) as { items: Array<{ content_html: string }> }
    expect(json.items[0]?.content_html).toBe('<p>Full text.</p>')
  })
})
