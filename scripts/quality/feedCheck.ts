/**
 * The feeds as a strict reader takes them: each XML feed parsed by a conforming, namespace-aware XML
 * parser (jsdom's, which rejects what Python's `xml.etree` and `feedparser` reject: a raw `&` in an
 * attribute makes the whole feed unreadable), then the fields each format requires checked:
 *
 * - RSS 2.0 (https://www.rssboard.org/rss-specification): channel title, link and description;
 *   every item a title or description; enclosures with url, length and type; RFC 822 dates.
 * - Atom 1.0 (RFC 4287): feed and entry id, title and updated (RFC 3339); an author for every
 *   entry; an alternate link or content per entry; `term` on every category; `href` on every link.
 * - JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): `version`, `title`, `items`; each item's
 *   string `id` and content; `image` a URL string; `authors` (1.1) instead of 1.0's `author`.
 *
 * Beyond the specifications, the site's own rule: no item lists a category or tag twice.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'

const ATOM = 'http://www.w3.org/2005/Atom'
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/
const MEDIA_TYPE = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/i

/** Registered media types of the image files a feed may enclose, by extension. */
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** Why an enclosure's media type is wrong (unregistered for its file's extension), or undefined. */
function wrongEnclosureType(url: string | null, type: string | null): string | undefined {
  if (!type || !MEDIA_TYPE.test(type)) return 'has no media type'
  const ext = (url ?? '').split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''
  const expected = IMAGE_TYPES[ext]
  return expected && type !== expected
    ? `says "${type}" for a .${ext} file (${expected})`
    : undefined
}

let parser: DOMParser | undefined

/** Parses XML strictly: the document, or the parser's first error as text. */
export function parseXml(text: string): Document | string {
  const xmlParser = (parser ??= new new JSDOM('').window.DOMParser())
  const doc = xmlParser.parseFromString(text, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  return error ? `not well-formed XML: ${(error.textContent ?? '').trim()}` : doc
}

function isAbsoluteUrl(value: string | null | undefined): boolean {
  if (!value) return false
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The element's children with a local name (in no namespace unless `ns` is given). */
function children(parent: Element, name: string, ns: string | null = null): Element[] {
  return [...parent.children].filter((c) => c.localName === name && c.namespaceURI === ns)
}

const textIn = (parent: Element, name: string, ns: string | null = null) =>
  children(parent, name, ns)[0]?.textContent?.trim() ?? ''

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))]
}

/** Problems of an RSS 2.0 document (empty when it is a valid feed). */
export function checkRss(text: string): string[] {
  const doc = parseXml(text)
  if (typeof doc === 'string') return [doc]
  const problems: string[] = []
  const root = doc.documentElement
  if (root.localName !== 'rss' || root.getAttribute('version') !== '2.0') {
    return ['the root element is not <rss version="2.0">']
  }
  const channels = children(root, 'channel')
  const channel = channels[0]
  if (channels.length !== 1 || !channel) return ['<rss> must hold exactly one <channel>']
  for (const name of ['title', 'link', 'description']) {
    if (!textIn(channel, name)) problems.push(`the channel has no <${name}>`)
  }
  if (!isAbsoluteUrl(textIn(channel, 'link'))) problems.push('the channel <link> is not a URL')
  const build = textIn(channel, 'lastBuildDate')
  if (build && !RFC822.test(build)) problems.push(`lastBuildDate "${build}" is not RFC 822`)
  const items = children(channel, 'item')
  if (items.length === 0) problems.push('the channel has no <item>')
  const guids: string[] = []
  items.forEach((item, i) => {
    const where = `item ${i + 1} (${textIn(item, 'title') || textIn(item, 'link')})`
    if (!textIn(item, 'title') && !textIn(item, 'description')) {
      problems.push(`${where} has neither <title> nor <description>`)
    }
    const link = textIn(item, 'link')
    if (link && !isAbsoluteUrl(link)) problems.push(`${where}: <link> "${link}" is not a URL`)
    const guid = textIn(item, 'guid')
    if (guid) guids.push(guid)
    const date = textIn(item, 'pubDate')
    if (date && !RFC822.test(date)) problems.push(`${where}: pubDate "${date}" is not RFC 822`)
    for (const author of children(item, 'author')) {
      // RSS's <author> is an e-mail address ("lawyer@boyer.net (Lawyer Boyer)").
      if (!/^\S+@\S+/.test(author.textContent ?? '')) {
        problems.push(`${where}: <author> is not an e-mail address`)
      }
    }
    const enclosures = children(item, 'enclosure')
    if (enclosures.length > 1) problems.push(`${where} has more than one <enclosure>`)
    for (const enclosure of enclosures) {
      if (!isAbsoluteUrl(enclosure.getAttribute('url'))) {
        problems.push(`${where}: <enclosure> has no url`)
      }
      if (!/^\d+$/.test(enclosure.getAttribute('length') ?? '')) {
        problems.push(`${where}: <enclosure> has no length in bytes`)
      }
      const wrongType = wrongEnclosureType(
        enclosure.getAttribute('url'),
        enclosure.getAttribute('type'),
      )
      if (wrongType) problems.push(`${where}: <enclosure> ${wrongType}`)
    }
    const categories = children(item, 'category').map((c) => c.textContent?.trim() ?? '')
    if (categories.includes('')) problems.push(`${where} has an empty <category>`)
    for (const twice of duplicates(categories)) {
      problems.push(`${where} lists the category "${twice}" twice`)
    }
  })
  for (const twice of duplicates(guids)) problems.push(`two items share the guid "${twice}"`)
  return problems
}

