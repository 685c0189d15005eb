import type { Page } from '@playwright/test'
import { researchTags } from '../../src/features/collections/taxonomy'
import { researchSolutions } from '../../src/generated/indexes/research'
import { researchHero } from '../../src/features/research/researchCopy'
import { impactParts } from '../../src/features/research/impactParts'
import { expect, prerenderedHtml, test, visit } from './fixtures'

const filters = (page: Page) => page.getByRole('group', { name: 'Filter products by tag' })
const tagButton = (page: Page, name: string) =>
  filters(page).getByRole('button', { name, exact: true })
const shownTitles = (page: Page) => page.locator('[data-research-card] h3')
const total = researchSolutions.length
/** What a tag filter should show: the titles of the solutions having any of these tags, in order. */
const withAnyTag = (...tags: string[]) =>
  researchSolutions.filter((s) => s.tags.some((t) => tags.includes(t))).map((s) => s.title)

test.describe('research list', () => {
  test('research: every retired solution, All Products and one button per distinct tag; tags multi-select, a card shows with any selected tag, All Products clears; closing buttons; Learn More opens each detail page', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await visit(page, '/research')
    await expect(shownTitles(page)).toHaveCount(total)
    for (const s of researchSolutions) {
      const card = page.locator(`[data-research-card="${s.slug}"]`)
      await expect(card).toContainText('Retired')
      await expect(card).toContainText(s.tagline)
      await expect(card).toContainText(String(s.launchDate))
    }
    // One button per tag some solution has, in the taxonomy's order.
    await expect(filters(page).getByRole('button')).toHaveText([
      'All Products',
      ...researchTags.filter((tag) => researchSolutions.some((s) => s.tags.includes(tag))),
    ])
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'true')

    // Closing buttons go to services and contact.
    const closing = page.locator('#research-next')
    await expect(closing.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    await expect(closing.getByRole('link', { name: 'Start a Project' })).toHaveAttribute(
      'href',
      '/contact',
    )

    // Tags multi-select; a card shows with any selected tag; All Products clears. (The tags chosen
    // narrow the list, and the second one adds to it.)
    const education = withAnyTag('Education')
    const either = withAnyTag('Education', 'LLM Guardrails')
    expect(education.length).toBeLessThan(total)
    expect(either.length).toBeGreaterThan(education.length)
    await tagButton(page, 'Education').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveText(education)

    await tagButton(page, 'LLM Guardrails').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'LLM Guardrails')).toHaveAttribute('aria-pressed', 'true')
    await expect(shownTitles(page)).toHaveText(either)
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${either.length} of ${total} products`,
    )

    // Clicking a selected tag deselects it.
    await tagButton(page, 'Education').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveText(withAnyTag('LLM Guardrails'))

    await tagButton(page, 'All Products').click()
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'LLM Guardrails')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveCount(total)

    // Deselecting the last tag shows everything again.
    await tagButton(page, 'SaaS').click()
    await expect(shownTitles(page)).toHaveCount(withAnyTag('SaaS').length)
    await tagButton(page, 'SaaS').click()
    await expect(shownTitles(page)).toHaveCount(total)
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'true')

    // Learn More opens each detail page (and Back returns to the list).
    for (const s of researchSolutions) {
      await page.getByRole('link', { name: `Learn More about ${s.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`/research/${s.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title)
      await page.goBack()
      await expect(page).toHaveURL(/\/research$/)
      await expect(shownTitles(page)).toHaveCount(total)
    }
  })
})

test.describe('research detail', () => {
  for (const s of researchSolutions) {
    test(`research: /research/${s.slug} shows every field and is in the HTML`, async ({
      page,
      request,
    }) => {
      const html = await prerenderedHtml(request, `/research/${s.slug}`)
      // The impact is set as a lead and points: every sentence of it is in the HTML.
      const impact = impactParts(s.impact)
      for (const text of [
        s.problem,
        impact.lead,
        ...impact.points,
        ...s.methodology,
        ...s.technologies,
      ]) {
        expect(html).toContain(text.replace(/&/g, '&amp;'))
      }
      await visit(page, `/research/${s.slug}`)
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title)
      await expect(main).toContainText(s.tagline)
      await expect(main).toContainText(s.category)
      await expect(main).toContainText(String(s.launchDate))
      await expect(main).toContainText(s.status)
      await expect(main).toContainText(s.description[0]!)
      for (const heading of [
        'The problem',
        'Methodology',
        'Technologies',
        'Key results',
        'Overall impact',
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      for (const r of s.results) {
        await expect(main.locator('#results')).toContainText(r.label)
        await expect(main.locator('#results')).toContainText(r.value)
      }
      await expect(main.getByRole('link', { name: 'Discuss Your Project' })).toHaveAttribute(
        'href',
        '/contact',
      )
      // What happened to the product as a timeline, and the rest of the archive, one link each.
      await expect(main.locator('#impact ol > li')).not.toHaveCount(0)
      await expect(main.locator('#impact ol > li').first()).toContainText(String(s.launchDate))
      const others = researchSolutions.filter((o) => o.slug !== s.slug)
      const related = main.locator('#archive a')
      await expect(related).toHaveCount(others.length)
      for (const [i, o] of others.entries())
        await expect(related.nth(i)).toHaveAttribute('href', `/research/${o.slug}`)
      // The impact's summary comes before the buttons that act on it, on a phone too.
      await page.setViewportSize({ width: 375, height: 800 })
      const summary = await main.locator('#impact p').first().boundingBox()
      const buttons = await main.getByRole('link', { name: 'Discuss Your Project' }).boundingBox()
      expect(buttons!.y).toBeGreaterThan(summary!.y + summary!.height)
      await page.setViewportSize({ width: 1280, height: 720 })
      await main.getByRole('link', { name: 'All Research' }).click()
      await expect(page).toHaveURL(/\/research$/)
    })
  }

  test('research: an unknown name redirects to the research list', async ({ page }) => {
    await page.goto('/research/no-such-product')
    await expect(page).toHaveURL(/\/research$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(researchHero.title)
    await expect(shownTitles(page)).toHaveCount(total)
  })
})
