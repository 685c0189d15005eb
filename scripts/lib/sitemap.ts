import { escapeMarkup } from './html'

export interface SitemapEntry {
  /** Absolute path on the site, e.g. `/about`. */
  path: string
  /** ISO date (YYYY-MM-DD) of the last change, when known. */
  lastmod?: string
}

/** sitemap.xml for the given entries on `origin` (no trailing slash). */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const loc = `<loc>${escapeMarkup(origin + (e.path === '/' ? '/' : e.path))}</loc>`
      const lastmod = e.lastmod ? `<lastmod>${escapeMarkup(e.lastmod)}</lastmod>` : ''
      return `  <url>${loc}${lastmod}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}
