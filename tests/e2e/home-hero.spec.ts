import {
  community,
  whyUsGroups,
  whyUsMetrics,
  whyUsStatement,
} from '../../src/features/home/homeCopy'
import { afterNextFrames, expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('home: hero and why-us', () => {
  test('without a configured video address the hero has no video and the page asks no other host for anything; why-us shows its metric tiles and the community counter; Scroll to Explore scrolls to it', async ({
    page,
    request,
    baseURL,
  }) => {
    // The prerendered hero already shows the poster artwork, before any script runs. This build
    // configures no video (VITE_HERO_VIDEO_URL): the placeholder address is never requested.
    const html = await prerenderedHtml(request, '/')
    expect(html).toContain('/media/hero-poster.svg')
    expect(html).not.toContain('<video')

    const elsewhere: string[] = []
    page.on('request', (r) => {
      if (!r.url().startsWith(`${baseURL}/`)) elsewhere.push(r.url())
    })
    await visit(page, '/')
    await afterNextFrames(page)
    expect(elsewhere).toEqual([])

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

  test('why-us stages its figures by claim: each group is named, says where its figures come from above them, and the statement figure has a caption at reading size', async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, '/')
      const whyUs = page.locator('#why-us')
      for (const group of whyUsGroups) {
        const box = whyUs.getByRole('group', { name: group.claim })
        await expect(box, `${group.claim} @${width}`).toBeVisible()
        // The source line belongs to its group: inside it, above every figure of it.
        const evidence = box.locator('[data-evidence]')
        await expect(evidence).toHaveText(group.evidence)
        const bottom = (await evidence.boundingBox())!.y + (await evidence.boundingBox())!.height
        for (const m of group.metrics) {
          const figure = box.locator(`[data-count-target="${m.value}"]`).first()
          expect(
            (await figure.boundingBox())!.y,
            `${m.label} under its source @${width}`,
          ).toBeGreaterThan(bottom)
        }
      }
      // The statement: its caption is a sentence at 16 px or more, not small print.
      const statement = whyUs.locator('[data-statement-figure]')
      const sentence = statement.getByText(whyUsStatement.sentence)
      await expect(sentence).toBeVisible()
      const size = await sentence.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
      expect(size, `statement caption @${width}`).toBeGreaterThanOrEqual(16)
    }
  })
})
