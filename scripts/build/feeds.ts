/**
 * Post-build step: the blog's feeds, with every article's full content, written into the build
 * output:
 *
 *   rss.xml (RSS 2.0), atom.xml (Atom 1.0, RFC 4287), feed.json (JSON Feed 1.1)
 *
 * Every item's metadata (title, dates, author, category, tags, summary, image) comes from the content
 * index. Its content is the article body as the prerender rendered it (MDX components included),
 * read from `blog/{slug}.html` with the HTML parser, with links made absolute. The body is not
 * rendered a second time from the MDX here: compiling MDX costs ~16 ms a post on this machine (16 s
 * for a 1,000-post blog), and a second render would need the page's components, theme, router and
 * build-time config set up again to come out the same.
 *
 * The three formats are written here rather than with the `feed` package. Its 5.x wrote category
 * labels into Atom attributes unescaped (`label="AI & Data"`: the whole feed is not well-formed
 * XML). 6.0.0 escapes `&` there (jpmonette/feed#249) but still not `<`, still derives the Atom
 * enclosure's type from the file extension whatever type it is given (`image/svg` for SVG;
 * jpmonette/feed#225, open) and writes JSON Feed 1.0 only (1.1's `authors`: jpmonette/feed#247,
 * open). What is left of the package's work is escaping, which `xml` below does for every value.
 * `npm run check:standards` parses the written feeds strictly and checks the fields each format
 * requires (scripts/quality/feedCheck.ts).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '../../src/config/readSiteConfig'
import { articleHref, articleMarks } from '../../src/features/blog/articlePage'
import { feedTitle } from '../../src/features/blog/blogCopy'
import { uploadUrl } from '../../src/features/collections/uploads'
import type { BlogPostSummary } from '../../src/features/collections/collectionTypes'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { LOGO_IMAGE_PATH } from '../../src/layout/ogImagePath'
import { attrOf, elementsOf, findElement, innerHtml, parsePage } from '../lib/html'

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const

/** Attributes whose root-relative URL a feed reader needs made absolute. */
const URL_ATTRS = new Set(['href', 'src'])

/**
 * The article body (`<div data-article-body>`) of a prerendered post page as a feed reader needs it
 * out of context: root-relative links and images get the origin, the site's class names go. Null
 * when the page has no article body.
 */
export function feedBody(pageHtml: string, origin: string): string | null {
  const body = findElement(parsePage(pageHtml), (el) => attrOf(el, articleMarks.body) !== undefined)
  if (!body) return null
  for (const element of elementsOf(body)) {
    element.attrs = element.attrs
      .filter((attr) => attr.name !== 'class')
      .map((attr) =>
        URL_ATTRS.has(attr.name) && attr.value.startsWith('/') && !attr.value.startsWith('//')
          ? { ...attr, value: origin + attr.value }
          : attr,
      )
  }
  return innerHtml(body).trim()
}

/** Media types of the cover images the content may use, by file extension. */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/** The media type of an image file, from its extension. */
function imageType(file: string): string {
  const ext = file.split('.').pop()?.toLowerCase() ?? ''
  const type = IMAGE_TYPES[ext]
  if (!type) throw new Error(`Feeds: no media type known for the image "${file}"`)
  return type
}

/** One article as all three formats describe it. */
interface FeedItem {
  url: string
  title: string
  summary: string
  contentHtml: string
  /** RFC 3339 (`2026-03-01T00:00:00Z`). */
  published: string
  updated: string
  author: string
  /** The post's category and tags, each once, the category first. */
  categories: string[]
  image: { url: string; type: string; length: number }
}

/** The blog as all three formats describe it. */
export interface FeedModel {
  title: string
  description: string
  /** The blog's page. */
  home: string
  /** Where each format is published. */
  self: Record<keyof typeof FEED_FILES, string>
  updated: string
  author: { name: string; url: string }
  /** Square raster logo (PNG). */
  logo: string
  /** Small icon (the favicon). */
  icon: string
  rights: string
  items: FeedItem[]
}

const rfc3339 = (date: string) => `${date}T00:00:00Z`

