/**
 * The editor's configuration (Decap CMS, served at /admin/), generated from the content schemas
 * the build validates (scripts/indexer/schemas.ts): every field of a schema becomes a field of the
 * editor, with its kind, its allowed values (categories, tags, icons), its limits and its hint, so
 * the editor and the build cannot disagree. A field added to a schema appears in the editor.
 *
 * Every field is optional for the editor itself: the editor's own check would say "Title is
 * required."; instead each field is checked by the same schema, with the build's own message
 * (src/admin/validation.ts), and required fields are marked in their label.
 */
import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup'
import type { FieldMeta } from '../indexer/schemas.ts'
import { COMPONENT_IDS } from '../../src/admin/editorComponents.ts'
import { collectionSchemas } from '../../src/admin/validation.ts'

/** One field of Decap's configuration (only what this site uses). */
export interface CmsField {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  options?: readonly string[]
  multiple?: boolean
  value_type?: string
  min?: number
  max?: number
  format?: string
  date_format?: string
  time_format?: boolean
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  choose_url?: boolean
  modes?: string[]
  buttons?: string[]
  editor_components?: string[]
  minimal?: boolean
  /** The schema's collection, for the editor's check of this field (src/admin/validation.ts). */
  collection_schema?: string
  schema_required?: boolean
}

export type CollectionName = 'blog' | 'featured' | 'research' | 'faq' | 'glossary' | 'legal'

export interface CmsCollection {
  name: CollectionName
  label: string
  label_singular: string
  description: string
  folder?: string
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>
  extension: 'mdx'
  format: typeof FORMAT_NAME
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  preview_path?: string
  fields?: CmsField[]
}

/** The custom format (src/admin/format.ts), registered under this name. */
export const FORMAT_NAME = 'site-mdx'

/** Widgets the admin registers around Decap's own, with the build's checks (src/admin/main.ts). */
export const checkedWidget = (base: string) => `checked-${base}`

/** Decap's widgets the checked ones wrap. */
export const BASE_WIDGETS = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'datetime',
  'image',
  'list',
  'markdown',
] as const

const MARKDOWN_BUTTONS = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'quote',
  'bulleted-list',
  'numbered-list',
  'code',
]

/** `imageAlt` → "Image alt". */
function labelFor(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const paramOf = (d: SchemaDescription, test: string, param: string) =>
  d.tests.find((t) => t.name === test)?.params?.[param] as number | undefined

/** One schema field as an editor field. */
export function fieldFor(
  name: string,
  described: SchemaFieldDescription,
  collection: string,
): CmsField {
  const d = described as SchemaDescription & {
    meta?: FieldMeta
    innerType?: SchemaFieldDescription
    fields?: Record<string, SchemaFieldDescription>
  }
  const m = d.meta ?? {}
  const required = !d.optional
  const min = paramOf(d, 'min', 'min')
  const max = paramOf(d, 'max', 'max')
  const limits =
    min !== undefined && max !== undefined
      ? `, ${min} to ${max} characters`
      : max !== undefined
        ? `, at most ${max} characters`
        : ''
  const base: CmsField = {
    name,
    label: `${m.label ?? labelFor(name)}${required ? '' : ' (optional)'}`,
    widget: 'string',
    required: false,
    schema_required: required,
    collection_schema: collection,
    ...(m.hint ? { hint: `${m.hint.charAt(0).toUpperCase()}${m.hint.slice(1)}${limits}.` } : {}),
  }
  const widget = (w: string) => checkedWidget(w)
  if (m.options && d.type === 'array')
    return { ...base, widget: widget('select'), options: m.options, multiple: true }
  if (m.options) return { ...base, widget: widget('select'), options: m.options }
  if (m.kind === 'date')
    return {
      ...base,
      widget: widget('datetime'),
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
    }
  if (m.kind === 'image') return { ...base, widget: widget('image'), choose_url: false }
  if (m.kind === 'boolean') return { ...base, widget: widget('boolean') }
  if (m.kind === 'integer' || d.type === 'number')
    return { ...base, widget: widget('number'), value_type: 'int', min: 1 }
  if (d.type === 'array') {
    const inner = d.innerType as
      (SchemaDescription & { fields?: Record<string, SchemaFieldDescription> }) | undefined
    if (inner?.type === 'object' && inner.fields)
      return {
        ...base,
        widget: widget('list'),
        fields: Object.entries(inner.fields).map(([n, f]) => ({
          ...fieldFor(n, f, collection),
          collection_schema: undefined,
          widget: 'string',
          required: true,
        })),
      }
    return {
      ...base,
      widget: widget('list'),
      field: { name: 'item', label: labelFor(name), widget: 'string' },
    }
  }
  return { ...base, widget: widget(max !== undefined && max > 150 ? 'text' : 'string') }
}

export interface ConfigInput {
  /** Where the editor saves: the GitHub repository, or the local backend of `npm run cms`. */
  backend:
    | { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string }
    | { name: 'proxy'; proxy_url: string; branch: string }
  /** The site's public origin (for "view on site" links). */
  siteUrl: string
  blogTags: readonly string[]
  /** The next free id of each collection that numbers its entries. */
  nextIds: { blog: number; featured: number; faq: number }
  today: string
}

/** Field order in the editor: the order writers meet them in CONTRIBUTING; others follow. */
const FIELD_ORDER = [
  'title',
  'question',
  'term',
  'excerpt',
  'tagline',
  'lead',
  'author',
  'date',
  'updated',
  'category',
  'status',
  'launchDate',
  'imageUrl',
  'imageAlt',
  'heroImage',
  'heroImageAlt',
  'tags',
  'cta',
  'draft',
  'id',
  'order',
]

function fieldsOf(
  collection: CollectionName,
  schema: AnyObjectSchema,
  defaults: Record<string, unknown>,
  body: CmsField,
): CmsField[] {
  const described = schema.describe().fields
  const names = Object.keys(described).sort((a, b) => {
    const ia = FIELD_ORDER.indexOf(a)
    const ib = FIELD_ORDER.indexOf(b)
    return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib)
  })
  const fields = names.map((name) => {
    const field = fieldFor(name, described[name]!, collection)
    return name in defaults ? { ...field, default: defaults[name] } : field
  })
  return [...fields, body]
}

