/**
 * The client record and the small rules the clients page applies to it. Records
 * themselves live in `content/clients/`, one file per client, each written with `defineClient`.
 */
import type { PortraitTraits } from '../team/teamMember'
import { sectionsToDetails, type CaseScreen, type CaseSection, type CaseSystem } from './caseStudy'

/** Industries a client may belong to, written as visitors read them. */
export const clientIndustries = [
  'Education',
  'Financial Services',
  'Software Development',
  'IT Services and Consulting',
  'Technology, Information and Internet',
] as const

export type ClientIndustry = (typeof clientIndustries)[number]

/**
 * A short testimonial from the client's side of the case study. The people are placeholders like
 * the rest of the company data: replace them with real, approved quotes before launch.
 */
export interface ClientQuote {
  /** One to three sentences, something concrete that changed (QUOTE_LENGTH characters). */
  text: string
  /** Who said it: first and last name. */
  person: string
  /** Their role at the client, e.g. 'Head of Risk'. */
  role: string
  /**
   * Their illustrated portrait's features, drawn like the team (scripts/build/portraits.ts); any
   * left out are chosen from the client's id. No hairstyle of the team or another client repeats.
   */
  portrait?: Partial<PortraitTraits>
}

/** A testimonial is short enough to read at a glance and long enough to say something. */
export const QUOTE_LENGTH = { min: 60, max: 280 } as const

/** One result of a case study: `value` is short ("87%", "< 4 h", "Weekly"). */
export interface ClientResult {
  value: string
  label: string
}

export interface Client {
  /** URL-safe id, also the file name in `content/clients/`. */
  id: string
  /** The company's name. */
  name: string
  /** Headline of the case study. */
  title: string
  /** One or two sentences for the card. */
  description: string
  /**
   * The case study's text as the client dialog shows it: paragraphs separated by a blank line.
   * Derived from `sections` by `defineClient`; never written by hand.
   */
  details: string
  /** The story told in labelled parts: the challenge, what was built, how it runs, the outcome. */
  sections: CaseSection[]
  /** The system that was built, drawn as a diagram beside the section marked `system`. */
  system: CaseSystem
  /** The opening's picture: a fragment of the product that was built. */
  screen: CaseScreen
  industry: ClientIndustry
  /** Root-relative path of the logo (SVG in `public/clients/`). */
  logoUrl: string
  /** The client's own website, opened in a new tab. */
  logoLinkUrl: string
  /** Case-study image file name under `/uploads/` (leading slashes are ignored). */
  imageUrl: string
  /** Alternative text of the case-study image. */
  imageAlt: string
  tags: string[]
  /**
   * What changed, as two or three figures (a value and what it measures), set large on the
   * case-study page between its opening and the story. Each must be said in the story too.
   */
  results: ClientResult[]
  /** What the client says about the work (shown as a testimonial on home and /clients). */
  quote: ClientQuote
  /**
   * The slug of a featured article (content/featured/) that tells the same project in full: the
   * case study and the story link to each other rather than tell it twice.
   */
  story?: string
}

/** A client's file as written: everything but `details`, which comes from the sections. */
export type ClientRecord = Omit<Client, 'details'>

/** A client's record with `details` (the dialog's paragraphs) joined from its sections. */
export function defineClient(record: ClientRecord): Client {
  return { ...record, details: sectionsToDetails(record.sections) }
}

/** The drawn portrait of a quoted client person: its sitter id (file name and seed). */
export const quotePortraitId = (clientId: string) => `client-${clientId}`

/**
 * Industries near each other, nearest first: a case study's rail shows two others, from its own
 * industry first, then the nearest ones.
 */
const NEARBY: Record<ClientIndustry, readonly ClientIndustry[]> = {
  'Financial Services': ['IT Services and Consulting', 'Software Development'],
  Education: ['Technology, Information and Internet', 'Software Development'],
  'Software Development': ['IT Services and Consulting', 'Technology, Information and Internet'],
  'IT Services and Consulting': ['Financial Services', 'Software Development'],
  'Technology, Information and Internet': ['Education', 'Software Development'],
}

/** The `count` other case studies nearest to `client` by industry (list order breaks ties). */
export function relatedClients(client: Client, all: readonly Client[], count = 2): Client[] {
  const order = [client.industry, ...NEARBY[client.industry]]
  const rank = (c: Client) => {
    const i = order.indexOf(c.industry)
    return i < 0 ? order.length : i
  }
  return all
    .filter((c) => c.id !== client.id)
    .map((c, index) => ({ c, index }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.index - b.index)
    .slice(0, count)
    .map(({ c }) => c)
}

/**
 * What is wrong with a client's quote, each problem naming the file and the field so a writer knows
 * what to fix; an empty list when the quote is fine.
 */
export function quoteProblems(client: Client): string[] {
  const where = `content/clients/${client.id}.ts: quote`
  const problems: string[] = []
  const text = client.quote.text.trim()
  if (text.length < QUOTE_LENGTH.min || text.length > QUOTE_LENGTH.max)
    problems.push(
      `${where}.text is ${text.length} characters; write ${QUOTE_LENGTH.min} to ${QUOTE_LENGTH.max}`,
    )
  if (/^["“”']|["“”']$/.test(text))
    problems.push(`${where}.text starts or ends with a quotation mark; the page adds its own`)
  if (client.quote.person.trim().split(/\s+/).length < 2)
    problems.push(`${where}.person needs a first and a last name`)
  if (client.quote.role.trim().length < 3) problems.push(`${where}.role is missing`)
  if (/lorem|placeholder|todo|tbd|xxx/i.test(`${text} ${client.quote.person} ${client.quote.role}`))
    problems.push(`${where} holds placeholder words`)
  return problems
}

/** The address of a client's case study page: `/clients/{id}` (the id is its file's name). */
export const caseStudyHref = (id: string) => `/clients/${encodeURIComponent(id)}`

/** The logo files are 240 × 80; the logo wall shows them at this size (width/height on each image). */
export const WALL_LOGO_SIZE = { width: 168, height: 56 } as const

/** A client card shows at most this many tags, then '+N' for the rest. */
const CARD_TAG_LIMIT = 3

/** The tags a card shows and how many are left for the '+N' badge. */
export function cardTags(
  tags: readonly string[],
  limit: number = CARD_TAG_LIMIT,
): { shown: string[]; more: number } {
  const shown = tags.slice(0, Math.max(0, limit))
  return { shown, more: tags.length - shown.length }
}

/** Splits long text into paragraphs on blank lines; single line breaks inside a paragraph become spaces. */
export function detailParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
}

/** Public URL of an uploaded image: `/uploads/{file}`, whatever slashes the file name starts with. */
export function uploadsUrl(file: string): string {
  return `/uploads/${file.replace(/^\/+/, '').replace(/^uploads\//, '')}`
}