/**
 * The feed of `posts` (newest first): `bodies` holds each post's body HTML by slug, `imageSize` the
 * byte size of a cover image file (enclosures must give it).
 */
export function buildFeed(
  posts: readonly BlogPostSummary[],
  bodies: ReadonlyMap<string, string>,
  config: Pick<SiteConfig, 'name' | 'url'>,
  imageSize: (file: string) => number = () => 0,
): FeedModel {
  const origin = config.url
  const updated = posts.reduce(
    (latest, p) => (p.updated > latest ? p.updated : latest),
    '1970-01-01',
  )
  return {
    title: feedTitle(config.name),
    description: `Articles on AI, data science and MLOps from ${config.name}.`,
    home: `${origin}/blog`,
    self: {
      rss: `${origin}/${FEED_FILES.rss}`,
      atom: `${origin}/${FEED_FILES.atom}`,
      json: `${origin}/${FEED_FILES.json}`,
    },
    updated: rfc3339(updated),
    author: { name: config.name, url: origin },
    logo: `${origin}${LOGO_IMAGE_PATH}`,
    icon: `${origin}/favicon.svg`,
    rights: `© ${config.name}`,
    items: posts.map((post) => ({
      url: `${origin}${articleHref(post.slug)}`,
      title: post.title,
      summary: post.excerpt,
      contentHtml: bodies.get(post.slug) ?? '',
      published: rfc3339(post.date),
      updated: rfc3339(post.updated),
      author: post.author,
      categories: [...new Set([post.category, ...post.tags])],
      image: {
        url: `${origin}${uploadUrl(post.imageUrl)}`,
        type: imageType(post.imageUrl),
        length: imageSize(post.imageUrl),
      },
    })),
  }
}

// -- XML --------------------------------------------------------------------------------------

/** Characters XML 1.0 does not allow at all (C0 controls but tab, newline and return; U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text or an attribute value as XML: the five special characters escaped, forbidden ones dropped. */
export function xml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** HTML kept readable in a CDATA section (a `]]>` inside is split across two sections). */
function cdata(html: string): string {
  return `<![CDATA[${html.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`
}

type Attrs = Record<string, string | number | undefined>

/** One element: `<name a="…">content</name>`, or `<name a="…"/>` without content. */
function el(name: string, attrs: Attrs, content?: string): string {
  const attrText = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${xml(String(value))}"`)
    .join('')
  return content === undefined
    ? `<${name}${attrText}/>`
    : `<${name}${attrText}>${content}</${name}>`
}

/** An element holding text. */
const text = (name: string, value: string, attrs: Attrs = {}) => el(name, attrs, xml(value))

