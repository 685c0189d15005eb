import { coreServices, servicesProcess } from '../../src/features/services/servicesCopy'
import { disclosure, expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('services page', () => {
  test('services: every core service with features and a detail block that opens and closes, the process steps, links to research and contact; Explore Services scrolls; Learn More opens each product page', async ({
    page,
  }) => {
    await visit(page, '/services')
    const cards = page.locator('#core-services article')
    await expect(cards).toHaveCount(coreServices.length)
    for (const [i, service] of coreServices.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(service.name)
      await expect(
        cards
          .nth(i)
          .getByRole('list', { name: `${service.name} features` })
          .getByRole('listitem'),
      ).toHaveText(service.features)
    }

    // The process runs its steps in order: Discovery, Strategy, Implementation, Optimization.
    await expect(page.locator('#process ol > li h3')).toHaveText(
      servicesProcess.steps.map((s) => s.title),
    )
    await expect(page.locator('#process ol > li h3')).toHaveText([
      'Discovery',
      'Strategy',
      'Implementation',
      'Optimization',
    ])

    // Archived solutions link to /research, contact calls to action to /contact.
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'View Archived Solutions' })).toHaveAttribute(
      'href',
      '/research',
    )
    const cta = page.locator('#contact-cta')
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expect(cta.getByRole('link', { name: 'Estimate Project' })).toHaveAttribute(
      'href',
      '/contact',
    )

    // Each service's detail block opens and closes on click.
    for (const service of coreServices) {
      const { summary: toggle, details } = disclosure(
        page,
        new RegExp(`^${service.detail.title}\\W+${service.name}$`),
      )
      const detail = page.getByText(service.detail.paragraphs[0] ?? '')
      await expect(details).not.toHaveAttribute('open')
      await expect(detail).toBeHidden()
      await toggle.click()
      await expect(details).toHaveAttribute('open')
      await expect(detail).toBeVisible()
      await toggle.click()
      await expect(detail).toBeHidden()
    }

    await page.getByRole('link', { name: 'Explore Services' }).click()
    await expect(page.locator('#core-services')).toBeInViewport()
    await expect(page.locator('#core-services')).toBeFocused()

    // Learn More leads to each product page, opened at the top.
    for (const service of coreServices) {
      const link = page.getByRole('link', { name: `Learn More about ${service.name}` })
      await expect(link).toHaveText(/^Learn More/)
      await expect(link).toHaveAttribute('href', service.to)
    }
    await page.getByRole('link', { name: 'Learn More about Quantum Annotate' }).click()
    await expect(page).toHaveURL(/\/quantum-annotate$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quantum Annotate')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('services: the prerendered HTML holds every detail block', async ({ request }) => {
    const body = await prerenderedHtml(request, '/services')
    for (const service of coreServices) {
      for (const p of service.detail.paragraphs) expect(body).toContain(p)
    }
  })

  test('services: on a phone each service is one fold, its name and line in the summary and the rest inside; from 1024 px every card shows all of it without a toggle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, '/services')
    const folds = page.locator('#core-services [data-service-fold]')
    await expect(folds).toHaveCount(coreServices.length)
    for (const [i, service] of coreServices.entries()) {
      const fold = folds.nth(i)
      const summary = fold.locator('> summary')
      await expect(summary.getByRole('heading', { level: 3 })).toHaveText(service.name)
      await expect(summary).toContainText(service.summary)
      const features = fold.getByRole('list', { name: `${service.name} features` })
      await expect(fold).not.toHaveAttribute('open')
      await expect(features).toBeHidden()
      // Learn More stays outside the fold.
      await expect(
        page.getByRole('link', { name: `Learn More about ${service.name}` }),
      ).toBeVisible()
      await summary.click()
      await expect(features).toBeVisible()
      expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }

    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/services')
    for (const [i, service] of coreServices.entries()) {
      const fold = folds.nth(i)
      await expect(fold).not.toHaveAttribute('open')
      await expect(fold.getByRole('list', { name: `${service.name} features` })).toBeVisible()
      await expect(fold.locator('> summary > svg')).toBeHidden()
    }
  })
})
