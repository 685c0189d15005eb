import {
  featuredResources,
  newsletter,
  resourceCategories,
  webinars,
  webinarsSection,
} from '../../src/features/resources/resourcesCopy'
import { expect, test, visit } from './fixtures'

test.describe('resources page', () => {
  test('resources: the hero button scrolls smoothly to Featured Resources; every featured resource, category and webinar; every button leads to the contact page', async ({
    page,
  }) => {
    await visit(page, '/resources')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Resources')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const button = page.getByRole('link', { name: 'Browse Featured Resources' })
    await expect(button).toHaveAttribute('href', '#featured')
    // Smooth scrolling is asynchronous: right after the click the page has not jumped yet.
    const rightAfterClick = await button.evaluate((link) => {
      ;(link as HTMLAnchorElement).click()
      return window.scrollY
    })
    expect(rightAfterClick).toBe(0)
    const featured = page.locator('#featured')
    await expect(featured).toBeFocused()
    await expect(featured).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)

    // The featured resources with category, downloads and Download.
    const cards = page.locator('#featured [data-featured-resource]')
    await expect(cards).toHaveCount(featuredResources.length)
    for (const [i, resource] of featuredResources.entries()) {
      const card = cards.nth(i)
      await expect(card.getByText(resource.category, { exact: true })).toBeVisible()
      await expect(card.getByText(`${resource.downloadCount} downloads`)).toBeVisible()
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(resource.title)
      await expect(card.getByText(resource.description)).toBeVisible()
      await expect(card.getByRole('link', { name: /^Download/ })).toHaveAttribute(
        'href',
        '/contact',
      )
    }
    await expect(cards.getByText(/^\S+ downloads$/)).toHaveText(
      featuredResources.map((r) => `${r.downloadCount} downloads`),
    )

    // The categories list their items and View All in each.
    const categories = page.locator('#categories [data-resource-category]')
    await expect(categories).toHaveCount(resourceCategories.length)
    for (const [i, category] of resourceCategories.entries()) {
      const card = categories.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(category.title)
      await expect(card.getByRole('listitem')).toHaveCount(category.items.length)
      for (const item of category.items) {
        await expect(card.getByRole('listitem').filter({ hasText: item.name })).toContainText(
          `${item.type} · ${item.size}`,
        )
      }
      await expect(
        card.getByRole('link', { name: `View All in ${category.title}` }),
      ).toHaveAttribute('href', '/contact')
    }

    // The past webinars in March 2024, East Africa Time, each with a way to ask for its recording.
    const rows = page.locator('#webinars [data-webinar]')
    await expect(rows).toHaveCount(webinars.length)
    for (const [i, webinar] of webinars.entries()) {
      const row = rows.nth(i)
      await expect(row.getByRole('heading', { level: 3 })).toHaveText(webinar.title)
      await expect(row.locator('time')).toHaveText(/^March \d{1,2}, 2024$/)
      await expect(row.locator('time')).toHaveAttribute('datetime', webinar.startsAt)
      await expect(row.getByText(/^\d{2}:\d{2} EAT$/)).toHaveText(webinar.time)
      await expect(row.getByText(webinar.presenter)).toBeVisible()
      // The button is a flex box, so its visible label and its hidden ": title" are named apart.
      const recording = row.getByRole('link', {
        name: new RegExp(`^${webinarsSection.registerLabel}\\s*:`),
      })
      await expect(recording).toHaveAttribute('href', '/contact')
      await expect(recording).toContainText(webinar.title)
    }

    // Every button on the page leads to the contact page.
    const buttons = page.getByRole('main').locator('a[data-button]')
    // A Download per featured resource, a View All per category, a recording per webinar, and the
    // hero's in-page scroll link.
    const toContact = featuredResources.length + resourceCategories.length + webinars.length
    await expect(buttons).toHaveCount(toContact + 1)
    const hrefs = await buttons.evaluateAll((links) => links.map((l) => l.getAttribute('href')))
    expect(hrefs.filter((h) => h !== '#featured')).toEqual(Array(toContact).fill('/contact'))
    await page
      .getByRole('link', { name: new RegExp(`^${webinarsSection.registerLabel}`) })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  for (const [width, least] of [
    [1280, 12],
    [375, 11],
  ] as const) {
    test(`resources: at ${width} px a webinar's facts are a key-value list at ${least} px or more in a readable colour`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await visit(page, '/resources')
      const facts = page.locator('#webinars [data-webinar] dl')
      await expect(facts).toHaveCount(webinars.length)
      await expect(facts.first().locator('dt')).toHaveText([
        webinarsSection.dateLabel,
        webinarsSection.presenterLabel,
      ])
      const styles = await page
        .locator('#webinars')
        .locator('dt, dd, figcaption, li span, [data-webinar] p')
        .evaluateAll((els) =>
          els.map((el) => {
            const style = getComputedStyle(el)
            const [r, g, b] = (style.color.match(/\d+/g) ?? []).map(Number)
            return { size: parseFloat(style.fontSize), lightness: (r! + g! + b!) / 3 }
          }),
        )
      for (const { size, lightness } of styles) {
        expect(size).toBeGreaterThanOrEqual(least)
        // Dark enough to read on white: ink, body text or the strong teal, never a mid-grey.
        expect(lightness).toBeLessThan(90)
      }
    })
  }

  test('resources: Subscribe sends nothing and takes the visitor to the contact page', async ({
    page,
  }) => {
    const address = 'reader@example.org'
    const carried: string[] = []
    page.on('request', (r) => {
      if (decodeURIComponent(r.url() + (r.postData() ?? '')).includes(address))
        carried.push(r.url())
    })
    await visit(page, '/resources')
    const section = page.locator('#newsletter')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Stay Updated')
    await expect(section.getByText(newsletter.note)).toBeVisible()
    const input = section.getByLabel('Email address')
    await expect(input).toHaveAttribute('type', 'email')
    await input.fill(address)
    await section.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(carried).toEqual([])
  })
})
