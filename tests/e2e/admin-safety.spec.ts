/**
 * The editor (/admin/) stays out of the site: no page links to it or loads a byte of it, it is not
 * in the sitemap, it asks not to be indexed, and its own Content-Security-Policy is in every host
 * config while the pages keep theirs.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles } from '../../scripts/lib/siteFiles'
import { parseHeadersFile, headersForPath } from '../../scripts/server/securityHeaders'
import { adminContentSecurityPolicy } from '../../scripts/cms/adminHeaders'
import { expect, test } from './fixtures'

const dist = path.resolve(process.env.E2E_DIST ?? 'dist')
const read = (rel: string) => readFileSync(path.join(dist, rel), 'utf8')

test('admin: no public page links to the editor or loads any of its files', () => {
  const pages = htmlFiles(dist).filter((f) => !f.startsWith('admin/'))
  expect(pages.length).toBeGreaterThan(30)
  for (const page of pages) {
    const html = read(page)
    expect(html, page).not.toMatch(/["'(]\/admin\b/)
    expect(html, page).not.toMatch(/decap/i)
  }
  expect(read('sitemap.xml')).not.toContain('/admin')
})

test('admin: the editor asks not to be indexed and has its own CSP on every host', () => {
  expect(read('admin/index.html')).toContain('<meta name="robots" content="noindex, nofollow">')
  const rules = parseHeadersFile(read('_headers'))
  expect(headersForPath(rules, '/admin/')['Content-Security-Policy']).toBe(
    adminContentSecurityPolicy(),
  )
  expect(headersForPath(rules, '/admin/')['X-Robots-Tag']).toBe('noindex, nofollow')
  const siteCsp = headersForPath(rules, '/blog')['Content-Security-Policy']
  expect(siteCsp).not.toContain('unsafe-eval')
  const vercel = JSON.parse(read('vercel.json')) as {
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>
  }
  const last = vercel.headers[vercel.headers.length - 1]
  expect(last?.source).toBe('/admin/(.*)')
  expect(last?.headers).toContainEqual({
    key: 'Content-Security-Policy',
    value: adminContentSecurityPolicy(),
  })
  expect(read('_nginx/admin-headers.conf')).toContain("script-src 'self' 'unsafe-eval'")
  expect(read('_nginx/security-headers.conf')).not.toContain('unsafe-eval')
})

test('admin: pages load nothing of the editor in the browser', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  for (const route of ['/', '/blog', '/blog/feature-stores-explained', '/contact']) {
    await page.goto(route)
    await page.waitForLoadState('load')
  }
  expect(requested.length).toBeGreaterThan(4)
  expect(requested.filter((p) => p.startsWith('/admin'))).toEqual([])
})
