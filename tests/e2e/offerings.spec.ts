import { mlopsDevopsPage } from '../../src/features/mlops-devops/mlopsDevopsCopy'
import type { Action, ProductPageContent } from '../../src/features/offerings/offeringTypes'
import { analyticsPage } from '../../src/features/quantum-analytics/analyticsCopy'
import { annotatePage } from '../../src/features/quantum-annotate/annotateCopy'
import { genaiPage } from '../../src/features/quantum-genai/genaiCopy'
import { quantumFamily } from '../../src/features/offerings/quantumFamily'
import { expectReachable } from './checks/hitTest'
import { expect, prerenderedHtml, test, visit } from './fixtures'

/**
 * The four product pages share one layout (hero, stats, capability cards, features, process,
 * technologies, reasons, closing call to action); this spec checks that layout on each of them.
 * Page-specific figures and buttons are in each page's own spec.
 */
const productPages: [string, ProductPageContent][] = [
  ['/quantum-analytics', analyticsPage],
  ['/quantum-annotate', annotatePage],
  ['/quantum-genai', genaiPage],
  ['/mlops-devops', mlopsDevopsPage],
]

/** React escapes these five characters in prerendered text. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

function allText(c: ProductPageContent): string[] {
  return [
    c.hero.title,
    c.hero.tagline,
    c.hero.lead,
    ...c.stats.items.flatMap((s) => [s.value, s.label]),
    ...c.capabilities.items.flatMap((i) => [i.title, i.description, ...i.benefits]),
    ...(c.features?.items ?? []).flatMap((i) => [i.title, i.description]),
    ...c.process.steps.flatMap((s) => [s.title, s.description]),
    ...(c.technologies?.items ?? []).flatMap((t) => [t.name, t.description, t.category]),
    ...(c.whyChoose?.items ?? []).flatMap((r) => [r.title, r.description]),
    c.cta.title,
    c.cta.text,
    ...[...c.hero.actions, ...c.cta.actions].map((a) => a.label),
  ]
}

const links = (actions: Action[]) =>
  actions.filter((a): a is Extract<Action, { to: string }> => 'to' in a)

for (const [path, content] of productPages) {
  test.describe(`product page ${path}`, () => {
    test(`${path}: the prerendered HTML holds every section's full text`, async ({ request }) => {
      const body = await prerenderedHtml(request, path)
      for (const text of allText(content)) expect(body, text).toContain(html(text))
    })

    test(`${path}: sections fade in on load; shows every section; each button leads to its target`, async ({
      page,
    }) => {
      await visit(page, path)
      // Sections fade and slide in on load.
      for (const id of [content.stats.id, content.capabilities.id, content.process.id]) {
        const names = await page
          .locator(`#${id}`)
          .evaluate((el) =>
            el.getAnimations({ subtree: true }).map((a) => (a as CSSAnimation).animationName),
          )
        expect(names.length, `${id} animates in`).toBeGreaterThan(0)
      }
      // Once the entrance is over, everything is fully opaque.
      const firstCard = page.locator(`#${content.capabilities.id} li`).first()
      await expect.poll(() => firstCard.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.title)
      await expect(page.locator('h1')).toHaveCount(1)

      const stats = page.locator(`#${content.stats.id}`)
      for (const s of content.stats.items) {
        await expect(stats.locator(`[data-count-target="${s.value}"]`)).toHaveCount(1)
        await expect(stats.getByText(s.label, { exact: true })).toBeVisible()
      }

      const cards = page.locator(`#${content.capabilities.id}`)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        content.capabilities.items.map((c) => c.title),
      )
      for (const c of content.capabilities.items) {
        const benefits = cards.getByRole('list', { name: `${c.title}: benefits` })
        await expect(benefits.getByRole('listitem')).toHaveText(c.benefits)
      }

      if (content.features) {
        await expect(
          page.locator(`#${content.features.id}`).getByRole('heading', { level: 3 }),
        ).toHaveText(content.features.items.map((f) => f.title))
      }

      const steps = page.locator(`#${content.process.id} ol > li`)
      await expect(steps).toHaveCount(content.process.steps.length)
      for (const [i, s] of content.process.steps.entries()) {
        await expect(steps.nth(i)).toContainText(`Step 0${s.step}`)
        await expect(steps.nth(i).getByRole('heading')).toHaveText(s.title)
      }

      if (content.technologies) {
        const tiles = page.locator(`#${content.technologies.id} li`)
        await expect(tiles).toHaveCount(content.technologies.items.length)
        for (const [i, t] of content.technologies.items.entries()) {
          await expect(tiles.nth(i).getByRole('heading')).toHaveText(t.name)
          await expect(tiles.nth(i)).toContainText(t.category)
        }
      }

      if (content.whyChoose) {
        await expect(
          page.locator(`#${content.whyChoose.id}`).getByRole('heading', { level: 3 }),
        ).toHaveText(content.whyChoose.items.map((r) => r.title))
      }

      // Every button links to its target.
      const hero = page.getByRole('main').locator('section').first()
      for (const a of links(content.hero.actions)) {
        await expect(hero.getByRole('link', { name: a.label, exact: true })).toHaveAttribute(
          'href',
          a.to,
        )
      }
      const closing = page.locator('#get-started')
      await expect(closing.getByRole('heading', { level: 2 })).toHaveText(content.cta.title)
      for (const a of links(content.cta.actions)) {
        await expect(closing.getByRole('link', { name: a.label, exact: true })).toHaveAttribute(
          'href',
          a.to,
        )
      }

      // The hero's explore button scrolls to its section.
      const scroll = content.hero.actions.find((a) => 'scrollTo' in a)
      if (!scroll || !('scrollTo' in scroll)) throw new Error(`${path} has no scroll button`)
      const target = page.locator(`#${scroll.scrollTo}`)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await page.getByRole('link', { name: scroll.label, exact: true }).click()
      await expect(target).toBeInViewport()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
      await expect(target).toBeFocused()
      await expect(page).toHaveURL(new RegExp(`#${scroll.scrollTo}$`))
    })
  })
}

test.describe('product pages with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('no entrance animation runs and figures show their final value', async ({ page }) => {
    await visit(page, '/quantum-analytics')
    const running = await page
      .getByRole('main')
      .evaluate((el) => el.getAnimations({ subtree: true }).length)
    expect(running).toBe(0)
    const shown = page.locator('#results [data-count-target] [aria-hidden="true"]')
    await expect(shown).toHaveText(analyticsPage.stats.items.map((s) => s.value))
  })
})

test.describe('product pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the prerendered page shows every section and its final figures', async ({ page }) => {
    await page.goto('/quantum-annotate')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(annotatePage.hero.title)
    for (const s of annotatePage.stats.items) {
      await expect(
        page.locator(`[data-count-target="${s.value}"] [aria-hidden="true"]`),
      ).toHaveText(s.value)
    }
    for (const c of annotatePage.capabilities.items) {
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible()
    }
    const lastStep = page.locator('#process li').last()
    await expect.poll(() => lastStep.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  })
})

test.describe('product pages: process steps', () => {
  test.use({ reducedMotion: 'reduce' })
  test('no step icon sits over its title or sentence, on phones, tablets and desktops', async ({
    page,
  }) => {
    for (const [path] of productPages) {
      await visit(page, path)
      for (const width of [375, 820, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        const overlaps = await page.locator('#process ol > li').evaluateAll((items) =>
          items.flatMap((li) => {
            const icon = li.querySelector('svg')?.getBoundingClientRect()
            if (!icon) return []
            return [...li.querySelectorAll('h3, p')].flatMap((el) => {
              const range = document.createRange()
              range.selectNodeContents(el)
              const hit = [...range.getClientRects()].some(
                (r) =>
                  r.left < icon.right &&
                  r.right > icon.left &&
                  r.top < icon.bottom &&
                  r.bottom > icon.top,
              )
              return hit ? [el.textContent ?? ''] : []
            })
          }),
        )
        expect(overlaps, `${path} at ${width} px`).toEqual([])
      }
    }
  })
})

test.describe('product openings on light (rounds 6 and 8)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('the Quantum pages share the family bar (this page marked), and each opens with a composition of its own on light: no navy stage, no window', async ({
    page,
  }) => {
    const devices = new Set<string | null>()
    for (const { to } of quantumFamily) {
      await visit(page, to)
      const opening = page.getByRole('main').locator('section').first()
      await expect(opening).toHaveAttribute('data-opening', 'quantum')
      const family = opening.getByRole('navigation', { name: 'Quantum products' })
      const links = family.getByRole('link')
      await expect(links).toHaveCount(quantumFamily.length)
      for (const [i, member] of quantumFamily.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', member.to)
        const current = await links.nth(i).getAttribute('aria-current')
        expect(current, `${to}: ${member.to} marked`).toBe(member.to === to ? 'page' : null)
        expect((await links.nth(i).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
      // Each page its own device (round 8: the three were one navy window, "interchangeable").
      devices.add(await opening.getAttribute('data-quantum-device'))
      await expect(opening.locator('[data-stage]'), `${to}: no navy stage`).toHaveCount(0)
      // Light ground throughout: no dark panel larger than a sign or a tag in the opening.
      const darkPanels = await opening.evaluate((root) =>
        [root, ...root.querySelectorAll<HTMLElement>('*')]
          .filter((el) => !(el instanceof SVGElement))
          .filter((el) => {
            const box = el.getBoundingClientRect()
            if (box.width * box.height < 200 * 120) return false
            const [r, g, b, a = 1] = (
              getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []
            ).map(Number)
            return a > 0.5 && (r! + g! + b!) / 3 < 100
          })
          .map((el) => `${el.tagName}.${el.className}`),
      )
      expect(darkPanels, `${to}: dark panels in the opening`).toEqual([])
      // Nothing drawn over the buttons or the family switch (labels and cards lie on the picture).
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await expectReachable(opening.getByRole('link'), `${to} opening @${width}px`)
      }
      await page.setViewportSize({ width: 1280, height: 800 })
    }
    expect(devices.size, 'three openings, three compositions').toBe(quantumFamily.length)
  })

  test('/mlops-devops opens on a light printed sheet, no navy stage: its name, then the run sheet across it', async ({
    page,
  }) => {
    await visit(page, '/mlops-devops')
    const opening = page.getByRole('main').locator('section').first()
    await expect(opening).toHaveAttribute('data-opening', 'run-sheet')
    await expect(opening.locator('[data-stage]')).toHaveCount(0)
    const sheet = opening.locator('[data-sheet]')
    const light = await sheet.evaluate((el) => {
      const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number)
      return (r! + g! + b!) / 3 > 200
    })
    expect(light, 'the sheet is light').toBe(true)
    const title = await page.locator('h1').boundingBox()
    const runSheet = await sheet.locator('table').boundingBox()
    const frame = await sheet.boundingBox()
    expect(runSheet!.y).toBeGreaterThan(title!.y + title!.height)
    expect(runSheet!.width).toBeGreaterThan(frame!.width * 0.85)
    expect(runSheet!.y).toBeLessThan(800)
  })
})
