import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent, formatErrors, writeIfChanged } from './buildContent'
import { projectWith, validPost } from './testFixtures'

const generated = (root: string, rel: string) => path.join(root, 'src/generated/indexes', rel)

describe('content build', () => {
  it('writes the typed indexes, then rewrites only what changed', () => {
    const root = projectWith()
    const first = buildContent({ root, env: {}, includeDrafts: false })
    expect(first.ok).toBe(true)
    expect(first.written).toEqual(
      expect.arrayContaining([
        'blogIndex.ts',
        'blogFirstPage.ts',
        'blogCatalog.ts',
        'blog/mlops-at-scale.ts',
        'blogPostModules.ts',
        'research.ts',
        'legal/privacy.ts',
        'routePaths.ts',
      ]),
    )
    const second = buildContent({ root, env: {}, includeDrafts: false })
    expect(second.written).toEqual([])
  })

  it('removes the module of a post that is gone', () => {
    const root = projectWith({ 'content/blog/second.mdx': validPost({ id: '2' }) })
    buildContent({ root, env: {}, includeDrafts: false })
    expect(existsSync(generated(root, 'blog/second.ts'))).toBe(true)
    writeFileSync(path.join(root, 'content/blog/second.mdx'), validPost({ id: '2', draft: 'true' }))
    const result = buildContent({ root, env: {}, includeDrafts: false })
    expect(result.removed).toEqual(['blog/second.ts', 'blogShards/1.ts'])
    expect(existsSync(generated(root, 'blog/second.ts'))).toBe(false)
  })

  it('writes nothing and reports every problem when a file is invalid', () => {
    const root = projectWith({ 'content/blog/mlops-at-scale.mdx': validPost({ title: '<omit>' }) })
    const result = buildContent({ root, env: {}, includeDrafts: false })
    expect(result.ok).toBe(false)
    expect(existsSync(generated(root, 'blogIndex.ts'))).toBe(false)
    expect(formatErrors(result.errors)).toContain(
      '  • content/blog/mlops-at-scale.mdx: title is missing (expected the headline)',
    )
  })

  it('reads CONTENT_DIR, and content/ for the collections it does not have', () => {
    const root = projectWith({
      'elsewhere/blog/other-post.mdx': validPost({ id: '9', title: 'Other post' }),
    })
    const result = buildContent({ root, env: { CONTENT_DIR: 'elsewhere' }, includeDrafts: false })
    expect(result.ok).toBe(true)
    expect(result.content?.blog.map((p) => p.slug)).toEqual(['other-post'])
    expect(result.paths.fallbacks).toEqual([
      'featured',
      'research',
      'legal',
      'faq',
      'glossary',
      'tags.json',
    ])
    expect(readFileSync(generated(root, 'blog/other-post.ts'), 'utf8')).toContain(
      "from '../../../../elsewhere/blog/other-post.mdx'",
    )
  })

  it('leaves an unchanged file untouched', () => {
    const root = projectWith()
    const file = path.join(root, 'x.txt')
    expect(writeIfChanged(file, 'a')).toBe(true)
    const before = statSync(file).mtimeMs
    expect(writeIfChanged(file, 'a')).toBe(false)
    expect(statSync(file).mtimeMs).toBe(before)
  })
})
