/**
 * The editor checks an entry with the schemas and body rules the build uses
 * (scripts/indexer/schemas.ts, scripts/indexer/bodyRules.ts), on the data the file would hold
 * (./format.ts), so a writer sees, at the field, the message `npm run content` would print, and
 * nothing that the build would reject is ever saved.
 */
import { ValidationError, type AnyObjectSchema } from 'yup'
import { bodyRules, checkBody } from '../../scripts/indexer/bodyRules.ts'
import {
  blogPostSchema,
  faqSchema,
  featuredArticleSchema,
  glossarySchema,
  legalSchema,
  researchSchema,
} from '../../scripts/indexer/schemas.ts'
import { fileData, type EntryData } from './format.ts'

export type CollectionName = keyof typeof bodyRules

/**
 * The schema of each collection, as the build uses it. Images are picked from the media library,
 * so they exist; the build checks the file again.
 */
export function collectionSchemas(
  blogTags: readonly string[],
): Record<CollectionName, AnyObjectSchema> {
  const ctx = { blogTags, uploadExists: () => true }
  return {
    blog: blogPostSchema(ctx),
    featured: featuredArticleSchema(ctx),
    research: researchSchema(ctx),
    faq: faqSchema(),
    glossary: glossarySchema(),
    legal: legalSchema(),
  }
}

/** The build's messages for one entry, by field (`body` for the text), without the file's name. */
export function entryProblems(
  schema: AnyObjectSchema,
  collection: CollectionName,
  data: EntryData,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {}
  const add = (field: string, message: string) => {
    const list = (problems[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  try {
    schema.validateSync(fileData(data), { abortEarly: false, strict: true })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const inner = error.inner.length > 0 ? error.inner : [error]
    for (const e of inner) add(/^[^.[]*/.exec(e.path ?? '')?.[0] || 'entry', e.message)
  }
  const body = typeof data.body === 'string' ? data.body.trim() : ''
  // The editor only offers images from the media library: they exist.
  const prefix = 'FILE: '
  for (const message of checkBody('FILE', body, bodyRules[collection], {
    uploadExists: () => true,
  }))
    add('body', message.startsWith(prefix) ? message.slice(prefix.length) : message)
  return problems
}
