/**
 * Reads every collection of the content folder, validates each file against its schema and the
 * cross-file rules (unique ids and slugs), and returns the normalised entries the pages use. Nothing
 * is written here (see buildContent.ts); every problem becomes one message naming the file, the
 * field, what was found and what is expected.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { ValidationError, type AnyObjectSchema } from 'yup'
import { mdxComponentNames } from '../../src/features/content/taxonomy.ts'
import type {
  BlogPostSummary,
  FaqItem,
  FeaturedArticle,
  GlossaryTerm,
  LegalPageMeta,
  ResearchSolution,
} from '../../src/features/content/types'
import { formatDisplayDate, readDateField } from './dates.ts'
import {
  componentsUsed,
  countWords,
  emailsIn,
  hasLevelOneHeading,
  imagesIn,
  readTimeFor,
  toParagraphs,
} from './markdown.ts'
import { displayPath, type ContentPaths } from './paths.ts'
import {
  blogPostSchema,
  describeValue,
  faqSchema,
  featuredArticleSchema,
  glossarySchema,
  legalSchema,
  normaliseUpload,
  researchSchema,
  type BlogPostFrontmatter,
  type FaqFrontmatter,
  type FeaturedArticleFrontmatter,
  type GlossaryFrontmatter,
  type LegalFrontmatter,
  type ResearchFrontmatter,
  type SchemaContext,
} from './schemas.ts'
import { researchSlug, slugify, SLUG_PATTERN } from '../../src/features/content/slug.ts'

/** A blog post with where its MDX body lives. */
export interface LoadedBlogPost extends BlogPostSummary {
  file: string
}

/** A featured article with its text (the text goes to its own generated module). */
export interface LoadedFeaturedArticle extends FeaturedArticle {
  paragraphs: string[]
}

export interface LoadedLegalPage {
  name: 'privacy' | 'terms'
  file: string
  meta: LegalPageMeta
}

export interface LoadedContent {
  blog: LoadedBlogPost[]
  featured: LoadedFeaturedArticle[]
  research: ResearchSolution[]
  legal: LoadedLegalPage[]
  faq: FaqItem[]
  glossary: GlossaryTerm[]
}

export interface LoadResult {
  content: LoadedContent
  /** One line per problem, `file: field …`. Empty when everything is valid. */
  errors: string[]
  /** Drafts left out of this build. */
  skippedDrafts: string[]
}

export interface LoadOptions {
  includeDrafts: boolean
}

/** One parsed file: its validated frontmatter and body, or the messages that say why not. */
export interface ParsedFile<T> {
  file: string
  name: string
  data?: T
  body: string
  errors: string[]
}

/** Which checks apply to a body. */
interface BodyRules {
  /** The body is shown as plain paragraphs: no components allowed, and it must not be empty. */
  plain: boolean
  /** What the body is, for the "is empty" message. */
  bodyIs: string
}

const DATE_FIELDS = ['date', 'updated']

/**
 * Parses and validates one file's source. Pure apart from the `ctx` callbacks, so unit tests feed it
 * fixtures as strings.
 */
export function parseFile<T>(
  shown: string,
  source: string,
  schema: AnyObjectSchema,
  rules: BodyRules,
  ctx: Pick<SchemaContext, 'uploadExists'>,
): ParsedFile<T> {
  const name = path.basename(shown).replace(/\.mdx$/, '')
  const errors: string[] = []
  let parsed: matter.GrayMatterFile<string>
  try {
    // Options bypass gray-matter's cache, which would share one data object between equal files.
    parsed = matter(source, { excerpt: false })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return {
      file: shown,
      name,
      body: '',
      errors: [
        `${shown}: the frontmatter between the --- lines is not valid YAML: ${reason} (expected "field: value" lines)`,
      ],
    }
  }
  if (!/^---\r?\n/.test(source)) {
    errors.push(
      `${shown}: no frontmatter found (expected the file to start with a --- line, the fields, and another --- line)`,
    )
  }
  const raw: Record<string, unknown> = { ...(parsed.data as Record<string, unknown>) }
  for (const key of DATE_FIELDS) {
    if (key in raw) raw[key] = readDateField(raw[key], key, parsed.matter)
  }
  let data: T | undefined
  try {
    data = schema.validateSync(raw, { abortEarly: false, strict: true }) as T
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const messages = error.inner.length > 0 ? error.inner.flatMap((e) => e.errors) : error.errors
    for (const message of new Set(messages)) errors.push(`${shown}: ${message}`)
  }
  const body = parsed.content.trim()
  errors.push(...checkBody(shown, body, rules, ctx))
  return { file: shown, name, data: errors.length === 0 ? data : undefined, body, errors }
}

