import { IMAGE_FORMATS } from '../../src/ui/responsiveImages'
import { expect, test, visit } from './fixtures'

/**
 * What makes first paint fast and stable, checked in the browser: the self-hosted, preloaded Inter
 * face and its metric-matched fallback, the hero poster as a responsive AVIF/WebP picture marked as
 * the LCP image and the hero video kept out of the critical path. (No layout shift while loading and
 * lazy images below the fold are checked on every route in routes.spec.ts.)
 */
test.describe('fonts', () => {
  test('Inter is self-hosted, preloaded, swapped in, and the preload is the face the page uses', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const preload =
      /<link rel="preload" href="(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(
        html,
      )
    expect(preload, 'font preload in <head>').not.toBeNull()
    const face =
      /@font-face\{font-family:'Inter Variable';[^}]*font-display:swap;src:url\(([^)]+)\)/.exec(
        html,
      )
    expect(face?.[1], '@font-face uses the preloaded file').toBe(preload?.[1])
    expect(html).toMatch(/@font-face\{font-family:'Inter Fallback';[^}]*size-adjust:/)

    const fontRequests: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fontRequests.push(new URL(r.url()).pathname)
    })
    await visit(page, '/')
    await page.evaluate(async () => {
      await document.fonts.ready
    })
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable", "Inter Fallback"/,
    )
    // One font file, from the site itself (the preload is reused, not fetched twice).
    expect(fontRequests).toEqual([preload?.[1]])
  })

  test('the fallback face occupies the same space as Inter (no shift when the font swaps)', async ({
    page,
  }) => {
    await visit(page, '/about')
    const sizes = await page.evaluate(async () => {
      await document.fonts.ready
      for (const weight of [400, 600, 700])
        for (const family of ["'Inter Variable'", "'Inter Fallback'"])
          await document.fonts.load(`${weight} 16px ${family}`, 'a0')
      const text =
        'Custom AI, MLOps, analytics and data annotation from a Dar es Salaam team that works with clients worldwide. Request a free project estimate.'
      const measure = (family: string, weight: number, boxWidth = '600px') => {
        const el = document.createElement('p')
        el.textContent = text
        el.style.cssText = `position:absolute;width:${boxWidth};margin:0;font:${weight} 16px/1.6 ${family};`
        document.body.append(el)
        const span = document.createElement('span')
        span.textContent = text
        span.style.cssText = `white-space:nowrap;font:${weight} 16px ${family};position:absolute`
        document.body.append(span)
        const box = el.getBoundingClientRect()
        const result = {
          height: box.height,
          box: box.width,
          width: span.getBoundingClientRect().width,
        }
        el.remove()
        span.remove()
        return result
      }
      return [400, 600, 700].map((weight) => ({
        weight,
        inter: measure("'Inter Variable'", weight),
        fallback: measure("'Inter Fallback'", weight),
        // The ch unit (width of the digit zero) must not change when the font swaps.
        interCh: measure("'Inter Variable'", weight, '40ch'),
        fallbackCh: measure("'Inter Fallback'", weight, '40ch'),
      }))
    })
    for (const size of sizes) {
      const at = `weight ${size.weight}`
      expect(size.inter.width, at).toBeGreaterThan(100)
      expect(Math.abs(size.fallback.width / size.inter.width - 1), `${at}: width`).toBeLessThan(
        0.01,
      )
      expect(size.fallback.height, `${at}: paragraph height`).toBe(size.inter.height)
      expect(Math.abs(size.fallbackCh.box - size.interCh.box), `${at}: 40ch`).toBeLessThan(2)
    }
  })
})

test.describe('home hero', () => {
  test('the poster is a responsive AVIF/WebP picture with its size, loaded first as the LCP image', async ({
    page,
  }) => {
    await visit(page, '/')
    const poster = page.locator('section[aria-labelledby="home-title"] picture img')
    await expect(poster).toHaveAttribute('fetchpriority', 'high')
    await expect(poster).toHaveAttribute('width', '1600')
    await expect(poster).toHaveAttribute('height', '900')
    await expect(poster).not.toHaveAttribute('loading', 'lazy')
    const sources = page.locator('section[aria-labelledby="home-title"] picture source')
    // One source per format the build writes, AVIF first, WebP for browsers without it.
    await expect(sources).toHaveCount(IMAGE_FORMATS.length)
    await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif')
    await expect(sources.nth(0)).toHaveAttribute('srcset', /hero-poster-480\.avif 480w.*1600w/)
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp')
    // Chromium picks the AVIF at a width that fits the viewport.
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/img\/hero-poster-\d+\.avif$/)
    expect(
      await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true)
  })
})
