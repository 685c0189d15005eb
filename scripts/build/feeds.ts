/**
 * Post-build step: the blog's feeds, with every article's full content, written with the `feed`
 * package into the build output:
 *
 *   rss.xml (RSS 2.0), atom.xml (Atom 1.0), feed.json (JSON Feed 1)
 *
 * The content of each item is the article body exactly as its prerendered page shows it (MDX
 * components included), taken from `blog/{slug}.html`, with links made absolute.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Feed } from 'feed'
import type { SiteConfig } from '../../src/config/siteConfig'
import { feedTitle } from '../../src/features/blog/blogContent'
import { uploadUrl } from '../../src/features/content/uploads'
import type { BlogPostSummary } from '../../src/features/content/types'
import { blogPosts } from '../../src/generated/content/blogIndex'

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const

const BODY_MARKER = /<div\b[^>]*\sdata-article-body=""[^>]*>/

/**
 * The inner HTML of the article body (`<div data-article-body>`) of a prerendered page, or null.
 * Serialised HTML escapes `<` in text and attributes, so counting `<div` and `</div>` is exact.
 */
export function extractArticleBody(html: string): string | null {
  const open = BODY_MARKER.exec(html)
  if (!open) return null
  const start = open.index + open[0].length
  const tags = /<div\b[^>]*>|<\/div>/g
  tags.lastIndex = start
  let depth = 1
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1
    if (depth === 0) return html.slice(start, m.index)
  }
  return null
}

/** Feed readers show content out of context: root-relative links and images get the origin, and
 *  the site's class names go. */
export function feedHtml(body: string, origin: string): string {
  return body
    .replace(/\s(href|src)="\/(?!\/)/g, ` $1="${origin}/`)
    .replace(/\sclass="[^"]*"/g, '')
    .trim()
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
      content: feedHtml(bodies.get(post.slug) ?? '', origin),
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
export function writeFeeds(dist: string, config: SiteConfig): FeedResult {
  const bodies = new Map<string, string>()
  for (const post of blogPosts) {
    const file = path.join(dist, 'blog', `${post.slug}.html`)
    const body = existsSync(file) ? extractArticleBody(readFileSync(file, 'utf8')) : null
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
