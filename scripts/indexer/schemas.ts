/**
 * One yup schema per collection: what each field of a content file's frontmatter must hold. Every
 * message names the field, what was found and what is expected; `validateFile` prefixes the file.
 * `InferType` of each schema is the validated frontmatter type.
 */
import {
  array,
  mixed,
  number,
  object,
  string,
  type InferType,
  type Message,
  type ObjectShape,
} from 'yup'
import {
  blogCategories,
  featuredCategories,
  researchCategories,
  storyDiagrams,
  researchIcons,
  researchStatuses,
  researchTags,
} from '../../src/features/collections/taxonomy.ts'
import { isIsoDate } from './dates.ts'

/** What the schemas need from outside the file: known tags and a way to check image files. */
export interface SchemaContext {
  /** Tags a blog post or featured article may use (content/tags.json). */
  blogTags: readonly string[]
  /** True when `public/uploads/{file}` exists. */
  uploadExists: (file: string) => boolean
}

/** A found value as a writer would recognise it in the file. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (value === null) return 'an empty value'
  if (typeof value === 'string') return JSON.stringify(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (Array.isArray(value)) return `a list (${JSON.stringify(value)})`
  if (typeof value === 'object') return `a group of fields (${JSON.stringify(value)})`
  return String(value)
}

const missing =
  (expected: string): Message =>
  ({ path, value }) =>
    value === '' || (typeof value === 'string' && value.trim() === '')
      ? `${path} is empty (expected ${expected})`
      : `${path} is missing (expected ${expected})`

const notText =
  (expected: string): Message =>
  ({ path, value }) =>
    `${path} is ${describeValue(value)}, not text (expected ${expected})`

/**
 * What the editor (/admin/, src/admin/) learns from a field, through yup's `meta`: its hint (the
 * same "expected" text the build's messages give), a label where the field's name is not one, the
 * allowed values, and what kind of value it is. scripts/cms/config.ts turns it into editor fields.
 */
export interface FieldMeta {
  hint?: string
  label?: string
  options?: readonly string[]
  kind?: 'date' | 'image' | 'integer' | 'boolean'
}
const meta = (m: FieldMeta) => m

function text(expected: string) {
  return string()
    .meta(meta({ hint: expected }))
    .strict()
    .typeError(notText(expected))
    .required(missing(expected))
    .test('not-blank', missing(expected), (v) => v === undefined || v === '' || v.trim() !== '')
}

function optionalText(expected: string) {
  return string()
    .meta(meta({ hint: expected }))
    .strict()
    .typeError(notText(expected))
}

/** Text between `min` and `max` characters. */
function sizedText(expected: string, min: number, max: number) {
  return text(expected)
    .min(
      min,
      ({ path, value }) =>
        `${path} has ${String(value).length} characters (expected ${expected}, at least ${min})`,
    )
    .max(
      max,
      ({ path, value }) =>
        `${path} has ${String(value).length} characters (expected ${expected}, at most ${max})`,
    )
}

function oneOf<T extends string>(values: readonly T[], what: string) {
  const list = values.join(', ')
  return mixed<T>()
    .meta(meta({ options: values, hint: what }))
    .required(missing(`one of ${list}`))
    .test(
      'one-of',
      ({ path, value }) => {
        const hint =
          typeof value === 'string'
            ? values.find((v) => v.toLowerCase() === value.trim().toLowerCase())
            : undefined
        return `${path} ${describeValue(value)} is not one of ${list}${hint ? ` (did you mean "${hint}"?)` : ` (expected ${what})`}`
      },
      (value) => value === undefined || (values as readonly unknown[]).includes(value),
    )
}

function isoDate(expected: string) {
  const msg: Message = ({ path, value }) =>
    `${path} ${describeValue(value)} is not a date (expected ${expected}, written YYYY-MM-DD, e.g. 2026-03-02)`
  return mixed<string>()
    .meta(meta({ kind: 'date', hint: expected }))
    .required(missing(`${expected}, written YYYY-MM-DD`))
    .test('iso-date', msg, (v) => v === undefined || (typeof v === 'string' && isIsoDate(v)))
}

function optionalIsoDate(expected: string) {
  const msg: Message = ({ path, value }) =>
    `${path} ${describeValue(value)} is not a date (expected ${expected}, written YYYY-MM-DD, e.g. 2026-03-02)`
  return mixed<string>()
    .meta(meta({ kind: 'date', hint: expected }))
    .test('iso-date', msg, (v) => v === undefined || (typeof v === 'string' && isIsoDate(v)))
}

function textList(expected: string, min = 1) {
  return array()
    .meta(meta({ hint: expected }))
    .strict()
    .typeError(
      ({ path, value }) => `${path} is ${describeValue(value)}, not a list (expected ${expected})`,
    )
    .of(text(`text in the list ${expected}`))
    .required(missing(`a list of ${expected}`))
    .min(min, ({ path }) => `${path} is an empty list (expected at least ${min} ${expected})`)
}

