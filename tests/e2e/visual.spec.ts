import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { researchSolutions } from '../../src/generated/indexes/research'
import { sectorPaths } from '../../src/features/industries/sectorIndex'
import { featuredArticles } from '../../src/generated/indexes/featuredArticles'
import { clients } from '../../content/clients'
import { caseStudyHref } from '../../src/features/clients/client'
import { expect, test, visit } from './fixtures'

/**
 * What a visitor sees first, compared with reviewed screenshots: the first screen of every page
 * template at a phone and a laptop width. A layout change anywhere (a grid that leaves a hole, a
 * band that loses contrast, a heading that wraps) shows up as a diff to look at. After an intended
 * change, look at the new images and accept them: `npx playwright test tests/e2e/visual.spec.ts
 * --project=production --update-snapshots`. Baselines live in tests/e2e/__screenshots__/.
 */
const templates: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/quantum-genai' },
  { name: 'services', path: '/services' },
  { name: 'industry', path: sectorPaths()[0]! },
  { name: 'industries', path: '/industries' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: `/blog/${blogPosts[0]!.slug}` },
  { name: 'research', path: '/research' },
  { name: 'research-detail', path: `/research/${researchSolutions[0]!.slug}` },
  { name: 'clients', path: '/clients' },
  { name: 'case-study', path: caseStudyHref(clients[0]!.id) },
  { name: 'story', path: `/stories/${featuredArticles[0]!.slug}` },
  { name: 'careers', path: '/careers' },
  { name: 'resources', path: '/resources' },
  { name: 'legal', path: '/privacy' },
  { name: 'faq', path: '/faq' },
  { name: 'not-found', path: '/no-such-page' },
]

const widths = [
  { width: 375, height: 740 },
  { width: 1280, height: 720 },
] as const

// Settled pages: no animation, no transition, counters at their final figures.
test.use({ reducedMotion: 'reduce' })

for (const viewport of widths) {
  test.describe(`first screen at ${viewport.width} px`, () => {
    test.use({ viewport })
    for (const { name, path } of templates) {
      test(`visual: ${name} (${path}) at ${viewport.width} px`, async ({ page }) => {
        await visit(page, path)
        await page.waitForLoadState('networkidle')
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // The only moving picture (the home hero's video) would differ frame to frame.
          mask: [page.locator('video')],
          // Rendering here is deterministic; a tight tolerance still lets a changed label or icon fail.
          maxDiffPixelRatio: 0.001,
        })
      })
    }
  })
}
