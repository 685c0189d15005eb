import { dashboard } from '../../src/features/offerings/dashboardCopy'
import {
  aiStudio,
  businessAnalysis,
  joinMovement,
  mlops,
  onPremises,
  pipelineSteps,
  solutionCards,
  solutions,
  studioProducts,
  whyUs,
} from '../../src/features/home/homeCopy'
import { clients } from '../../content/clients'
import { logoWall } from '../../src/features/clients/clientsCopy'
import { homeTestimonialCount } from '../../src/features/home/homeCopy'
import { disclosure, expect, prerenderedHtml, test, visit } from './fixtures'

test.describe('home: sections after the hero', () => {
  test('home: sections in the spec order; AI studio, MLOps diagram and expandable pipeline steps, business analysis figures, the solution cards; every button goes where the spec says and opens its page at the top', async ({
    page,
  }) => {
    test.slow() // several pages visited in turn
    await visit(page, '/')
    const headings = await page.getByRole('main').locator('h2').allTextContents()
    const order = [
      whyUs.title,
      aiStudio.title,
      mlops.title,
      businessAnalysis.title,
      solutions.title,
      onPremises.title,
      joinMovement.title,
    ].map((title) => headings.indexOf(title))
    expect(
      order.every((i) => i >= 0),
      headings.join(' | '),
    ).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)

    // The AI studio links each product to its page.
    const studio = page.locator(`#${aiStudio.id}`)
    for (const product of studioProducts) {
      await expect(studio.getByRole('heading', { name: product.name })).toBeVisible()
      await expect(studio.getByRole('link', { name: product.link.label })).toHaveAttribute(
        'href',
        product.link.to,
      )
    }
    await expect(studio).toContainText('100+ AI projects delivered')

    // MLOps shows a labelled Dataset → Model → Deploy diagram (one release run, in real text).
    const diagram = page.getByRole('figure', { name: /^Dataset → Model → Deploy/ })
    await expect(diagram).toBeVisible()
    await expect(diagram.getByRole('listitem').locator('strong')).toHaveText([
      'Dataset',
      'Model',
      'Deploy',
    ])

    // Each pipeline step expands and collapses on click.
    const pipeline = page.locator(`#${mlops.id}`)
    await expect(pipeline.locator('summary')).toHaveCount(pipelineSteps.length)
    for (const step of pipelineSteps) {
      const { summary: toggle, details } = disclosure(pipeline, step.title)
      await expect(details).not.toHaveAttribute('open')
      await expect(page.getByText(step.detail)).toBeHidden()
      await toggle.click()
      await expect(details).toHaveAttribute('open')
      await expect(page.getByText(step.detail)).toBeVisible()
      await toggle.click()
      await expect(page.getByText(step.detail)).toBeHidden()
    }

    // Business analysis shows revenue, growth, 24% customer growth and 98% data quality.
    const analysis = page.locator(`#${businessAnalysis.id}`)
    await expect(analysis.getByRole('img', { name: dashboard.revenue.description })).toBeVisible()
    await expect(analysis.getByRole('img', { name: dashboard.growth.description })).toBeVisible()
    const { revenue, growth, customerGrowth, dataQuality } = dashboard
    for (const tile of [revenue.title, growth.title, customerGrowth.label, dataQuality.label])
      await expect(analysis.getByText(tile, { exact: true })).toBeVisible()
    await analysis.scrollIntoViewIfNeeded()
    await expect(analysis.locator('[data-count-target] [aria-hidden="true"]')).toHaveText(
      [customerGrowth.value, dataQuality.value],
      { timeout: 10_000 },
    )
    await expect(analysis.getByRole('link', { name: 'Try now' })).toHaveAttribute(
      'href',
      '/contact',
    )

    // The solution cards, with category and description lead to /contact.
    const cards = page.locator(`#${solutions.id}`).locator('article')
    await expect(cards).toHaveCount(solutionCards.length)
    for (const [i, card] of solutionCards.entries()) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(card.title)
      await expect(cards.nth(i)).toContainText(card.category)
      await expect(cards.nth(i)).toContainText(card.description)
      await expect(cards.nth(i).getByRole('link', { name: card.cta })).toHaveAttribute(
        'href',
        '/contact',
      )
    }

    // Every button goes to its page (the targets are the home page's copy).
    const main = page.getByRole('main')
    const expected: [string, string][] = [
      ['Estimate Project', '/contact'],
      ['Explore Quantum Analytics', '/quantum-analytics'],
      ['Explore Quantum Annotate', '/quantum-annotate'],
      ['Explore Quantum GenAI', '/quantum-genai'],
      ['Explore MLOps & DevOps', '/mlops-devops'],
      ['Try now', '/contact'],
      ['View Archived Solutions', '/research'],
      ['Contact us', '/contact'],
      ['Explore Careers', '/careers'],
      ['Partner With Us', '/contact'],
      ...solutionCards.map((c): [string, string] => [c.cta, '/contact']),
    ]
    for (const [name, href] of expected) {
      const link = main.getByRole('link', { name, exact: true })
      await expect(link, name).toHaveCount(1)
      await expect(link, name).toHaveAttribute('href', href)
    }

    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator(`#${solutions.id}`)).toBeVisible()

    // A product button opens its page scrolled to the top.
    const button = page.getByRole('link', { name: 'Explore MLOps & DevOps' })
    await button.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await button.click()
    await expect(page).toHaveURL(/\/mlops-devops$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('home: the prerendered HTML holds the pipeline details and the release run’s stages', async ({
    request,
  }) => {
    const body = await prerenderedHtml(request, '/')
    for (const step of pipelineSteps) expect(body).toContain(step.detail)
    for (const stage of mlops.run.stages) expect(body).toContain(`>${stage.name}</strong>`)
    for (const card of solutionCards) expect(body).toContain(card.description)
  })

  test('home: under the hero a logo wall names every client and links to their stories; after the solutions, client quotes with person and company', async ({
    page,
  }) => {
    await visit(page, '/')
    const wall = page.getByRole('list', { name: logoWall.title })
    await expect(wall.getByRole('img')).toHaveCount(clients.length)
    for (const client of clients)
      await expect(wall.getByRole('img', { name: client.name, exact: true })).toHaveAttribute(
        'src',
        client.logoUrl,
      )
    await expect(
      page.getByRole('main').getByRole('link', { name: logoWall.link.label }),
    ).toHaveAttribute('href', logoWall.link.to)

    const quotes = page.locator('[data-testimonial]')
    await expect(quotes).toHaveCount(homeTestimonialCount)
    for (const client of clients.slice(0, homeTestimonialCount)) {
      const quote = quotes.filter({ hasText: client.quote.person })
      await expect(quote.locator('blockquote')).toHaveText(client.quote.text)
      await expect(
        quote.locator('figcaption').getByRole('img', { name: client.name, exact: true }),
      ).toBeVisible()
    }
  })

  test('home: the solution cards are one family at every width (one label style, one title size, one outlined button each, none filled); the on-premises band draws its promise beside (or under) the text', async ({
    page,
  }) => {
    for (const width of [375, 820, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await visit(page, '/')
      const cards = page.locator(`#${solutions.id} article`)
      const looks = await cards.evaluateAll((articles) =>
        articles.map((card) => {
          const a = card.querySelector<HTMLElement>('a[data-button]')!
          const style = getComputedStyle(a)
          const label = getComputedStyle(card.firstElementChild!)
          return {
            variant: a.getAttribute('data-button'),
            filled:
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
              style.backgroundColor !== 'rgb(255, 255, 255)',
            outlined:
              parseFloat(style.borderTopWidth) > 0 && style.borderTopColor !== 'rgba(0, 0, 0, 0)',
            label: `${label.fontSize} ${label.fontWeight} ${label.color} ${label.backgroundColor}`,
            title: getComputedStyle(card.querySelector('h3')!).fontSize,
          }
        }),
      )
      expect(looks, `@${width}`).toHaveLength(solutionCards.length)
      const one = (values: (string | null | boolean)[]) => new Set(values).size
      expect(one(looks.map((l) => l.variant)), `one button variant @${width}`).toBe(1)
      expect(
        looks.every((l) => l.outlined && !l.filled),
        `outlined, none filled @${width}`,
      ).toBe(true)
      expect(one(looks.map((l) => l.label)), `one label style @${width}`).toBe(1)
      expect(one(looks.map((l) => l.title)), `one title size @${width}`).toBe(1)

      // On-premises: every promise is a label of the drawing, and the drawing fills its column.
      const band = page.locator(`#${onPremises.id}`)
      const drawing = band.locator('[data-on-premises-drawing]')
      for (const point of onPremises.points) await expect(drawing.getByText(point)).toBeVisible()
      const title = (await band.getByRole('heading', { level: 2 }).boundingBox())!
      const d = (await drawing.boundingBox())!
      if (width >= 1024)
        expect(d.x, 'drawing beside the text').toBeGreaterThan(title.x + title.width - 1)
      else expect(d.y, 'drawing under the text').toBeGreaterThan(title.y + title.height)
      const column = await drawing.evaluate((el) => el.parentElement!.getBoundingClientRect().width)
      expect(d.width, `drawing fills its column @${width}`).toBeGreaterThan(column * 0.9)
    }
  })
})
