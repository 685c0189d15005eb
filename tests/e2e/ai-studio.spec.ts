import {
  aiStudioCta,
  aiStudioHero,
  expertise,
  reasons,
} from '../../src/features/ai-studio/aiStudioCopy'
import { expect, test, visit } from './fixtures'

test.describe('AI studio page', () => {
  test('ai-studio: expertise in computer vision, NLP and generative AI, reasons to choose, the 100+ projects claim, and every button leads to /contact', async ({
    page,
  }) => {
    await visit(page, '/ai-studio')
    await expect(page.locator('#expertise article h3')).toHaveText([
      'Computer Vision',
      'Natural Language Processing',
      'Generative AI',
    ])
    for (const item of expertise.items) {
      await expect(
        page.getByRole('list', { name: `${item.title}: benefits` }).getByRole('listitem'),
      ).toHaveText(item.benefits)
    }

    await expect(page.locator(`#${reasons.id} h3`)).toHaveText(reasons.items.map((r) => r.title))
    await expect(
      page.getByRole('heading', { name: '100+ Successful AI Projects Delivered' }),
    ).toBeVisible()

    const buttons = page.getByRole('main').locator('[data-button]')
    await expect(buttons).toHaveText(
      [...aiStudioHero.actions, ...aiStudioCta.actions].map((a) => a.label),
    )
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', '/contact')
    }
    await page.getByRole('link', { name: aiStudioCta.actions[0]!.label }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
