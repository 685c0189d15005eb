import { object, string } from 'yup'
import { describe, expect, it } from 'vitest'
import { blogCategories } from '../../src/features/collections/taxonomy'
import { cmsConfig, fieldFor } from './config'

const config = cmsConfig({
  backend: { name: 'github', repo: 'owner/site', branch: 'main' },
  siteUrl: 'https://www.example.org',
  blogTags: ['MLOps', 'Monitoring'],
  nextIds: { blog: 7, featured: 4, faq: 7 },
  today: '2026-11-25',
})
const blog = config.collections.find((c) => c.name === 'blog')!
const field = (name: string) => blog.fields!.find((f) => f.name === name)!

describe('the editor’s configuration, from the content schemas', () => {
  it('offers exactly the categories and tags the build accepts, with the build’s limits', () => {
    expect(field('category')).toMatchObject({ widget: 'checked-select', options: blogCategories })
    expect(field('tags')).toMatchObject({ options: ['MLOps', 'Monitoring'], multiple: true })
    expect(field('title').hint).toBe('The headline, 3 to 120 characters.')
    expect(field('excerpt').widget).toBe('checked-text')
    expect(field('date')).toMatchObject({
      widget: 'checked-datetime',
      format: 'YYYY-MM-DD',
      default: '2026-11-25',
    })
    expect(field('id')).toMatchObject({ widget: 'checked-number', value_type: 'int', default: 7 })
    expect(field('imageUrl')).toMatchObject({ widget: 'checked-image', label: 'Cover image' })
    expect(field('updated').label).toBe('Updated (optional)')
    expect(field('body')).toMatchObject({
      widget: 'checked-markdown',
      editor_components: expect.arrayContaining(['callout', 'image', 'site-name']),
    })
  })

  it('a field added to a schema appears in the editor, checked with that schema', () => {
    const schema = object({
      subtitle: string().meta({ hint: 'a line under the title' }).required(),
    })
    expect(fieldFor('subtitle', schema.describe().fields.subtitle!, 'blog')).toMatchObject({
      name: 'subtitle',
      label: 'Subtitle',
      widget: 'checked-string',
      hint: 'A line under the title.',
      collection_schema: 'blog',
      schema_required: true,
    })
  })

  it('saves through pull requests on GitHub, and writes the repository’s files', () => {
    expect(config).toMatchObject({
      publish_mode: 'editorial_workflow',
      media_folder: 'public/uploads',
      public_folder: '/uploads',
    })
    expect(config.collections.map((c) => c.folder ?? c.files?.map((f) => f.file))).toEqual([
      'content/blog',
      'content/research',
      'content/featured',
      'content/faq',
      'content/glossary',
      ['content/legal/privacy.mdx', 'content/legal/terms.mdx'],
    ])
  })
})
