import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { clients } from '../../content/clients'
import { caseStudyHref, detailParagraphs } from '../../src/features/clients/client'
import { articleHref } from '../../src/features/blog/articlePage'
import { storyHref } from '../../src/features/stories/storyHref'
import { blogPosts } from '../../src/generated/indexes/blogIndex'
import { featuredArticles } from '../../src/generated/indexes/featuredArticles'

/**
 * The pages whose cards open a dialog (issue 26): each card's call to action ("Read More", "Read
 * Case Study") and the card itself are links to the item's own page; with the island hydrated a
 * plain tap opens the dialog instead, the page's address in the address bar.
 */
export interface DialogItem {
  /** The item's page. */
  href: string
  title: string
  /** Paragraphs the page (and the dialog) must hold: all of them, or the first of a long body. */
  text: () => Promise<string[]>
  /** The whole text is at least this long (a blog post's body, of which `text` is the start). */
  minLength?: number
}

export interface DialogRoute {
  route: string
  /** The cards, by their data attribute. */
  cards: string
  /** The call to action's accessible name starts with this. */
  action: RegExp
  /** The dialog's title is the item's name: for a client, the company. */
  dialogTitle: (item: DialogItem) => string
  items: DialogItem[]
}

/** The first paragraph of a blog post's MDX body, as plain text (as articles.nojs.spec.ts reads it). */
function firstParagraph(slug: string): string {
  const source = readFileSync(path.join('content', 'blog', `${slug}.mdx`), 'utf8')
  const body = source.split(/^---$/m)[2] ?? ''
  return body
    .trim()
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
}

/** A featured article's sub-heads and paragraphs, as the content build wrote them (typography applied). */
const featuredText = (slug: string) => async () =>
  (
    (await import(`../../src/generated/indexes/featured/${slug}`)) as {
      blocks: Array<{ text: string }>
    }
  ).blocks.map((b) => b.text)

export const dialogRoutes: DialogRoute[] = [
  {
    route: '/',
    cards: '[data-post-card]',
    action: /^Read More/,
    dialogTitle: (item) => item.title,
    items: featuredArticles.map((a) => ({
      href: storyHref(a.slug),
      title: a.title,
      text: featuredText(a.slug),
    })),
  },
  {
    route: '/blog',
    cards: '[data-post-card]',
    action: /^Read More/,
    dialogTitle: (item) => item.title,
    // /blog shows the newest posts first (six: all of them).
    items: blogPosts.map((p) => ({
      href: articleHref(p.slug),
      title: p.title,
      text: () => Promise.resolve([firstParagraph(p.slug)]),
      minLength: 2000,
    })),
  },
  {
    route: '/clients',
    cards: '[data-client-card]',
    action: /^Read Case Study/,
    dialogTitle: (item) => clients.find((c) => caseStudyHref(c.id) === item.href)?.name ?? '',
    items: clients.map((c) => ({
      href: caseStudyHref(c.id),
      title: c.title,
      text: () => Promise.resolve(detailParagraphs(c.details)),
    })),
  },
]

/** The item a call to action or card link leads to. */
/**
 * Where a finger taps "the card" rather than one of its links: its first visible paragraph (the
 * description), or its picture on a compact card that shows no description.
 */
export async function cardSurface(card: Locator): Promise<Locator> {
  const text = card.locator('p').filter({ visible: true })
  return (await text.count()) > 0 ? text.first() : card.locator('img').first()
}

export function itemOf(route: DialogRoute, href: string | null): DialogItem {
  const item = route.items.find((i) => i.href === href)
  expect(item, `${route.route}: ${href} is one of its items`).toBeDefined()
  return item!
}

/**
 * Taps `target` as a finger would: scrolled into view, then hit-tested (what
 * `document.elementFromPoint` finds at the point is the target or inside it), then clicked there.
 * `at` picks the point inside the target's box (default: its centre).
 */
export async function tap(
  page: Page,
  target: Locator,
  expected: Locator = target,
  at?: { x: number; y: number },
): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  // The point is taken from a box that has stopped moving (a smooth scroll or an image that
  // settles late moves it), and what a finger meets there is asked until it holds: a control
  // that stays covered still fails, one measured mid-scroll no longer does.
  let point = { x: 0, y: 0 }
  const pointOf = async () => {
    const box = await target.boundingBox()
    expect(box, 'the target has a box').not.toBeNull()
    const inside = at ?? { x: box!.width / 2, y: box!.height / 2 }
    return { x: box!.x + inside.x, y: box!.y + inside.y }
  }
  const hits = async () => {
    const before = await pointOf()
    // A few frames apart (no requestAnimationFrame: pages under test may run without JavaScript).
    await new Promise((done) => setTimeout(done, 50))
    point = await pointOf()
    if (before.x !== point.x || before.y !== point.y) return false
    return expected.evaluate(
      (el, [px, py]) => {
        const found = document.elementFromPoint(px!, py!)
        return found !== null && (found === el || el.contains(found))
      },
      [point.x, point.y],
    )
  }
  await expect
    .poll(hits, { message: 'a finger at that point meets the expected control', timeout: 3000 })
    .toBe(true)
  await page.mouse.click(point.x, point.y)
}

/** Text as compared: typographic quotes as plain ones (the pages set them), spaces collapsed. */
const plain = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ')

/** `scope` (a page's main, a dialog) holds `item`'s full text. */
export async function expectFullText(scope: Locator, item: DialogItem): Promise<void> {
  const paragraphs = (await item.text()).map(plain)
  expect(paragraphs.length, `${item.href}: its text`).toBeGreaterThan(0)
  const missing = async () => {
    const text = plain(await scope.innerText())
    return paragraphs.filter((p) => !text.includes(p)).map((p) => p.slice(0, 60))
  }
  await expect.poll(missing, { message: `${item.href}: paragraphs missing` }).toEqual([])
  if (item.minLength)
    expect((await scope.innerText()).length, `${item.href}: the whole text`).toBeGreaterThan(
      item.minLength,
    )
}
