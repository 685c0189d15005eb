/**
 * The editor's preview of an article: the article page itself. The admin build takes a prerendered
 * article page (its `<main>` and its styles, scripts/cms/buildAdmin.ts); here the entry's title,
 * excerpt, meta, cover and tags are put into that markup, and the body is Decap's live rendering of
 * the text, inside the page's own article container, so it gets the site's article styles.
 */
import { formatDisplayDate } from '../../scripts/indexer/dates.ts'
import { countWords, readTimeFor } from '../../scripts/indexer/markdown.ts'

/** React's createElement as Decap CMS exposes it (its own React, not the site's). */
type H = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown

export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown }
  widgetFor: (name: string) => unknown
  getAsset: (path: string) => { toString: () => string } | string | undefined
}

/** HTML attribute names as React props. */
function propName(name: string): string {
  const special: Record<string, string> = {
    class: 'className',
    for: 'htmlFor',
    tabindex: 'tabIndex',
    datetime: 'dateTime',
    fetchpriority: 'fetchPriority',
    srcset: 'srcSet',
    'xlink:href': 'xlinkHref',
  }
  if (special[name]) return special[name]
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

const setText = (el: Element | null | undefined, text: string) => {
  if (el) el.textContent = text
}

/** Puts the entry's values into the article page's markup. */
function fillArticle(main: Element, props: PreviewProps): void {
  const get = (key: string) => props.entry.getIn(['data', key])
  const text = (key: string) => (typeof get(key) === 'string' ? (get(key) as string) : '')
  setText(main.querySelector('h1'), text('title') || 'Title')
  main.querySelector('section[aria-label]')?.setAttribute('aria-label', text('title'))
  const h1 = main.querySelector('h1')
  setText(h1?.previousElementSibling?.querySelector('a'), text('category'))
  setText(h1?.nextElementSibling?.querySelector('p'), text('excerpt'))
  const meta = main.querySelectorAll('ul[aria-label] > li')
  const lastText = (li: Element | undefined, value: string) => {
    const node = li ? [...li.childNodes].reverse().find((n) => n.nodeType === 3) : undefined
    if (node) node.nodeValue = value
  }
  lastText(meta[0], text('author'))
  const time = meta[1]?.querySelector('time')
  const date = text('date')
  if (time && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    time.setAttribute('datetime', date)
    time.textContent = formatDisplayDate(date)
  }
  lastText(meta[2], text('readTime') || readTimeFor(countWords(text('body'))))
  const cover = main.querySelector('img[data-article-cover]')
  const image = text('imageUrl')
  if (cover && image) {
    const asset = props.getAsset(image.includes('/') ? image : `/uploads/${image}`)
    cover.setAttribute('src', asset ? String(asset) : '')
    cover.setAttribute('alt', text('imageAlt'))
  } else cover?.remove()
  const tagItems = main.querySelectorAll('footer li')
  const tags = get('tags') as { toJS?: () => unknown } | undefined
  const list = (tags?.toJS ? tags.toJS() : tags) as string[] | undefined
  const first = tagItems[0]
  if (first && !Array.isArray(list)) for (const item of tagItems) item.remove()
  if (first && Array.isArray(list)) {
    for (const item of [...tagItems].slice(1)) item.remove()
    list.forEach((tag, i) => {
      const item = i === 0 ? first : (first.cloneNode(true) as Element)
      setText(item.querySelector('a') ?? item, tag)
      if (i > 0) first.parentElement?.appendChild(item)
    })
    if (list.length === 0) first.remove()
  }
}

/** The page's markup as React elements, with the live body in the article container. */
export function articlePreview(template: string, props: PreviewProps, h: H): unknown {
  const doc = new DOMParser().parseFromString(template, 'text/html')
  const main = doc.body.firstElementChild
  if (!main) return h('div', null, props.widgetFor('body'))
  fillArticle(main, props)
  const body = main.querySelector('[data-article-body]')
  const convert = (node: Node, key: number): unknown => {
    if (node.nodeType === 3) return node.nodeValue
    if (node.nodeType !== 1) return null
    const el = node as Element
    const attrs: Record<string, unknown> = { key }
    for (const attr of el.attributes)
      if (attr.name !== 'style') attrs[propName(attr.name)] = attr.value
    if (el === body) return h(el.tagName.toLowerCase(), attrs, props.widgetFor('body'))
    return h(el.tagName.toLowerCase(), attrs, ...[...el.childNodes].map(convert))
  }
  return convert(main, 0)
}