function uniqueItems(): [string, Message, (v: unknown[] | undefined) => boolean] {
  return [
    'unique-items',
    ({ path, value }) => {
      const seen = new Set<unknown>()
      const dupes = (value as unknown[]).filter((v) => (seen.has(v) ? true : (seen.add(v), false)))
      return `${path} lists ${describeValue(dupes[0])} twice (expected each entry once)`
    },
    (v) => v === undefined || new Set(v).size === v.length,
  ]
}

function tagList(allowed: readonly string[], where: string) {
  const list = allowed.join(', ')
  return textList('tags')
    .meta(meta({ options: allowed, hint: `tags from ${where}` }))
    .test(
      'known-tags',
      ({ path, value }) => {
        const unknown = (value as string[]).filter((t) => !allowed.includes(t))
        return `${path} ${describeValue(unknown[0])} is not a known tag (expected one of ${list}; new tags are added in ${where})`
      },
      (v) => v === undefined || v.every((t) => allowed.includes(t)),
    )
    .test(...uniqueItems())
}

/** File name of an image in public/uploads/ (a leading "/" or "/uploads/" is accepted and stripped). */
export function normaliseUpload(value: string): string {
  return value
    .trim()
    .replace(/^\/+/, '')
    .replace(/^uploads\//, '')
}

function uploadFile(ctx: SchemaContext, expected: string) {
  return text(`${expected}: the file name of an image in public/uploads/`)
    .meta(meta({ kind: 'image' }))
    .test(
      'upload-exists',
      ({ path, value }) =>
        `${path} ${describeValue(value)} does not exist: there is no public/uploads/${normaliseUpload(String(value))} (expected the file name of an image in public/uploads/)`,
      (v) => v === undefined || ctx.uploadExists(normaliseUpload(v)),
    )
}

function positiveId() {
  return number()
    .meta(meta({ kind: 'integer', hint: 'a whole number no other entry uses' }))
    .strict()
    .typeError(
      ({ path, value }) =>
        `${path} is ${describeValue(value)}, not a number (expected a whole number such as 7)`,
    )
    .required(missing('a whole number such as 7, unique in the collection'))
    .integer(
      ({ path, value }) =>
        `${path} ${describeValue(value)} is not a whole number (expected e.g. 7)`,
    )
    .positive(
      ({ path, value }) => `${path} ${describeValue(value)} is not positive (expected 1 or more)`,
    )
}

function flag(expected: string) {
  return mixed<boolean>()
    .meta(meta({ kind: 'boolean', hint: expected }))
    .test(
      'boolean',
      ({ path, value }) =>
        `${path} is ${describeValue(value)} (expected ${expected}: true or false)`,
      (v) => v === undefined || typeof v === 'boolean',
    )
}

const READ_TIME = /^([1-9]\d?) min read$/

/** Unknown fields are usually typos ("catgory"): name them and list the fields that exist. */
function strictObject<T extends ObjectShape>(shape: T) {
  return object(shape)
    .strict()
    .noUnknown(
      true,
      ({ unknown }) =>
        `unknown field ${String(unknown)
          .split(', ')
          .map((u) => `"${u}"`)
          .join(', ')} (expected only: ${Object.keys(shape).join(', ')})`,
    )
}

function articleFields(ctx: SchemaContext) {
  return {
    id: positiveId(),
    title: sizedText('the headline', 3, 120),
    excerpt: sizedText('a one- or two-sentence summary for cards and search results', 40, 300),
    author: text("the author's name"),
    date: isoDate('the publication date'),
    updated: optionalIsoDate('the date of the last significant change'),
    imageUrl: uploadFile(ctx, 'the cover image').meta(meta({ label: 'Cover image' })),
    imageAlt: optionalText('a short description of the cover image, or nothing if decorative').meta(
      meta({ label: 'Cover image description' }),
    ),
    tags: tagList(ctx.blogTags, 'content/tags.json'),
    readTime: optionalText(
      'a reading time written like "6 min read"; leave it empty to have it computed',
    )
      .meta(meta({ label: 'Reading time' }))
      .matches(READ_TIME, {
        message: ({ path, value }) =>
          `${path} ${describeValue(value)} is not a reading time (expected e.g. "6 min read", or leave it out to have it computed)`,
      }),
    draft: flag('whether the article is a draft'),
  }
}

export function blogPostSchema(ctx: SchemaContext) {
  return strictObject({
    ...articleFields(ctx),
    slug: optionalText('an address segment in lower case with hyphens').matches(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      {
        message: ({ path, value }) =>
          `${path} ${describeValue(value)} is not an address segment (expected lower-case letters, digits and single hyphens, e.g. "mlops-at-scale")`,
      },
    ),
    category: oneOf(blogCategories, 'a blog category'),
  })
}
export type BlogPostFrontmatter = InferType<ReturnType<typeof blogPostSchema>>

export function featuredArticleSchema(ctx: SchemaContext) {
  return strictObject({
    ...articleFields(ctx),
    category: oneOf(featuredCategories, 'a featured-article category'),
    cta: text('the label of the card\'s button, e.g. "Read More"'),
    results: array()
      .meta(meta({ hint: 'two or three figures the text states, each with value and label' }))
      .strict()
      .typeError(
        ({ path, value }) =>
          `${path} is ${describeValue(value)}, not a list (expected two or three results, each with value and label)`,
      )
      .of(
        strictObject({
          value: sizedText('the figure, short, e.g. "< 4 h" or "6 weeks"', 1, 12),
          label: sizedText(
            'what the figure measures, e.g. "to decide most small loans, down from about five working days"',
            10,
            100,
          ),
        }),
      )
      .min(2, ({ path }) => `${path} has fewer than 2 results (expected two or three)`)
      .max(3, ({ path }) => `${path} has more than 3 results (expected two or three)`),
    pullQuote: sizedText('one sentence of the text, copied exactly, to set large', 30, 220)
      .optional()
      .meta(meta({ label: 'Pull quote' })),
    diagram: mixed<(typeof storyDiagrams)[number]>()
      .meta(meta({ options: storyDiagrams, hint: 'a drawn diagram for the story' }))
      .test(
        'one-of',
        ({ path, value }) =>
          `${path} ${describeValue(value)} is not one of ${storyDiagrams.join(', ')} (expected the name of a diagram in src/features/stories/diagrams/)`,
        (v) => v === undefined || (storyDiagrams as readonly unknown[]).includes(v),
      ),
    diagramSection: optionalText(
      'the sub-head of the section the diagram ends, written as in the text',
    ).meta(meta({ label: 'Diagram section' })),
  })
}
export type FeaturedArticleFrontmatter = InferType<ReturnType<typeof featuredArticleSchema>>

export function researchSchema(ctx: SchemaContext) {
  const thisYear = new Date().getUTCFullYear()
  return strictObject({
    title: text('the product name, e.g. "Askari LLM"'),
    tagline: sizedText('a one-line summary', 10, 140),
    category: oneOf(researchCategories, 'how it was offered'),
    status: oneOf(researchStatuses, 'the product status'),
    launchDate: number()
      .meta(meta({ kind: 'integer', label: 'Launch year', hint: 'the launch year, e.g. 2023' }))
      .strict()
      .typeError(
        ({ path, value }) => `${path} is ${describeValue(value)}, not a year (expected e.g. 2023)`,
      )
      .required(missing('the launch year, e.g. 2023'))
      .integer(
        ({ path, value }) => `${path} ${describeValue(value)} is not a year (expected e.g. 2023)`,
      )
      .min(
        2000,
        ({ path, value }) =>
          `${path} ${describeValue(value)} is too early (expected a year from 2000)`,
      )
      .max(
        thisYear,
        ({ path, value }) =>
          `${path} ${describeValue(value)} is in the future (expected ${thisYear} or earlier)`,
      ),
    keyFeatures: textList('key features'),
    tags: textList('tags')
      .test(
        'known-tags',
        ({ path, value }) => {
          const unknown = (value as string[]).filter(
            (t) => !(researchTags as readonly string[]).includes(t),
          )
          return `${path} ${describeValue(unknown[0])} is not a known tag (expected one of ${researchTags.join(', ')})`
        },
        (v) => v === undefined || v.every((t) => (researchTags as readonly string[]).includes(t)),
      )
      .test(...uniqueItems()),
    problem: text('the problem the product solved'),
    methodology: textList('methodology steps'),
    technologies: textList('technologies').test(...uniqueItems()),
    results: array()
      .strict()
      .typeError(
        ({ path, value }) =>
          `${path} is ${describeValue(value)}, not a list (expected a list of results, each with value and label)`,
      )
      .of(
        strictObject({
          value: text('the figure, e.g. "95%"'),
          label: text('what the figure measures, e.g. "Detection accuracy"'),
        }),
      )
      .required(missing('a list of results, each with value and label'))
      .min(1, ({ path }) => `${path} is an empty list (expected at least 1 result)`),
    impact: text('the overall impact'),
    icon: oneOf(researchIcons, 'an icon name'),
    heroImage: uploadFile(ctx, 'the hero image'),
    heroImageAlt: text('a short description of the hero image'),
    updated: isoDate('the date of the last change to this page'),
  })
}
export type ResearchFrontmatter = InferType<ReturnType<typeof researchSchema>>

export function legalSchema() {
  return strictObject({
    title: text('the page title, e.g. "Privacy Policy"'),
    lead: sizedText('one sentence introducing the page', 20, 300),
    updated: isoDate('the date the text last changed'),
  })
}
export type LegalFrontmatter = InferType<ReturnType<typeof legalSchema>>

export function faqSchema() {
  return strictObject({
    question: text('the question, ending with "?"').test(
      'question-mark',
      ({ path, value }) =>
        `${path} ${describeValue(value)} does not end with "?" (expected a question)`,
      (v) => v === undefined || v.trim().endsWith('?'),
    ),
    order: positiveId(),
  })
}
export type FaqFrontmatter = InferType<ReturnType<typeof faqSchema>>

export function glossarySchema() {
  return strictObject({
    term: text('the term being defined, e.g. "Embedding"'),
  })
}
export type GlossaryFrontmatter = InferType<ReturnType<typeof glossarySchema>>