/** Rules every body follows, whatever the collection. */
function checkBody(
  shown: string,
  body: string,
  rules: BodyRules,
  ctx: Pick<SchemaContext, 'uploadExists'>,
): string[] {
  const errors: string[] = []
  if (body === '')
    errors.push(`${shown}: the text below the frontmatter is empty (expected ${rules.bodyIs})`)
  const components = componentsUsed(body)
  if (rules.plain && components.length > 0) {
    errors.push(
      `${shown}: the text uses <${components[0]}>, but it is shown as plain paragraphs (expected text only)`,
    )
  } else {
    for (const c of components.filter(
      (c) => !(mdxComponentNames as readonly string[]).includes(c),
    )) {
      errors.push(
        `${shown}: the text uses <${c}>, which is not an available component (expected one of ${mdxComponentNames.map((n) => `<${n}>`).join(', ')})`,
      )
    }
  }
  for (const email of emailsIn(body)) {
    errors.push(
      `${shown}: the text contains the e-mail address "${email}" (expected <ContactEmail /> or <PrivacyEmail />, which come from the site config)`,
    )
  }
  for (const src of imagesIn(body)) {
    const file = normaliseUpload(src)
    if (!src.startsWith('/uploads/') || !ctx.uploadExists(file)) {
      errors.push(
        `${shown}: the image "${src}" does not exist (expected an address like /uploads/name.svg of a file in public/uploads/)`,
      )
    }
  }
  if (hasLevelOneHeading(body)) {
    errors.push(
      `${shown}: the text has a level-1 heading ("# …"); the page title is already the only one (expected "## …" for sections)`,
    )
  }
  return errors
}

function listMdx(dir: string, shownDir: string, errors: string[]): string[] {
  if (!existsSync(dir)) {
    errors.push(`${shownDir}/: the folder does not exist (expected a folder of .mdx files)`)
    return []
  }
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.') || entry.name.startsWith('_')) continue
    if (/^readme\.md$/i.test(entry.name)) continue
    if (entry.name.endsWith('.mdx')) files.push(path.join(dir, entry.name))
    else if (entry.name.endsWith('.md')) {
      errors.push(
        `${shownDir}/${entry.name}: only .mdx files are read (expected the file to be named ${entry.name.replace(/\.md$/, '.mdx')})`,
      )
    }
  }
  return files.sort()
}

function readTags(paths: ContentPaths, errors: string[]): string[] {
  const shown = displayPath(paths.root, paths.tagsFile)
  if (!existsSync(paths.tagsFile)) {
    errors.push(`${shown}: the file does not exist (expected {"tags": ["…", …]})`)
    return []
  }
  try {
    const json = JSON.parse(readFileSync(paths.tagsFile, 'utf8')) as { tags?: unknown }
    if (!Array.isArray(json.tags) || !json.tags.every((t) => typeof t === 'string' && t.trim())) {
      errors.push(`${shown}: tags is ${describeValue(json.tags)} (expected a list of tag names)`)
      return []
    }
    return json.tags as string[]
  } catch (error) {
    errors.push(
      `${shown}: the file is not valid JSON: ${error instanceof Error ? error.message : String(error)} (expected {"tags": ["…", …]})`,
    )
    return []
  }
}

/** Reports every value of `key` used by more than one file. */
function duplicates<T>(
  items: Array<{ file: string; value: T }>,
  describe: (value: T, first: string) => string,
): string[] {
  const seen = new Map<T, string>()
  const errors: string[] = []
  for (const { file, value } of items) {
    const first = seen.get(value)
    if (first) errors.push(`${file}: ${describe(value, first)}`)
    else seen.set(value, file)
  }
  return errors
}

function articleMeta(
  fm: BlogPostFrontmatter | FeaturedArticleFrontmatter,
  slug: string,
  body: string,
) {
  const updated = fm.updated ?? fm.date
  return {
    id: fm.id,
    slug,
    title: fm.title.trim(),
    excerpt: fm.excerpt.trim(),
    author: fm.author.trim(),
    date: fm.date,
    displayDate: formatDisplayDate(fm.date),
    updated,
    readTime: fm.readTime ?? readTimeFor(countWords(body)),
    imageUrl: normaliseUpload(fm.imageUrl),
    imageAlt: fm.imageAlt?.trim() ?? '',
    tags: fm.tags,
    draft: fm.draft ?? false,
  }
}

function updatedNotBefore(file: string, fm: { date: string; updated?: string }): string[] {
  return fm.updated && fm.updated < fm.date
    ? [
        `${file}: updated "${fm.updated}" is before date "${fm.date}" (expected the same day or later)`,
      ]
    : []
}