/** An element holding other elements, one a line: its own lines, the children indented. */
function block(name: string, attrs: Attrs, children: Array<string | string[]>): string[] {
  const open = el(name, attrs, '').replace(`></${name}>`, '>')
  return [open, ...children.flat().map((line) => `  ${line}`), `</${name}>`]
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>'

/** RFC 822 date-time, as RSS 2.0 wants it (`Sun, 01 Mar 2026 00:00:00 GMT`). */
const rfc822 = (date: string) => new Date(date).toUTCString()

/** The feed as RSS 2.0 (with `content:encoded` for the full text and `dc:creator` for names). */
export function renderRss(feed: FeedModel): string {
  const items = feed.items.map((item) =>
    block('item', {}, [
      text('title', item.title),
      text('link', item.url),
      text('guid', item.url, { isPermaLink: 'true' }),
      text('pubDate', rfc822(item.published)),
      // RSS's own <author> must be an e-mail address; a name goes in Dublin Core's creator.
      text('dc:creator', item.author),
      text('description', item.summary),
      el('content:encoded', {}, cdata(item.contentHtml)),
      ...item.categories.map((name) => text('category', name)),
      el('enclosure', { url: item.image.url, length: item.image.length, type: item.image.type }),
    ]),
  )
  const rss = block(
    'rss',
    {
      version: '2.0',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
      'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
    },
    [
      block('channel', {}, [
        text('title', feed.title),
        text('link', feed.home),
        text('description', feed.description),
        text('language', 'en'),
        text('lastBuildDate', rfc822(feed.updated)),
        text('docs', 'https://www.rssboard.org/rss-specification'),
        text('copyright', feed.rights),
        block('image', {}, [
          text('url', feed.logo),
          text('title', feed.title),
          text('link', feed.home),
        ]),
        el('atom:link', { href: feed.self.rss, rel: 'self', type: 'application/rss+xml' }),
        ...items,
      ]),
    ],
  )
  return [XML_DECLARATION, ...rss, ''].join('\n')
}

/** The feed as Atom 1.0 (RFC 4287). */
export function renderAtom(feed: FeedModel): string {
  const entries = feed.items.map((item) =>
    block('entry', {}, [
      text('id', item.url),
      text('title', item.title),
      el('link', { rel: 'alternate', type: 'text/html', href: item.url }),
      text('published', item.published),
      text('updated', item.updated),
      block('author', {}, [text('name', item.author)]),
      ...item.categories.map((name) => el('category', { term: name })),
      el('link', {
        rel: 'enclosure',
        type: item.image.type,
        length: item.image.length,
        href: item.image.url,
      }),
      text('summary', item.summary),
      el('content', { type: 'html' }, cdata(item.contentHtml)),
    ]),
  )
  const atom = block('feed', { xmlns: 'http://www.w3.org/2005/Atom', 'xml:lang': 'en' }, [
    text('id', feed.home),
    text('title', feed.title),
    text('subtitle', feed.description),
    text('updated', feed.updated),
    el('link', { rel: 'alternate', type: 'text/html', href: feed.home }),
    el('link', { rel: 'self', type: 'application/atom+xml', href: feed.self.atom }),
    block('author', {}, [text('name', feed.author.name), text('uri', feed.author.url)]),
    text('icon', feed.icon),
    text('logo', feed.logo),
    text('rights', feed.rights),
    ...entries,
  ])
  return [XML_DECLARATION, ...atom, ''].join('\n')
}

/** The feed as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
export function renderJsonFeed(feed: FeedModel): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.home,
      feed_url: feed.self.json,
      description: feed.description,
      icon: feed.logo,
      favicon: feed.icon,
      language: 'en',
      authors: [{ name: feed.author.name, url: feed.author.url }],
      items: feed.items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.contentHtml,
        image: item.image.url,
        date_published: item.published,
        date_modified: item.updated,
        authors: [{ name: item.author }],
        tags: item.categories,
      })),
    },
    null,
    2,
  )}\n`
}

export interface FeedResult {
  items: number
  files: string[]
}

/** Reads every post page of `dist`, writes the three feeds; fails when a post page is missing. */
function writeFeeds(dist: string, config: SiteConfig): FeedResult {
  const bodies = new Map<string, string>()
  for (const post of blogPosts) {
    const file = path.join(dist, 'blog', `${post.slug}.html`)
    const body = existsSync(file) ? feedBody(readFileSync(file, 'utf8'), config.url) : null
    if (body === null) {
      throw new Error(`Feeds: ${path.relative(process.cwd(), file)} has no article body`)
    }
    bodies.set(post.slug, body)
  }
  const uploads = path.resolve('public', 'uploads')
  const feed = buildFeed(blogPosts, bodies, config, (file) => {
    const full = path.join(uploads, file)
    return existsSync(full) ? statSync(full).size : 0
  })
  writeFileSync(path.join(dist, FEED_FILES.rss), renderRss(feed))
  writeFileSync(path.join(dist, FEED_FILES.atom), renderAtom(feed))
  writeFileSync(path.join(dist, FEED_FILES.json), renderJsonFeed(feed))
  return { items: blogPosts.length, files: Object.values(FEED_FILES) }
}

/** The post-build step: writes the feeds and says so. */
export function feedsStep(dist: string, config: SiteConfig): void {
  const result = writeFeeds(dist, config)
  console.log(`✓ Feeds: ${result.files.join(', ')} (${result.items} articles, full content)`)
}
