import { clickAndMeasure } from './checks/reducedMotion'
import { afterNextFrames, expect, test, visit } from './fixtures'

/**
 * With `prefers-reduced-motion: reduce` the site holds still: count-up figures show their final
 * value at once, no CSS animation or transition runs (fades, slide-ins, dialog pop-ins), in-page
 * links jump instead of scrolling smoothly, and no video is requested or autoplayed. (Every route
 * is checked for moving elements, jumping section links and video in routes.spec.ts, at 375 px.)
 */
test.use({ reducedMotion: 'reduce' })

test.describe('reduced motion', () => {
  test('count-up figures show their final value immediately, including while scrolling into view', async ({
    page,
  }) => {
    await visit(page, '/')
    const counters = page.locator('[data-count-target]')
    const count = await counters.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const counter = counters.nth(i)
      await counter.scrollIntoViewIfNeeded()
      // Read in the same frame as the scroll: no intermediate value may ever be shown.
      const [target, shown] = await counter.evaluate((el) => [
        el.getAttribute('data-count-target'),
        el.querySelector('[aria-hidden="true"]')?.textContent ?? el.textContent,
      ])
      expect(shown, `counter ${i} on /`).toBe(target)
    }
    await afterNextFrames(page)
    const all = await counters.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('data-count-target'),
        el.querySelector('[aria-hidden="true"]')?.textContent ?? el.textContent,
      ]),
    )
    for (const [target, shown] of all) expect(shown).toBe(target)
  })

  test('Scroll to Explore jumps to the section at once, without smooth scrolling', async ({
    page,
  }) => {
    await visit(page, '/')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto')
    const { top, before } = await clickAndMeasure(
      page.getByRole('link', { name: 'Scroll to Explore' }),
    )
    expect(before).toBeGreaterThan(300)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(160)
  })
})
