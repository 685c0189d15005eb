import type { Page } from '@playwright/test'
import { researchSolutions } from '../../src/generated/content/research'
import { expect, prerenderedHtml, test, visit } from './fixtures'

const filters = (page: Page) => page.getByRole('group', { name: 'Filter products by tag' })
const tagButton = (page: Page, name: string) =>
  filters(page).getByRole('button', { name, exact: true })
const shownTitles = (page: Page) => page.locator('[data-research-card] h3')
const titleOf = (slug: string) => researchSolutions.find((s) => s.slug === slug)!.title

test.describe('research list', () => {
  test('research: three retired solutions, All Products and one button per distinct tag; tags multi-select, a card shows with any selected tag, All Products clears; closing buttons; Learn More opens each detail page', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await visit(page, '/research')
    expect(researchSolutions.map((s) => s.slug).sort()).toEqual([
      'ai-proctoring',
      'askari-llm',
      'surasoft',
    ])
    await expect(shownTitles(page)).toHaveCount(3)
    for (const s of researchSolutions) {
      const card = page.locator(`[data-research-card="${s.slug}"]`)
      await expect(card).toContainText('Retired')
      await expect(card).toContainText(s.tagline)
      await expect(card).toContainText(String(s.launchDate))
    }
    await expect(filters(page).getByRole('button')).toHaveText([
      'All Products',
      'SaaS',
      'Computer Vision',
      'Education',
      'AI Monitoring',
      'LLM Guardrails',
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

    // Tags multi-select; a card shows with any selected tag; All Products clears.
    await tagButton(page, 'Education').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveText([titleOf('ai-proctoring')])

    await tagButton(page, 'LLM Guardrails').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'LLM Guardrails')).toHaveAttribute('aria-pressed', 'true')
    await expect(shownTitles(page)).toHaveText([titleOf('ai-proctoring'), titleOf('askari-llm')])
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 3 products')

    // Clicking a selected tag deselects it.
    await tagButton(page, 'Education').click()
    await expect(tagButton(page, 'Education')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveText([titleOf('askari-llm')])

    await tagButton(page, 'All Products').click()
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'true')
    await expect(tagButton(page, 'LLM Guardrails')).toHaveAttribute('aria-pressed', 'false')
    await expect(shownTitles(page)).toHaveCount(3)

    // Deselecting the last tag shows everything again.
    await tagButton(page, 'SaaS').click()
    await expect(shownTitles(page)).toHaveCount(2)
    await tagButton(page, 'SaaS').click()
    await expect(shownTitles(page)).toHaveCount(3)
    await expect(tagButton(page, 'All Products')).toHaveAttribute('aria-pressed', 'true')

    // Learn More opens each detail page (and Back returns to the list).
    for (const s of researchSolutions) {
      await page.getByRole('link', { name: `Learn More about ${s.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`/research/${s.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title)
      await page.goBack()
      await expect(page).toHaveURL(/\/research$/)
      await expect(shownTitles(page)).toHaveCount(3)
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
      for (const text of [s.problem, s.impact, ...s.methodology, ...s.technologies]) {
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
      await main.getByRole('link', { name: 'All Research' }).click()
      await expect(page).toHaveURL(/\/research$/)
    })
  }

  test('research: an unknown name redirects to the research list', async ({ page }) => {
    await page.goto('/research/no-such-product')
    await expect(page).toHaveURL(/\/research$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Archived solutions from our research lab',
    )
    await expect(shownTitles(page)).toHaveCount(3)
  })
})