/** Problems of an Atom 1.0 document (empty when it is a valid feed). */
export function checkAtom(text: string): string[] {
  const doc = parseXml(text)
  if (typeof doc === 'string') return [doc]
  const problems: string[] = []
  const feed = doc.documentElement
  if (feed.localName !== 'feed' || feed.namespaceURI !== ATOM) {
    return [`the root element is not Atom's <feed> (${ATOM})`]
  }
  const one = (parent: Element, name: string, where: string) => {
    const found = children(parent, name, ATOM)
    if (found.length !== 1) problems.push(`${where} must have exactly one <${name}>`)
    return found[0]?.textContent?.trim() ?? ''
  }
  const checkLinks = (parent: Element, where: string) => {
    const links = children(parent, 'link', ATOM)
    for (const link of links) {
      if (!link.getAttribute('href')) problems.push(`${where}: a <link> has no href`)
      const type = link.getAttribute('type')
      if (type !== null && !MEDIA_TYPE.test(type)) {
        problems.push(`${where}: a <link> has the type "${type}", not a media type`)
      }
    }
    for (const link of links.filter((l) => l.getAttribute('rel') === 'enclosure')) {
      const wrongType = wrongEnclosureType(link.getAttribute('href'), link.getAttribute('type'))
      if (wrongType) problems.push(`${where}: the enclosure ${wrongType}`)
    }
    const alternates = links.filter((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
    const keys = alternates.map((l) => `${l.getAttribute('type')} ${l.getAttribute('hreflang')}`)
    if (duplicates(keys).length > 0) {
      problems.push(`${where} has two alternate links of one type and language`)
    }
    return links
  }
  const checkDate = (value: string, where: string) => {
    if (value && !RFC3339.test(value)) problems.push(`${where}: "${value}" is not an RFC 3339 date`)
  }
  const hasAuthor = (parent: Element) =>
    children(parent, 'author', ATOM).some((a) => textIn(a, 'name', ATOM) !== '')

  if (!isAbsoluteUrl(one(feed, 'id', 'the feed'))) problems.push('the feed <id> is not an IRI')
  one(feed, 'title', 'the feed')
  checkDate(one(feed, 'updated', 'the feed'), 'the feed <updated>')
  const feedLinks = checkLinks(feed, 'the feed')
  if (!feedLinks.some((l) => l.getAttribute('rel') === 'self')) {
    problems.push('the feed has no rel="self" link')
  }
  const feedHasAuthor = hasAuthor(feed)
  const entries = children(feed, 'entry', ATOM)
  if (entries.length === 0) problems.push('the feed has no <entry>')
  const ids: string[] = []
  entries.forEach((entry, i) => {
    const where = `entry ${i + 1} (${textIn(entry, 'title', ATOM)})`
    const id = one(entry, 'id', where)
    ids.push(id)
    if (!isAbsoluteUrl(id)) problems.push(`${where}: <id> is not an IRI`)
    one(entry, 'title', where)
    checkDate(one(entry, 'updated', where), `${where} <updated>`)
    checkDate(textIn(entry, 'published', ATOM), `${where} <published>`)
    if (!feedHasAuthor && !hasAuthor(entry)) problems.push(`${where} has no author with a name`)
    const links = checkLinks(entry, where)
    const content = children(entry, 'content', ATOM)
    if (content.length > 1) problems.push(`${where} has more than one <content>`)
    if (
      content.length === 0 &&
      !links.some((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')
    ) {
      problems.push(`${where} has neither <content> nor an alternate link`)
    }
    const terms = children(entry, 'category', ATOM).map((c) => c.getAttribute('term') ?? '')
    if (terms.includes('')) problems.push(`${where}: a <category> has no term`)
    for (const twice of duplicates(terms)) {
      problems.push(`${where} lists the category "${twice}" twice`)
    }
  })
  for (const twice of duplicates(ids)) problems.push(`two entries share the id "${twice}"`)
  return problems
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** Problems of a JSON Feed 1.1 document (empty when it is a valid feed). */
export function checkJsonFeed(text: string): string[] {
  let feed: unknown
  try {
    feed = JSON.parse(text)
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`]
  }
  if (typeof feed !== 'object' || feed === null) return ['the feed is not a JSON object']
  const f = feed as Record<string, unknown>
  const problems: string[] = []
  if (f.version !== 'https://jsonfeed.org/version/1.1') {
    problems.push(`version is ${JSON.stringify(f.version)}, not "https://jsonfeed.org/version/1.1"`)
  }
  if (!isString(f.title) || f.title === '') problems.push('the feed has no title')
  for (const key of ['home_page_url', 'feed_url', 'icon', 'favicon']) {
    if (key in f && !isAbsoluteUrl(f[key] as string)) problems.push(`${key} is not a URL`)
  }
  const checkAuthors = (owner: Record<string, unknown>, where: string) => {
    if ('author' in owner)
      problems.push(`${where} uses JSON Feed 1.0's "author"; 1.1 has "authors"`)
    if (!('authors' in owner)) return false
    const authors = owner.authors
    if (
      !Array.isArray(authors) ||
      authors.length === 0 ||
      !authors.every(
        (a) =>
          typeof a === 'object' &&
          a !== null &&
          ['name', 'url', 'avatar'].some((k) => isString((a as Record<string, unknown>)[k])),
      )
    ) {
      problems.push(`${where}: "authors" is not a list of authors`)
    }
    return true
  }
  const feedHasAuthors = checkAuthors(f, 'the feed')
  if (!Array.isArray(f.items)) return [...problems, 'the feed has no "items" array']
  if (f.items.length === 0) problems.push('the feed has no items')
  const ids: string[] = []
  f.items.forEach((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null) {
      problems.push(`item ${i + 1} is not an object`)
      return
    }
    const item = raw as Record<string, unknown>
    const where = `item ${i + 1} (${isString(item.title) ? item.title : ''})`
    if (!isString(item.id) || item.id === '') problems.push(`${where} has no string "id"`)
    else ids.push(item.id)
    if (!isString(item.content_html) && !isString(item.content_text)) {
      problems.push(`${where} has neither content_html nor content_text`)
    }
    if (Array.isArray(item.attachments)) {
      for (const a of item.attachments as Array<Record<string, unknown>>) {
        const wrongType = wrongEnclosureType(String(a.url), String(a.mime_type))
        if (wrongType) problems.push(`${where}: an attachment ${wrongType}`)
      }
    }
    for (const key of ['url', 'external_url', 'image', 'banner_image']) {
      if (key in item && !isAbsoluteUrl(item[key] as string)) {
        problems.push(`${where}: "${key}" is not a URL string`)
      }
    }
    for (const key of ['date_published', 'date_modified']) {
      if (key in item && !(isString(item[key]) && RFC3339.test(item[key]))) {
        problems.push(`${where}: "${key}" is not an RFC 3339 date`)
      }
    }
    if (!checkAuthors(item, where) && !feedHasAuthors) problems.push(`${where} has no authors`)
    if ('tags' in item) {
      const tags = item.tags
      if (!Array.isArray(tags) || !tags.every(isString)) {
        problems.push(`${where}: "tags" is not a list of strings`)
      } else {
        for (const twice of duplicates(tags))
          problems.push(`${where} lists the tag "${twice}" twice`)
      }
    }
  })
  for (const twice of duplicates(ids)) problems.push(`two items share the id "${twice}"`)
  return problems
}

/** How many items a feed holds, by format, once it is known to be valid. */
function itemCount(format: FeedFormat, text: string): number {
  if (format === 'json') return (JSON.parse(text) as { items: unknown[] }).items.length
  const doc = parseXml(text) as Document
  return doc.getElementsByTagName(format === 'rss' ? 'item' : 'entry').length
}

type FeedFormat = 'rss' | 'atom' | 'json'

const CHECKS: Record<FeedFormat, (text: string) => string[]> = {
  rss: checkRss,
  atom: checkAtom,
  json: checkJsonFeed,
}

export interface FeedReport {
  file: string
  items: number
  problems: string[]
}

/** Checks each feed file of a build (`files`: format → file name under `dir`). */
export function checkFeedFiles(dir: string, files: Record<FeedFormat, string>): FeedReport[] {
  return (Object.entries(files) as Array<[FeedFormat, string]>).map(([format, file]) => {
    const full = path.join(dir, file)
    if (!existsSync(full)) return { file, items: 0, problems: ['the file is missing'] }
    const text = readFileSync(full, 'utf8')
    const problems = CHECKS[format](text)
    return { file, items: problems.length === 0 ? itemCount(format, text) : 0, problems }
  })
}
