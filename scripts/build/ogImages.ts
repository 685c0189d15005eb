/**
 * Build step: one Open Graph image per page (1200×630 PNG: the page title and its section on the
 * brand background), rendered from an SVG template with sharp.
 *
 * The title comes from the route table, or for pages that set their own (blog posts, research
 * details, sector pages, blog list pages) from the content and copy their pages read.
 *
 * Scale: one render costs ~10–25 ms on this machine, so cards are rendered in parallel, identical
 * cards once, and every PNG is cached under node_modules/.cache/og-images keyed by the exact SVG (a
 * rebuild only copies files; a new page costs one render). A route with more than
 * PER_PAGE_IMAGE_LIMIT pages (a 1,000-post blog) shares one card for the collection, so a cold
 * build stays within its time budget; every page still has its own file at /og/<path>.png.
 */
import { createHash } from 'node:crypto'
import {
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { SiteConfig } from '../../src/config/readSiteConfig'
import {
  LOGO_IMAGE_PATH,
  LOGO_IMAGE_SIZE,
  OG_IMAGE_SIZE,
  ogImagePath,
} from '../../src/layout/ogImagePath'
import {
  concretePaths,
  findRoute,
  htmlFileFor,
  routeTable,
  type RouteEntry,
} from '../../src/routes/table'
import { logoMarkMarkup, logoMarkSvg } from '../../src/theme/logoMark'
import { theme } from '../../src/theme/tokens'
import { blogCategoryPages, blogPages } from '../../src/features/blog/blogCopy'
import { categoryFromSlug } from '../../src/features/blog/blogFilter'
import { sectorPageCopy } from '../../src/features/industries/industriesCopy'
import { findIndustry } from '../../src/features/industries/industryData'
import { researchDetail } from '../../src/features/research/researchCopy'
import { caseStudyPage } from '../../src/features/clients/clientsCopy'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { featuredArticles } from '../../src/generated/indexes/featuredArticles'
import { clients } from '../../content/clients'
import { researchSolutions } from '../../src/generated/indexes/research'
import { escapeMarkup } from '../lib/html'

/** Bump when the template changes so cached images are not reused. */
const TEMPLATE_VERSION = 1
const DEFAULT_CACHE_DIR = path.join('node_modules', '.cache', 'og-images')

export interface SharingCard {
  /** Page path, e.g. `/industries/utilities`. */
  path: string
  title: string
  /** Section label above the title (may be empty). */
  section: string
}

export type CardSite = Pick<SiteConfig, 'name' | 'url' | 'city' | 'country'>

const lastSegment = (pagePath: string) => pagePath.slice(pagePath.lastIndexOf('/') + 1)

/**
 * Pages that set their own title from their content, by route pattern: the same content and copy
 * their page components pass to `<Seo>`. Every other page's title is its route's.
 */
const contentTitles: Record<string, (pagePath: string) => string | undefined> = {
  '/blog/:slug': (p) => blogPosts.find((post) => post.slug === lastSegment(p))?.title,
  '/blog/page/:page': (p) => blogPages.seoTitle(Number(lastSegment(p))),
  '/blog/category/:category': (p) => {
    const category = categoryFromSlug(lastSegment(p))
    return category && blogCategoryPages.seoTitle(category, 1)
  },
  '/blog/category/:category/page/:page': (p) => {
    const category = categoryFromSlug(p.split('/')[3] ?? '')
    return category && blogCategoryPages.seoTitle(category, Number(lastSegment(p)))
  },
  '/industries/:id': (p) => {
    const industry = findIndustry(lastSegment(p))
    return industry && sectorPageCopy.seoTitle(industry.name)
  },
  '/stories/:slug': (p) => featuredArticles.find((a) => a.slug === lastSegment(p))?.title,
  '/clients/:id': (p) => {
    const client = clients.find((c) => c.id === lastSegment(p))
    return client && caseStudyPage.seoTitle(client.name, client.title)
  },
  '/research/:slug': (p) => {
    const solution = researchSolutions.find((s) => s.slug === lastSegment(p))
    return solution && researchDetail.seoTitle(solution.title)
  },
}

/** The title a page's sharing card shows: the page's own title, without the site name. */
export function pageTitle(pagePath: string, entry: RouteEntry): string {
  return contentTitles[entry.path]?.(pagePath) ?? entry.title
}

/** Section label of a page: its route's section, else its parent route's, else none. */
export function sectionFor(pagePath: string, table?: RouteEntry[]): string {
  const entry = findRoute(pagePath, table)
  if (entry?.section) return entry.section
  const parent = pagePath.replace(/\/[^/]+\/?$/, '')
  if (parent && parent !== pagePath) {
    const up = findRoute(parent, table)
    if (up) return up.section ?? up.title
  }
  return ''
}

/**
 * Breaks a title into lines of at most `maxChars` characters (words longer than that are cut); if
 * it needs more than `maxLines`, the last line ends with an ellipsis.
 */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const words = title.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const parts =
      word.length > maxChars ? (word.match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? []) : [word]
    for (const part of parts) {
      if (!line) line = part
      else if (`${line} ${part}`.length <= maxChars) line = `${line} ${part}`
      else {
        lines.push(line)
        line = part
      }
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  const last = kept[maxLines - 1] ?? ''
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`
  return kept
}

/** Title size and lines: big for short titles, smaller for long ones (3 lines at most). */
export function titleLayout(title: string): { fontSize: number; lines: string[] } {
  // Bold sans glyphs average about 0.58 em; the text column is 1040 px wide.
  const fits = (fontSize: number) => Math.floor(1040 / (fontSize * 0.58))
  for (const [fontSize, maxLines] of [
    [76, 2],
    [62, 3],
  ] as const) {
    const lines = wrapTitle(title, fits(fontSize), 99)
    if (lines.length <= maxLines) return { fontSize, lines }
  }
  return { fontSize: 52, lines: wrapTitle(title, fits(52), 3) }
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

/** The SVG of one sharing image. */
export function sharingCardSvg(card: SharingCard, site: CardSite): string {
  const { width, height } = OG_IMAGE_SIZE
  const c = theme.color
  const { fontSize, lines } = titleLayout(card.title)
  const lineHeight = Math.round(fontSize * 1.15)
  const titleTop = card.section ? 330 : 290
  const titleBlock = lines
    .map(
      (line, i) =>
        `<text x="80" y="${titleTop + i * lineHeight}" font-size="${fontSize}" font-weight="700" fill="${c.textOnDark}">${escapeMarkup(line)}</text>`,
    )
    .join('')
  const section = card.section
    ? `<rect x="80" y="232" width="56" height="6" rx="3" fill="${c.markBar}"/>` +
      `<text x="152" y="246" font-size="28" font-weight="700" letter-spacing="4" fill="${c.brandOnDark}">${escapeMarkup(card.section.toUpperCase())}</text>`
    : ''
  let host = site.url
  try {
    host = new URL(site.url).host
  } catch {
    // keep the configured text
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">`,
    `<rect width="${width}" height="${height}" fill="${c.ink}"/>`,
    // Flat shapes rather than gradients: a gradient costs several times more to render and encode.
    `<circle cx="1130" cy="40" r="330" fill="${c.brand}" fill-opacity="0.28"/>`,
    `<circle cx="1130" cy="40" r="210" fill="${c.brand}" fill-opacity="0.3"/>`,
    `<circle cx="-20" cy="650" r="170" fill="${c.accent}" fill-opacity="0.22"/>`,
    // The logo mark (src/theme/logoMark.ts), scaled from its 40-unit box, on a lighter tile.
    '<g transform="translate(80 72) scale(1.8)">',
    logoMarkMarkup({ tile: c.inkSoft }),
    '</g>',
    `<text x="172" y="120" font-size="36" font-weight="700" fill="${c.textOnDark}">${escapeMarkup(site.name)}</text>`,
    section,
    titleBlock,
    `<rect x="80" y="528" width="1040" height="2" fill="${c.surface}" fill-opacity="0.18"/>`,
    `<text x="80" y="580" font-size="28" fill="${c.textOnDarkMuted}">${escapeMarkup(`${site.city}, ${site.country} · AI & data science`)}</text>`,
    `<text x="1120" y="580" font-size="28" font-weight="700" text-anchor="end" fill="${c.brandOnDark}">${escapeMarkup(host)}</text>`,
    '</svg>',
  ].join('')
}

