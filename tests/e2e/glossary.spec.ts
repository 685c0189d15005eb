import { glossaryTerms } from '../../src/generated/indexes/glossary'
import { expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('glossary', () => {
  test('glossary: every AI term with its definitions, in the HTML too; the index links to each term', async ({
    page,
    request,
  }) => {
    expect(glossaryTerms).not.toHaveLength(0)
    const html = await prerenderedHtml(request, '/glossary')
    for (const t of glossaryTerms) expect(html).toContain(t.definition[0]!.slice(0, 80))

    await visit(page, '/glossary')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI glossary')
    const terms = page.getByRole('term')
    await expect(terms).toHaveText(glossaryTerms.map((t) => t.term))
    for (const t of glossaryTerms) {
      await expect(page.getByRole('definition').filter({ hasText: t.definition[0]! })).toBeVisible()
    }

    const term = glossaryTerms[3]!
    await page
      .getByRole('navigation', { name: 'Terms on this page' })
      .getByRole('link', { name: term.term })
      .click()
    await expect(page).toHaveURL(new RegExp(`#${term.slug}$`))
    await expect(page.locator(`#${term.slug}`)).toBeInViewport()
  })
})
