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
import type {
  ArticleBlock,
  BlogPostSummary,
  FaqItem,
  FeaturedArticle,
  FeaturedArticleText,
  GlossaryTerm,
  LegalPageMeta,
  ResearchSolution,
  TextSection,
} from '../../src/features/collections/collectionTypes'
import { formatDisplayDate, readDateField } from './dates.ts'
import {
  countWords,
  readTimeFor,
  sectionHeadings,
  stripInline,
  toBlocks,
  toParagraphs,
} from './markdown.ts'
import { readImageSize, type ImageSize } from './imageSize.ts'
import { bodyRules, checkBody, type BodyRules } from './bodyRules.ts'
import { checkMdx, type BodyReference, type MdxCheckCache } from './mdxCheck.ts'
import type { FileReference } from './contentLinks.ts'
import { displayPath, type ContentPaths } from './paths.ts'
import { scaffoldLeftovers } from './scaffold.ts'
import { smartQuotes } from './typography.ts'
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
import { researchSlug, slugify, SLUG_PATTERN } from '../../src/features/collections/slug.ts'

/** A blog post with where its MDX body lives and its sub-heads. */
export interface LoadedBlogPost extends BlogPostSummary {
  file: string
  sections: TextSection[]
}

/** A body's `## ` sub-heads with their page ids, in the site's typography. */
const textSections = (body: string): TextSection[] =>
  sectionHeadings(body).map((h) => ({ ...h, text: smartQuotes(h.text) }))

/** A featured article with its text (the text goes to its own generated module). */
export interface LoadedFeaturedArticle extends FeaturedArticle {
  text: FeaturedArticleText
}

/**
 * A featured article's text as its page shows it: sub-heads and paragraphs, and the optional
 * results, pull quote and diagram of its frontmatter. The pull quote must repeat a sentence of the
 * text and the diagram must name one of its sub-heads; otherwise one message per problem.
 */
function featuredText(
  shown: string,
  fm: Pick<FeaturedArticleFrontmatter, 'results' | 'pullQuote' | 'diagram' | 'diagramSection'>,
  body: string,
): { text: FeaturedArticleText; errors: string[] } {
  const errors: string[] = []
  const raw = toBlocks(body)
  const blocks: ArticleBlock[] = raw.map((b) => ({ ...b, text: smartQuotes(b.text) }))
  const text: FeaturedArticleText = { blocks }
  if (fm.results)
    text.results = fm.results.map((r) => ({ value: r.value, label: smartQuotes(r.label) }))
  const squash = (t: string) => stripInline(t).replace(/[‘’]/g, "'").replace(/[“”]/g, '"')
  // A quote may start a sentence the text continues (after a colon): its first letter may differ.
  const loose = (t: string) => squash(t).toLowerCase()
  if (fm.pullQuote !== undefined) {
    const quote = squash(fm.pullQuote)
    const at = raw.findIndex((b) => b.type === 'paragraph' && loose(b.text).includes(loose(quote)))
    if (at >= 0) {
      const above = raw.slice(0, at).findLast((b) => b.type === 'heading')
      text.pullQuote = {
        text: smartQuotes(quote),
        section: above?.type === 'heading' ? above.id : '',
      }
    } else
      errors.push(
        `${shown}: pullQuote ${JSON.stringify(fm.pullQuote)} is not in the text (expected a sentence copied from a paragraph below the frontmatter, word for word)`,
      )
  }
  const headings = raw.filter((b) => b.type === 'heading')
  if (fm.diagram !== undefined || fm.diagramSection !== undefined) {
    const section = headings.find((h) => h.text === squash(fm.diagramSection ?? ''))
    if (fm.diagram === undefined)
      errors.push(
        `${shown}: diagramSection is set but diagram is missing (expected both, or neither)`,
      )
    else if (fm.diagramSection === undefined)
      errors.push(
        `${shown}: diagram is set but diagramSection is missing (expected the sub-head of the section the diagram ends)`,
      )
    else if (!section)
      errors.push(
        `${shown}: diagramSection ${JSON.stringify(fm.diagramSection)} is not a sub-head of the text (expected one of ${headings.map((h) => JSON.stringify(h.text)).join(', ') || 'the text\'s "## …" lines, and it has none'})`,
      )
    else text.diagram = { name: fm.diagram, section: section.id }
  }
  return { text, errors }
}