/** The logo mark alone, square (the Organization's logo in structured data). */
function logoSvg(): string {
  return logoMarkSvg(LOGO_IMAGE_SIZE)
}

/**
 * Routes with more pages than this (a large blog) share one card per route instead of one per page,
 * which keeps a cold build of 1,000 posts within its time budget; each page still gets its own file.
 */
const PER_PAGE_IMAGE_LIMIT = 100

/** The card a large collection's pages share: the collection's own title and section. */
export function collectionCard(entry: RouteEntry, table?: RouteEntry[]): Omit<SharingCard, 'path'> {
  const parentPath = entry.path.replace(/\/[^/]+$/, '')
  const parent = parentPath ? findRoute(parentPath, table) : undefined
  return {
    title: parent?.title ?? entry.title,
    section: entry.section ?? parent?.section ?? '',
  }
}

/** Cards for every prerendered page of the route table. */
export function sharingCards(
  dist: string,
  table: RouteEntry[] = routeTable,
  perPageLimit = PER_PAGE_IMAGE_LIMIT,
): SharingCard[] {
  const cards: SharingCard[] = []
  for (const entry of table) {
    const pages = concretePaths(entry).filter((p) => existsSync(path.join(dist, htmlFileFor(p))))
    if (pages.length > perPageLimit) {
      const shared = collectionCard(entry, table)
      cards.push(...pages.map((p) => ({ ...shared, path: p })))
      continue
    }
    for (const pagePath of pages) {
      cards.push({
        path: pagePath,
        title: pageTitle(pagePath, entry),
        section: sectionFor(pagePath, table),
      })
    }
  }
  return cards
}

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}

