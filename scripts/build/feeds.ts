/**
 * Post-build step: the blog's feeds, with every article's full content, written with the `feed`
 * package into the build output:
 *
 *   rss.xml (RSS 2.0), atom.xml (Atom 1.0), feed.json (JSON Feed 1)
 *
 * Every item's metadata (title, dates, author, categories, summary, image) comes from the content
 * index. Its content is the article body as the prerender rendered it (MDX components included),
 * read from `blog/{slug}.html` with the HTML parser, with links made absolute. The body is not
 * rendered a second time from the MDX here: compiling MDX costs ~16 ms a post on this machine (16 s
 * for a 1,000-post blog), and a second render would need the page's components, theme, router and
 * build-time config set up again to come out the same.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Feed } from 'feed'
import type { SiteConfig } from '../../src/config/siteConfig'
import { articleMarks } from '../../src/features/blog/articlePage'
import { feedTitle } from '../../src/features/blog/blogContent'
import { uploadUrl } from '../../src/features/content/uploads'
import type { BlogPostSummary } from '../../src/features/content/types'
import { blogPosts } from '../../src/generated/content/blogIndex'
import { attrOf, elementsOf, findElement, innerHtml, parsePage } from '../lib/html'

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const

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

export interface FeedResult {
  items: number
  files: string[]
}

export function buildFeed(
  posts: readonly BlogPostSummary[],
  bodies: ReadonlyMap<string, string>,
  config: Pick<SiteConfig, 'name' | 'url' | 'email'>,
  imageSize: (file: string) => number = () => 0,
): Feed {
  const origin = config.url
  const updated = posts.reduce(
    (latest, p) => (p.updated > latest ? p.updated : latest),
    '1970-01-01',
  )
  const feed = new Feed({
    title: feedTitle(config.name),
    description: `Articles on AI, data science and MLOps from ${config.name}.`,
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    language: 'en',
    image: `${origin}/favicon.svg`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${config.name}`,
    updated: new Date(`${updated}T00:00:00Z`),
    generator: config.name,
    feedLinks: {
      rss: `${origin}/${FEED_FILES.rss}`,
      atom: `${origin}/${FEED_FILES.atom}`,
      json: `${origin}/${FEED_FILES.json}`,
    },
    author: { name: config.name, link: origin },
  })
  for (const post of posts) {
    const url = `${origin}/blog/${post.slug}`
    const image = uploadUrl(post.imageUrl)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      content: bodies.get(post.slug) ?? '',
      date: new Date(`${post.updated}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
      category: [{ name: post.category }, ...post.tags.map((name) => ({ name }))],
      image: {
        url: `${origin}${image}`,
        length: imageSize(post.imageUrl),
        // The library would guess "image/svg" from the extension.
        ...(post.imageUrl.endsWith('.svg') ? { type: 'image/svg+xml' } : {}),
      },
    })
  }
  return feed
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
  writeFileSync(path.join(dist, FEED_FILES.rss), feed.rss2())
  writeFileSync(path.join(dist, FEED_FILES.atom), feed.atom1())
  writeFileSync(path.join(dist, FEED_FILES.json), feed.json1())
  return { items: blogPosts.length, files: Object.values(FEED_FILES) }
}

/** The post-build step: writes the feeds and says so. */
export function feedsStep(dist: string, config: SiteConfig): void {
  const result = writeFeeds(dist, config)
  console.log(`✓ Feeds: ${result.files.join(', ')} (${result.items} articles, full content)`)
}
