import { describe, expect, it } from 'vitest'
import { cutPostPreloads, unpreloadedModules } from './vitePlugin'

describe('post preloads', () => {
  it('removes the per-post modules from every chunk’s dynamic imports, and nothing else', () => {
    const manifest = cutPostPreloads(
      {
        'src/features/blog/BlogPostPage.tsx': {
          file: 'assets/BlogPostPage.js',
          imports: ['_react.js'],
          dynamicImports: [
            'src/generated/content/blog/a.ts',
            'src/generated/content/blog/b.ts',
            'src/features/blog/PostDialog.tsx',
          ],
        },
        'src/generated/content/blog/a.ts': { file: 'assets/a.js', imports: ['_mdx.js'] },
      },
      'src/generated/content/blog/',
    )
    expect(manifest['src/features/blog/BlogPostPage.tsx']?.dynamicImports).toEqual([
      'src/features/blog/PostDialog.tsx',
    ])
    expect(manifest['src/generated/content/blog/a.ts']).toEqual({
      file: 'assets/a.js',
      imports: ['_mdx.js'],
    })
  })

  it('keeps the blog catalog and the post dialog out of /blog’s preloads', () => {
    const cut = unpreloadedModules('src/generated/content')
    expect(cut).toContain('src/generated/content/blogCatalog.ts')
    expect(cut).toContain('src/features/blog/PostDialog.tsx')
    expect(cut).not.toContain('src/generated/content/blogFirstPage.ts')
  })
})
