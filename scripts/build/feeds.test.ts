import { describe, expect, it } from 'vitest'
import type { BlogPostSummary } from '../../src/features/collections/collectionTypes'
import { checkAtom, checkJsonFeed, checkRss, parseXml } from '../quality/feedCheck'
import { buildFeed, feedBody, renderAtom, renderJsonFeed, renderRss, xml } from './feeds'

const post: BlogPostSummary = {
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
  category: 'MLOps',
}

const config = { name: 'Msingi AI', url: 'https://s.example' }

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
    const feed = buildFeed([post], new Map([['a-post', '<p>Full text.</p>']]), config)
    const rss = renderRss(feed)
    expect(rss).toContain('<link>https://s.example/blog/a-post</link>')
    expect(rss).toContain('<content:encoded><![CDATA[<p>Full text.</p>]]></content:encoded>')
    expect(renderAtom(feed)).toContain('<published>2026-02-10T00:00:00Z</published>')
    const json = JSON.parse(renderJsonFeed(feed)) as { items: Array<{ content_html: string }> }
    expect(json.items[0]?.content_html).toBe('<p>Full text.</p>')
  })

  it('writes three valid feeds whatever the text holds: &, <, quotes, ]]> and control characters', () => {
    const tricky: BlogPostSummary = {
      ...post,
      title: 'R&D <fast> "quoted" \u0001',
      excerpt: 'Tom & Jerry\'s "best" <b>',
      author: 'A & B',
      category: 'AI & Data',
      tags: ['AI & Data', 'C<3', 'NLP', 'NLP'],
    }
    const feed = buildFeed(
      [tricky, { ...post, slug: 'b-post' }],
      new Map([['a-post', '<p>x ]]> y</p>']]),
      config,
      () => 1234,
    )
    expect(checkRss(renderRss(feed))).toEqual([])
    expect(checkAtom(renderAtom(feed))).toEqual([])
    expect(checkJsonFeed(renderJsonFeed(feed))).toEqual([])
    // The body survives the CDATA split whole.
    const atom = parseXml(renderAtom(feed)) as Document
    expect(atom.getElementsByTagName('content')[0]?.textContent).toBe('<p>x ]]> y</p>')
    expect(atom.getElementsByTagName('title')[1]?.textContent).toBe('R&D <fast> "quoted" ')
  })

  it('lists a post category and tags once each, the category first, with Atom terms', () => {
    const feed = buildFeed(
      [{ ...post, category: 'NLP', tags: ['NLP', 'Swahili'] }],
      new Map(),
      config,
    )
    expect(feed.items[0]?.categories).toEqual(['NLP', 'Swahili'])
    const atom = parseXml(renderAtom(feed)) as Document
    const terms = [...atom.getElementsByTagName('category')].map((c) => c.getAttribute('term'))
    expect(terms).toEqual(['NLP', 'Swahili'])
  })

  it('gives enclosures the registered media type (image/svg+xml), the same in every format', () => {
    const feed = buildFeed([post], new Map(), config, () => 2229)
    expect(renderRss(feed)).toContain('length="2229" type="image/svg+xml"')
    expect(renderAtom(feed)).toMatch(/rel="enclosure" type="image\/svg\+xml" length="2229"/)
    expect(checkAtom(renderAtom(feed).replace('image/svg+xml', 'image/svg'))).toEqual([
      expect.stringContaining('says "image/svg" for a .svg file'),
    ])
  })

  it('writes JSON Feed 1.1: its version, the image as a URL, authors', () => {
    const json = JSON.parse(renderJsonFeed(buildFeed([post], new Map(), config))) as Record<
      string,
      unknown
    > & { items: Array<Record<string, unknown>> }
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.items[0]?.image).toBe('https://s.example/uploads/cover.svg')
    expect(json.items[0]?.authors).toEqual([{ name: 'Neema Mushi' }])
    expect(json.items[0]).not.toHaveProperty('author')
  })

  it('escapes the five XML characters and drops those XML forbids', () => {
    expect(xml(`a & b < c > d " e ' f \u0000\u000b g`)).toBe(
      'a &amp; b &lt; c &gt; d &quot; e &apos; f  g',
    )
  })
})

describe('feed checks', () => {
  it('rejects what strict readers reject and what each format requires', () => {
    expect(
      checkAtom(
        '<feed xmlns="http://www.w3.org/2005/Atom"><category label="AI & Data"/></feed>',
      )[0],
    ).toMatch(/not well-formed/)
    expect(
      checkAtom(
        '<feed xmlns="http://www.w3.org/2005/Atom"><id>https://s.example/</id><title>t</title><updated>2026-01-01T00:00:00Z</updated><link rel="self" href="https://s.example/atom.xml"/><entry><id>https://s.example/1</id><title>x</title><updated>2026-01-01</updated><category label="x"/></entry></feed>',
      ),
    ).toEqual([
      'entry 1 (x) <updated>: "2026-01-01" is not an RFC 3339 date',
      'entry 1 (x) has no author with a name',
      'entry 1 (x) has neither <content> nor an alternate link',
      'entry 1 (x): a <category> has no term',
    ])
    expect(
      checkRss(
        '<rss version="2.0"><channel><title>t</title><link>https://s.example/</link><item><title>x</title><author>Neema</author><enclosure url="https://s.example/a.svg" type="image/svg+xml"/></item></channel></rss>',
      ),
    ).toEqual([
      'the channel has no <description>',
      'item 1 (x): <author> is not an e-mail address',
      'item 1 (x): <enclosure> has no length in bytes',
    ])
    expect(
      checkJsonFeed(
        JSON.stringify({
          version: 'https://jsonfeed.org/version/1',
          title: 't',
          items: [
            {
              id: 1,
              content_html: '',
              image: { url: 'https://s.example/a.svg' },
              author: { name: 'N' },
            },
          ],
        }),
      ),
    ).toEqual([
      'version is "https://jsonfeed.org/version/1", not "https://jsonfeed.org/version/1.1"',
      'item 1 () has no string "id"',
      'item 1 (): "image" is not a URL string',
      'item 1 () uses JSON Feed 1.0\'s "author"; 1.1 has "authors"',
      'item 1 () has no authors',
    ])
  })
})
