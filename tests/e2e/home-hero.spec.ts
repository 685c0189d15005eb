import { community, whyUsMetrics } from '../../src/features/home/homeContent'
import { afterNextFrames, expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('home: hero and why-us', () => {
  test('the hero video loads from the configured host when motion is allowed; why-us shows six metric tiles and the community counter; Scroll to Explore scrolls to it', async ({
    page,
    request,
  }) => {
    // The prerendered hero already shows the poster artwork, before any script runs.
    const html = await prerenderedHtml(request, '/')
    expect(html).toContain('/media/hero-poster.svg')

    const videoRequest = page.waitForRequest(/^https:\/\/media\.example\/.*\.mp4$/)
    await visit(page, '/')
    await videoRequest

    const whyUs = page.locator('#why-us')
    for (const m of whyUsMetrics) {
      await expect(whyUs.getByText(m.label)).toBeVisible()
      await expect(whyUs.locator(`[data-count-target="${m.value}"]`).first()).toBeAttached()
    }
    // Each figure once (the community tile may share a figure with a metric).
    for (const { value } of whyUsMetrics) {
      const times = [...whyUsMetrics, community].filter((m) => m.value === value).length
      await expect(whyUs.locator(`[data-count-target="${value}"]`)).toHaveCount(times)
    }
    await expect(whyUs.getByText(community.label)).toBeVisible()

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.getByRole('link', { name: 'Scroll to Explore' }).click()
    await expect(whyUs).toBeInViewport()
    await expect(whyUs).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test('the hero visual is decoration beside the title at 1280 px and below it at 375 px, inside the screen', async ({
    page,
  }) => {
    await visit(page, '/')
    const visual = page.locator('[data-hero-visual]')
    await expect(visual).toHaveAttribute('aria-hidden', 'true')
    const title = page.getByRole('heading', { level: 1 })
    let t = (await title.boundingBox())!
    let v = (await visual.boundingBox())!
    expect(v.x).toBeGreaterThanOrEqual(t.x + t.width)
    expect(v.y).toBeLessThan(t.y + t.height)

    await page.setViewportSize({ width: 375, height: 812 })
    t = (await title.boundingBox())!
    v = (await visual.boundingBox())!
    expect(v.y).toBeGreaterThan(t.y + t.height)
    expect(v.x + v.width).toBeLessThanOrEqual(375)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('no video is loaded; the poster stays', async ({ page }) => {
      const requested: string[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('.mp4')) requested.push(r.url())
      })
      await visit(page, '/')
      // The site script would give the video its source right after it runs.
      await afterNextFrames(page)
      await expect(page.locator('video')).toBeHidden()
      await expect(page.locator('video')).not.toHaveAttribute('src')
      expect(requested).toEqual([])
    })
  })
})
