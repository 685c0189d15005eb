import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { loadSiteConfig } from '../../scripts/lib/siteEnv'
import { LOGO_IMAGE_PATH, ogImagePath } from '../../src/layout/ogImagePath'
import { allConcretePaths, htmlFileFor, routeTable } from '../../src/routes/table'
import { expect, test } from './fixtures'

/** Sharing tags and structured data as crawlers read them: from the prerendered HTML. */
const dist = path.resolve(process.env.E2E_DIST ?? 'dist')
const config = loadSiteConfig()
const pages = allConcretePaths(routeTable)

function htmlOf(pagePath: string): string {
  return readFileSync(path.join(dist, htmlFileFor(pagePath)), 'utf8')
}

function meta(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*property="${property}"[^>]*>`).exec(html)?.[0]
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
}

test.describe('sharing: images and structured data on every page', () => {
  test('every page links its own 1200×630 sharing image by absolute URL', async () => {
    for (const pagePath of pages) {
      const html = htmlOf(pagePath)
      const image = meta(html, 'og:image') ?? ''
      expect(image.startsWith(`${config.url}/`), `${pagePath}: ${image}`).toBe(true)
      const own = ogImagePath(pagePath)
      if (image === `${config.url}${own}`) {
        const size = await sharp(path.join(dist, own)).metadata()
        expect([size.width, size.height], pagePath).toEqual([1200, 630])
        expect(meta(html, 'og:image:width'), pagePath).toBe('1200')
      }
      expect(html, pagePath).toContain(`name="twitter:image" content="${image}"`)
    }
  })

  test('the home page shares its generated card', () => {
    expect(meta(htmlOf('/'), 'og:image')).toBe(`${config.url}/og/index.png`)
  })

  test('every page describes the organisation with its Dar es Salaam address', async () => {
    for (const pagePath of pages) {
      const org = jsonLd(htmlOf(pagePath)).find((d) => d['@type'] === 'Organization')
      expect(org, pagePath).toMatchObject({
        name: config.name,
        url: `${config.url}/`,
        logo: `${config.url}${LOGO_IMAGE_PATH}`,
        address: { '@type': 'PostalAddress', addressLocality: 'Dar es Salaam' },
      })
    }
    const logo = await sharp(path.join(dist, LOGO_IMAGE_PATH)).metadata()
    expect(logo.width).toBe(512)
  })

  test('nested pages carry breadcrumbs ending at themselves; top-level pages none', () => {
    const nested = pages.filter((p) => p.split('/').filter(Boolean).length > 1)
    expect(nested.length).toBeGreaterThan(0)
    for (const pagePath of pages) {
      const crumbs = jsonLd(htmlOf(pagePath)).find((d) => d['@type'] === 'BreadcrumbList') as
        { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined
      if (!nested.includes(pagePath)) {
        expect(crumbs, pagePath).toBeUndefined()
        continue
      }
      const items = crumbs?.itemListElement ?? []
      expect(items.length, pagePath).toBeGreaterThanOrEqual(2)
      expect(items[0]).toMatchObject({ position: 1, name: 'Home', item: `${config.url}/` })
      expect(items.at(-1)?.item).toBe(`${config.url}${pagePath}`)
      expect(items.every((item) => item.name.trim().length > 0)).toBe(true)
    }
  })
})