export interface SharingImagesResult {
  images: number
  /** Distinct cards (pages of a large collection share one). */
  distinct: number
  rendered: number
  ms: number
}

/** Writes `og/….png` for every card into `dist`, rendering only what the cache does not hold. */
export async function writeSharingImages(
  dist: string,
  site: CardSite,
  {
    cacheDir = DEFAULT_CACHE_DIR,
    table,
    perPageLimit,
  }: { cacheDir?: string; table?: RouteEntry[]; perPageLimit?: number } = {},
): Promise<SharingImagesResult> {
  const started = performance.now()
  const cards = sharingCards(dist, table, perPageLimit)
  mkdirSync(cacheDir, { recursive: true })
  const byKey = new Map<string, { svg: string; targets: string[] }>()
  const add = (svg: string, urlPath: string) => {
    const key = createHash('sha256')
      .update(`v${TEMPLATE_VERSION}\n${svg}`)
      .digest('hex')
      .slice(0, 24)
    const job = byKey.get(key) ?? { svg, targets: [] }
    job.targets.push(path.join(dist, urlPath))
    byKey.set(key, job)
  }
  for (const card of cards) add(sharingCardSvg(card, site), ogImagePath(card.path))
  add(logoSvg(), LOGO_IMAGE_PATH)
  let rendered = 0
  const parallel = Math.max(2, Math.min(8, os.availableParallelism() * 2))
  await pool([...byKey.entries()], parallel, async ([key, job]) => {
    const cached = path.join(cacheDir, `${key}.png`)
    if (!existsSync(cached)) {
      const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 6 }).toBuffer()
      // Write then rename, so a parallel build never copies a half-written file.
      const temp = `${cached}.${process.pid}.tmp`
      writeFileSync(temp, png)
      renameSync(temp, cached)
      rendered++
    }
    // One copy out of the cache (a reflink where the file system offers one); the other pages of a
    // collection that share the card get hard links to it: a thousand posts would otherwise copy
    // some 50 MB. The cache itself is never linked, so nothing done to the output can change it.
    const [first, ...others] = job.targets
    if (first === undefined) return
    mkdirSync(path.dirname(first), { recursive: true })
    copyFileSync(cached, first, constants.COPYFILE_FICLONE)
    for (const target of others) {
      mkdirSync(path.dirname(target), { recursive: true })
      rmSync(target, { force: true })
      try {
        linkSync(first, target)
      } catch {
        copyFileSync(first, target)
      }
    }
  })
  return {
    images: cards.length,
    distinct: byKey.size - 1,
    rendered,
    ms: Math.round(performance.now() - started),
  }
}

/** The postbuild step. */
export async function sharingImagesStep(dist: string, site: CardSite): Promise<void> {
  const result = await writeSharingImages(dist, site)
  console.log(
    `✓ sharing images: ${result.images} pages, ${result.distinct} distinct cards ` +
      `(${result.rendered} rendered, the rest from cache) in ${result.ms} ms`,
  )
}