export interface LoadedLegalPage {
  name: 'privacy' | 'terms'
  file: string
  meta: LegalPageMeta
}

export interface LoadedContent {
  /** Size of each image in public/uploads/ shown in a rendered body, by file name. */
  images: Record<string, ImageSize>
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
  /** Links and images written in the bodies that pages render, for the link check. */
  references: FileReference[]
}

export interface LoadOptions {
  includeDrafts: boolean
  /** Keeps MDX parse results between runs (./mdxCheck.ts). */
  mdxCache?: MdxCheckCache
}

/** One parsed file: its validated frontmatter and body, or the messages that say why not. */
export interface ParsedFile<T> {
  file: string
  name: string
  data?: T
  body: string
  errors: string[]
  /** Links and images of the body, with their lines in the file. */
  references: BodyReference[]
}

const DATE_FIELDS = ['date', 'updated']

interface YamlError {
  reason?: string
  mark?: { line: number }
}

/**
 * Advice for the usual YAML mistake: an unquoted value with `: ` in it (`title: MLOps: lessons`),
 * which YAML reads as a second field. `line` is the 0-based line of the YAML text the parser named.
 */
function yamlAdvice(yaml: string, line: number | undefined): { line?: number; advice: string } {
  const lines = yaml.split(/\r?\n/)
  const near = line === undefined ? [] : [line, line - 1, line + 1]
  for (const at of [...near, ...lines.keys()]) {
    const m = /^([A-Za-z][\w-]*):[ \t]+([^'"\s[{|>].*?:(?:\s.*)?)$/.exec(lines[at] ?? '')
    if (m) {
      const [, field, value] = m as unknown as [string, string, string]
      return {
        line: at,
        advice: ` (put the ${field} in quotes: ${field}: '${value.trim().replace(/'/g, "''")}')`,
      }
    }
  }
  return {
    line,
    advice:
      ' (expected "field: value" lines; text with a colon or starting with a quote goes in single quotes)',
  }
}

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
  mdxCache?: MdxCheckCache,
): ParsedFile<T> {
  const name = path.basename(shown).replace(/\.mdx$/, '')
  const errors: string[] = []
  let parsed: matter.GrayMatterFile<string>
  try {
    // Options bypass gray-matter's cache, which would share one data object between equal files.
    parsed = matter(source, { excerpt: false })
  } catch (error) {
    const yamlError = error as YamlError
    const reason = (yamlError.reason ?? (error instanceof Error ? error.message : String(error)))
      .split('\n')[0]
      ?.trim()
    const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? ''
    const { line, advice } = yamlAdvice(yaml, yamlError.mark?.line)
    // The YAML starts on the file's second line.
    const where = line === undefined ? shown : `${shown}:${line + 2}`
    return {
      file: shown,
      name,
      body: '',
      references: [],
      errors: [
        `${where}: the frontmatter between the --- lines is not valid YAML: ${reason}${advice}`,
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
  const mdx = checkMdx(shown, source, mdxCache)
  if (mdx.error) errors.push(mdx.error)
  return {
    file: shown,
    name,
    data: errors.length === 0 ? data : undefined,
    body,
    errors,
    references: mdx.references,
  }
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
    title: smartQuotes(fm.title.trim()),
    excerpt: smartQuotes(fm.excerpt.trim()),
    author: fm.author.trim(),
    date: fm.date,
    displayDate: formatDisplayDate(fm.date),
    updated,
    readTime: fm.readTime ?? readTimeFor(countWords(body)),
    imageUrl: normaliseUpload(fm.imageUrl),
    imageAlt: smartQuotes(fm.imageAlt?.trim() ?? ''),
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
  const references: FileReference[] = []
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
        options.mdxCache,
      )
      errors.push(...result.errors)
      // Plain bodies are shown as text: their links are not links on the page.
      if (!rules.plain)
        references.push(...result.references.map((r) => ({ ...r, file: result.file })))
      return { ...result, file }
    })
  }
  const shown = (file: string) => displayPath(paths.root, file)

  // Blog posts: one file each; the file name is the address unless `slug` says otherwise.
  const blogFiles = read<BlogPostFrontmatter>('blog', blogPostSchema(ctx), bodyRules.blog)
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
    // A draft may still hold the outline `npm run new:post` wrote; a published article may not.
    if (!f.data.draft) errors.push(...scaffoldLeftovers(shown(f.file), f.data.excerpt, f.body))
    if (f.data.draft && !options.includeDrafts) {
      skippedDrafts.push(shown(f.file))
      continue
    }
    const slug = f.data.slug ?? f.name
    blog.push({
      ...articleMeta(f.data, slug, f.body),
      category: f.data.category,
      file: f.file,
      sections: textSections(f.body),
    })
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

  // Featured home articles: plain paragraphs and sub-heads, on their pages and in the home modal.
  const featuredFiles = read<FeaturedArticleFrontmatter>(
    'featured',
    featuredArticleSchema(ctx),
    bodyRules.featured,
  )
  const featured: LoadedFeaturedArticle[] = []
  for (const f of featuredFiles) {
    if (!f.data) continue
    errors.push(...updatedNotBefore(shown(f.file), f.data))
    if (f.data.draft && !options.includeDrafts) {
      skippedDrafts.push(shown(f.file))
      continue
    }
    const { text, errors: textErrors } = featuredText(shown(f.file), f.data, f.body)
    errors.push(...textErrors)
    featured.push({
      ...articleMeta(f.data, f.name, f.body),
      category: f.data.category,
      cta: f.data.cta.trim(),
      text,
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
  const researchFiles = read<ResearchFrontmatter>(
    'research',
    researchSchema(ctx),
    bodyRules.research,
  )
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
      title: smartQuotes(f.data.title.trim()),
      tagline: smartQuotes(f.data.tagline.trim()),
      category: f.data.category,
      status: f.data.status,
      launchDate: f.data.launchDate,
      description: toParagraphs(f.body).map(smartQuotes),
      keyFeatures: f.data.keyFeatures.map(smartQuotes),
      tags: f.data.tags as ResearchSolution['tags'],
      problem: smartQuotes(f.data.problem.trim()),
      methodology: f.data.methodology.map(smartQuotes),
      technologies: f.data.technologies,
      results: f.data.results.map((r) => ({
        value: r.value.trim(),
        label: smartQuotes(r.label.trim()),
      })),
      impact: smartQuotes(f.data.impact.trim()),
      icon: f.data.icon,
      heroImage: normaliseUpload(f.data.heroImage),
      heroImageAlt: smartQuotes(f.data.heroImageAlt.trim()),
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
  const legalFiles = read<LegalFrontmatter>('legal', legalSchema(), bodyRules.legal)
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
        title: smartQuotes(f.data.title.trim()),
        lead: smartQuotes(f.data.lead.trim()),
        updated: f.data.updated,
        displayUpdated: formatDisplayDate(f.data.updated),
        sections: textSections(f.body),
      },
    })
  }

  // FAQ: one file per question, ordered by `order`; accordion values item-0, item-1, …
  const faqFiles = read<FaqFrontmatter>('faq', faqSchema(), bodyRules.faq)
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
      question: smartQuotes(f.data.question.trim()),
      answer: toParagraphs(f.body).map(smartQuotes),
    }))

  // Glossary: one file per term, shown alphabetically.
  const glossaryFiles = read<GlossaryFrontmatter>('glossary', glossarySchema(), bodyRules.glossary)
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
      term: smartQuotes(f.data.term.trim()),
      definition: toParagraphs(f.body).map(smartQuotes),
    }))
    .sort((a, b) => a.term.localeCompare(b.term, 'en'))

  // Body images: their size goes into the index (width and height on every <img>); raster ones also
  // through the image pipeline (src/features/collections/contentImages.ts).
  const images: Record<string, ImageSize> = {}
  for (const ref of references) {
    if (ref.kind !== 'image' || !ref.url.startsWith('/uploads/')) continue
    const file = normaliseUpload(ref.url)
    if (file in images || !ctx.uploadExists(file)) continue
    const size = /\.(svg|png|jpe?g|webp)$/i.test(file)
      ? readImageSize(path.join(paths.uploadsDir, file))
      : undefined
    if (size && size.width > 0 && size.height > 0) images[file] = size
    else
      errors.push(
        `${ref.file}:${ref.line}:${ref.column}: the image "${ref.url}" is not an SVG, PNG, JPEG or WebP file whose size can be read (expected one of those; save it in one of those formats)`,
      )
  }

  return {
    content: { images, blog, featured, research, legal, faq, glossary },
    errors,
    skippedDrafts,
    references,
  }
}
