import { expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('legal pages', () => {
  test('legal: the privacy policy has its sections and the privacy e-mail exactly once', async ({
    page,
    request,
  }) => {
    await visit(page, '/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    const main = page.getByRole('main')
    for (const section of [
      'Information we collect',
      'How we use your information',
      'How we keep it secure',
      'Contact',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    const privacyLinks = main.locator('a[href="mailto:privacy@msingi.example"]')
    await expect(privacyLinks).toHaveCount(1)
    await expect(privacyLinks).toHaveText('privacy@msingi.example')
    expect((await main.innerText()).match(/privacy@msingi\.example/g)).toHaveLength(1)
    await expect(main).toContainText('Msingi AI')
    await expect(main.getByText(/^Last updated:/)).toBeVisible()

    const html = await prerenderedHtml(request, '/privacy')
    expect(html).toContain('We do not use advertising trackers')
  })

  test('legal: the terms cover acceptance, use licence, availability and liability', async ({
    page,
    request,
  }) => {
    await visit(page, '/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    const main = page.getByRole('main')
    for (const section of [
      'Acceptance of these terms',
      'Use licence',
      'Service availability',
      'Limitation of liability',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
    await main.getByRole('link', { name: 'Privacy Policy' }).first().click()
    await expect(page).toHaveURL(/\/privacy$/)

    const html = await prerenderedHtml(request, '/terms')
    expect(html).toContain('governed by the laws of the United Republic of Tanzania')
  })
})