/** Newest first; equal dates by id, highest first. */
function byDateDesc(a: { date: string; id: number }, b: { date: string; id: number }): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1
}

/** Reads, validates and normalises every collection. */
export function loadContent(paths: ContentPaths, options: LoadOptions): LoadResult {
  const errors: string[] = []
  const skippedDrafts: string[] = []
  const blogTags = readTags(paths, errors)
  const ctx: SchemaContext = {
    blogTags,
    uploadExists: (file) => file !== '' && existsSync(path.join(paths.uploadsDir, file)),
  }
  const read = <T>(
    collection: keyof ContentPaths['collections'],
    schema: AnyObjectSchema,
    rules: BodyRules,
  ): Array<ParsedFile<T>> => {
    const dir = paths.collections[collection]
    const shownDir = displayPath(paths.root, dir)
    return listMdx(dir, shownDir, errors).map((file) => {
      const result = parseFile<T>(
        displayPath(paths.root, file),
        readFileSync(file, 'utf8'),
        schema,
        rules,
        ctx,
      )
      errors.push(...result.errors)
      return { ...result, file }
    })
  }
  const shown = (file: string) => displayPath(paths.root, file)

  // Blog posts: one file each; the file name is the address unless `slug` says otherwise.
  const blogFiles = read<BlogPostFrontmatter>('blog', blogPostSchema(ctx), {
    plain: false,
    bodyIs: 'the article in Markdown',
  })
  const blog: LoadedBlogPost[] = []
  for (const f of blogFiles) {
    if (!f.data?.slug && !SLUG_PATTERN.test(f.name)) {
      errors.push(
        `${shown(f.file)}: the file name "${f.name}.mdx" cannot be an address (expected lower-case letters, digits and hyphens, e.g. ${slugify(f.name) || 'my-article'}.mdx)`,
      )
      continue
    }
    if (!f.data) continue
    errors.push(...updatedNotBefore(shown(f.file), f.data))
    if (f.data.draft && !options.includeDrafts) {
      skippedDrafts.push(shown(f.file))
      continue
    }
    const slug = f.data.slug ?? f.name
    blog.push({ ...articleMeta(f.data, slug, f.body), category: f.data.category, file: f.file })
  }
  errors.push(
    ...duplicates(
      blogFiles.filter((f) => f.data).map((f) => ({ file: shown(f.file), value: f.data!.id })),
      (id, first) => `id ${id} is already used by ${first} (expected a unique number)`,
    ),
    ...duplicates(
      blogFiles
        .filter((f) => f.data)
        .map((f) => ({ file: shown(f.file), value: f.data!.slug ?? f.name })),
      (slug, first) =>
        `the address /blog/${slug} is already used by ${first} (expected a unique file name or slug)`,
    ),
  )
  blog.sort(byDateDesc)

  // Featured home articles: shown in a modal as plain paragraphs.
  const featuredFiles = read<FeaturedArticleFrontmatter>('featured', featuredArticleSchema(ctx), {
    plain: true,
    bodyIs: 'the article as paragraphs separated by blank lines',
  })
  const featured: LoadedFeaturedArticle[] = []
  for (const f of featuredFiles) {
    if (!f.data) continue
    errors.push(...updatedNotBefore(shown(f.file), f.data))
    if (f.data.draft && !options.includeDrafts) {
      skippedDrafts.push(shown(f.file))
      continue
    }
    featured.push({
      ...articleMeta(f.data, f.name, f.body),
      category: f.data.category,
      cta: f.data.cta.trim(),
      paragraphs: toParagraphs(f.body),
    })
  }
  errors.push(
    ...duplicates(
      featuredFiles.filter((f) => f.data).map((f) => ({ file: shown(f.file), value: f.data!.id })),
      (id, first) => `id ${id} is already used by ${first} (expected a unique number)`,
    ),
  )
  featured.sort((a, b) => a.id - b.id)

  // Research solutions: the address is the title, lower-cased, spaces to hyphens.
  const researchFiles = read<ResearchFrontmatter>('research', researchSchema(ctx), {
    plain: true,
    bodyIs: 'the description as paragraphs',
  })
  const research: ResearchSolution[] = []
  for (const f of researchFiles) {
    if (!f.data) continue
    const slug = researchSlug(f.data.title)
    if (slug !== f.name) {
      errors.push(
        `${shown(f.file)}: title "${f.data.title}" gives the address /research/${slug}, but the file is named ${f.name}.mdx (expected ${slug}.mdx)`,
      )
      continue
    }
    research.push({
      slug,
      title: f.data.title.trim(),
      tagline: f.data.tagline.trim(),
      category: f.data.category,
      status: f.data.status,
      launchDate: f.data.launchDate,
      description: toParagraphs(f.body),
      keyFeatures: f.data.keyFeatures,
      tags: f.data.tags as ResearchSolution['tags'],
      problem: f.data.problem.trim(),
      methodology: f.data.methodology,
      technologies: f.data.technologies,
      results: f.data.results.map((r) => ({ value: r.value.trim(), label: r.label.trim() })),
      impact: f.data.impact.trim(),
      icon: f.data.icon,
      heroImage: normaliseUpload(f.data.heroImage),
      heroImageAlt: f.data.heroImageAlt.trim(),
      updated: f.data.updated,
    })
  }
  errors.push(
    ...duplicates(
      researchFiles
        .filter((f) => f.data)
        .map((f) => ({ file: shown(f.file), value: researchSlug(f.data!.title) })),
      (slug, first) =>
        `the address /research/${slug} is already used by ${first} (expected a unique title)`,
    ),
  )
  research.sort((a, b) => a.launchDate - b.launchDate || a.title.localeCompare(b.title))

  // Legal pages: exactly privacy and terms, rendered from MDX.
  const legalFiles = read<LegalFrontmatter>('legal', legalSchema(), {
    plain: false,
    bodyIs: 'the page text in Markdown',
  })
  const legal: LoadedLegalPage[] = []
  const legalDir = shown(paths.collections.legal)
  for (const required of ['privacy', 'terms'] as const) {
    if (!legalFiles.some((f) => f.name === required)) {
      errors.push(
        `${legalDir}/${required}.mdx: the file is missing (expected the ${required === 'privacy' ? 'privacy policy' : 'terms of service'} page)`,
      )
    }
  }
  for (const f of legalFiles) {
    if (f.name !== 'privacy' && f.name !== 'terms') {
      errors.push(
        `${shown(f.file)}: there is no page for "${f.name}" (expected only privacy.mdx and terms.mdx)`,
      )
      continue
    }
    if (f.name === 'privacy') {
      const uses = (f.body.match(/<PrivacyEmail\b/g) ?? []).length
      if (uses !== 1) {
        errors.push(
          `${shown(f.file)}: the text uses <PrivacyEmail /> ${uses} times (expected exactly once: the privacy contact appears once)`,
        )
      }
    }
    if (!f.data) continue
    legal.push({
      name: f.name,
      file: f.file,
      meta: {
        title: f.data.title.trim(),
        lead: f.data.lead.trim(),
        updated: f.data.updated,
        displayUpdated: formatDisplayDate(f.data.updated),
      },
    })
  }

  // FAQ: one file per question, ordered by `order`; accordion values item-0, item-1, …
  const faqFiles = read<FaqFrontmatter>('faq', faqSchema(), {
    plain: true,
    bodyIs: 'the answer',
  })
  errors.push(
    ...duplicates(
      faqFiles.filter((f) => f.data).map((f) => ({ file: shown(f.file), value: f.data!.order })),
      (order, first) => `order ${order} is already used by ${first} (expected a unique number)`,
    ),
  )
  const faq: FaqItem[] = faqFiles
    .filter((f): f is ParsedFile<FaqFrontmatter> & { data: FaqFrontmatter } => !!f.data)
    .sort((a, b) => a.data.order - b.data.order)
    .map((f, i) => ({
      value: `item-${i}`,
      question: f.data.question.trim(),
      answer: toParagraphs(f.body),
    }))

  // Glossary: one file per term, shown alphabetically.
  const glossaryFiles = read<GlossaryFrontmatter>('glossary', glossarySchema(), {
    plain: true,
    bodyIs: 'the definition',
  })
  errors.push(
    ...duplicates(
      glossaryFiles
        .filter((f) => f.data)
        .map((f) => ({ file: shown(f.file), value: slugify(f.data!.term) })),
      (slug, first) =>
        `the term "${slug}" is already defined in ${first} (expected each term once)`,
    ),
  )
  const glossary: GlossaryTerm[] = glossaryFiles
    .filter((f): f is ParsedFile<GlossaryFrontmatter> & { data: GlossaryFrontmatter } => !!f.data)
    .map((f) => ({
      slug: slugify(f.data.term),
      term: f.data.term.trim(),
      definition: toParagraphs(f.body),
    }))
    .sort((a, b) => a.term.localeCompare(b.term, 'en'))

  return {
    content: { blog, featured, research, legal, faq, glossary },
    errors,
    skippedDrafts,
  }
}