const articleBody = (collection: CollectionName, components: readonly string[]): CmsField => ({
  name: 'body',
  label: 'Text',
  widget: checkedWidget('markdown'),
  required: false,
  schema_required: true,
  collection_schema: collection,
  hint: 'Sections start with a level-2 heading; insert a callout, an image or a site value with the + button.',
  modes: ['rich_text', 'raw'],
  buttons: MARKDOWN_BUTTONS,
  editor_components: [...components, 'image'],
})

const plainBody = (collection: CollectionName, label: string, hint: string): CmsField => ({
  name: 'body',
  label,
  widget: checkedWidget('text'),
  required: false,
  schema_required: true,
  collection_schema: collection,
  hint,
})

/** The whole configuration Decap CMS starts with. */
export function cmsConfig(input: ConfigInput) {
  const schemas = collectionSchemas(input.blogTags)
  const components = Object.values(COMPONENT_IDS)
  const articleComponents = components.filter((c) => c !== 'privacy-email')
  const collections: CmsCollection[] = [
    {
      name: 'blog',
      label: 'Blog articles',
      label_singular: 'Blog article',
      description:
        'Articles on /blog. The file name, from the title, becomes the address /blog/{name}.',
      folder: 'content/blog',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}} ({{date}})',
      sortable_fields: ['date', 'title'],
      preview_path: 'blog/{{slug}}',
      fields: fieldsOf(
        'blog',
        schemas.blog,
        { id: input.nextIds.blog, date: input.today, draft: false },
        articleBody('blog', articleComponents),
      ),
    },
    {
      name: 'research',
      label: 'Research write-ups',
      label_singular: 'Research write-up',
      description:
        'Retired research products on /research. The file name is the title in lower case with hyphens.',
      folder: 'content/research',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}} ({{launchDate}})',
      preview_path: 'research/{{slug}}',
      fields: fieldsOf(
        'research',
        schemas.research,
        { status: 'Retired', updated: input.today },
        plainBody(
          'research',
          'Description',
          'Paragraphs separated by an empty line; the first one is also shown on the card.',
        ),
      ),
    },
    {
      name: 'featured',
      label: 'Featured home articles',
      label_singular: 'Featured article',
      description:
        'The three articles on the home page, shown as paragraphs with sub-heads (on their pages and in the home page window).',
      folder: 'content/featured',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      fields: fieldsOf(
        'featured',
        schemas.featured,
        { id: input.nextIds.featured, date: input.today, cta: 'Read More' },
        plainBody(
          'featured',
          'Text',
          'Paragraphs separated by an empty line; a sub-head is a line of its own starting "## ". No other headings, components or images.',
        ),
      ),
    },
    {
      name: 'faq',
      label: 'FAQ',
      label_singular: 'Question',
      description: 'One question per entry on /faq, in the order of "Order".',
      folder: 'content/faq',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'question',
      summary: '{{order}}. {{question}}',
      fields: fieldsOf(
        'faq',
        schemas.faq,
        { order: input.nextIds.faq },
        plainBody('faq', 'Answer', 'Plain paragraphs separated by an empty line.'),
      ),
    },
    {
      name: 'glossary',
      label: 'Glossary',
      label_singular: 'Term',
      description: 'One term per entry on /glossary, shown alphabetically.',
      folder: 'content/glossary',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: true,
      slug: '{{slug}}',
      identifier_field: 'term',
      fields: fieldsOf(
        'glossary',
        schemas.glossary,
        {},
        plainBody('glossary', 'Definition', 'Plain paragraphs separated by an empty line.'),
      ),
    },
    {
      name: 'legal',
      label: 'Legal pages',
      label_singular: 'Legal page',
      description: 'The privacy policy and the terms of service.',
      extension: 'mdx',
      format: FORMAT_NAME,
      create: false,
      delete: false,
      files: [
        {
          name: 'privacy',
          label: 'Privacy policy',
          file: 'content/legal/privacy.mdx',
          fields: fieldsOf('legal', schemas.legal, {}, articleBody('legal', components)),
        },
        {
          name: 'terms',
          label: 'Terms of service',
          file: 'content/legal/terms.mdx',
          fields: fieldsOf('legal', schemas.legal, {}, articleBody('legal', articleComponents)),
        },
      ],
    },
  ]
  return {
    load_config_file: false,
    backend: {
      ...input.backend,
      ...(input.backend.name === 'github' ? { squash_merges: true } : {}),
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}”',
        update: 'Edit {{collection}} “{{slug}}”',
        delete: 'Delete {{collection}} “{{slug}}”',
        uploadMedia: 'Add image {{path}}',
        deleteMedia: 'Delete image {{path}}',
      },
    },
    // Production: every save is a branch and a pull request. The local backend writes to the
    // working tree (decap-server's fs mode has no workflow).
    ...(input.backend.name === 'github' ? { publish_mode: 'editorial_workflow' } : {}),
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  }
}
