import { describe, expect, it } from 'vitest'
import { islandModuleId } from '../../src/islands/registry'
import { routeTable } from '../../src/routes/table'
import {
  islandMismatch,
  islandsInHtml,
  islandsRuntimeKey,
  pageAssets,
  routeOfFile,
  staticClosure,
  type Manifest,
} from './siteScript'

const manifest: Manifest = {
  'src/enhance/siteScript.ts': {
    file: 'assets/site-1.js',
    isEntry: true,
    imports: ['_preload.js'],
    dynamicImports: ['src/islands/client.tsx', 'src/enhance/pageBehaviours.ts'],
  },
  '_preload.js': { file: 'assets/preload-2.js' },
  'src/enhance/pageBehaviours.ts': { file: 'assets/behaviours-3.js', isDynamicEntry: true },
  'src/islands/client.tsx': {
    file: 'assets/client-4.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_preload.js'],
    dynamicImports: [islandModuleId('contact-form'), islandModuleId('blog-list')],
  },
  '_react.js': { file: 'assets/react-5.js' },
  [islandModuleId('contact-form')]: {
    file: 'assets/contact-form-6.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_formik.js'],
    dynamicImports: ['src/features/contact/BookingDialog.tsx'],
  },
  '_formik.js': { file: 'assets/formik-7.js' },
  'src/features/contact/BookingDialog.tsx': { file: 'assets/booking-8.js', isDynamicEntry: true },
  [islandModuleId('blog-list')]: { file: 'assets/blog-list-9.js', imports: ['_react.js'] },
}

describe('site script assets', () => {
  it('follows static imports once each, never dynamic ones', () => {
    expect(staticClosure(manifest, islandModuleId('contact-form'))).toEqual([
      'assets/contact-form-6.js',
      'assets/react-5.js',
      'assets/formik-7.js',
    ])
    expect(() => staticClosure(manifest, 'src/missing.ts')).toThrow('not in the build manifest')
  })

  it('gives a page without islands the site script alone', () => {
    expect(pageAssets(manifest, [])).toEqual({
      entry: '/assets/site-1.js',
      preload: ['/assets/preload-2.js'],
    })
  })

  it("gives a page with an island the runtime and that island's chunks, not other islands' or later ones", () => {
    const { entry, preload } = pageAssets(manifest, ['contact-form'])
    expect(entry).toBe('/assets/site-1.js')
    expect(preload).toEqual([
      '/assets/preload-2.js',
      '/assets/client-4.js',
      '/assets/react-5.js',
      '/assets/contact-form-6.js',
      '/assets/formik-7.js',
    ])
    expect(preload).not.toContain('/assets/blog-list-9.js')
    expect(preload).not.toContain('/assets/booking-8.js')
  })

  it('lists what the islands load on first use for later, without what the first load has', () => {
    expect(pageAssets(manifest, ['contact-form']).prefetch).toEqual(['/assets/booking-8.js'])
    expect(pageAssets(manifest, ['blog-list']).prefetch).toBeUndefined()
    expect(pageAssets(manifest, []).prefetch).toBeUndefined()
  })
})

describe('the islands chunk', () => {
  /** The runtime folded into the `islands` chunk with React (siteScriptBundle.ts), as Vite names it. */
  const folded: Manifest = {
    'src/enhance/siteScript.ts': {
      file: 'assets/site-1.js',
      isEntry: true,
      dynamicImports: ['_islands-abc.js'],
    },
    '_islands-abc.js': {
      file: 'assets/islands-abc.js',
      name: 'islands',
      imports: ['_runtime.js'],
      dynamicImports: [islandModuleId('home-articles'), islandModuleId('blog-list')],
    },
    '_runtime.js': { file: 'assets/rolldown-runtime-d.js' },
    '_styled-e.js': { file: 'assets/styled-e.js', name: 'styled' },
    [islandModuleId('home-articles')]: {
      file: 'assets/home-articles-f.js',
      isDynamicEntry: true,
      imports: ['_islands-abc.js'],
    },
    [islandModuleId('blog-list')]: {
      file: 'assets/blog-list-g.js',
      isDynamicEntry: true,
      imports: ['_islands-abc.js', '_styled-e.js'],
    },
  }

  it('finds the runtime in the islands chunk, else by its own module', () => {
    expect(islandsRuntimeKey(folded)).toBe('_islands-abc.js')
    expect(islandsRuntimeKey(manifest)).toBe('src/islands/client.tsx')
  })

  it('gives a dialog controller page no styled-components chunk, a styled island page one', () => {
    expect(pageAssets(folded, ['home-articles']).preload).toEqual([
      '/assets/islands-abc.js',
      '/assets/rolldown-runtime-d.js',
      '/assets/home-articles-f.js',
    ])
    expect(pageAssets(folded, ['blog-list']).preload).toContain('/assets/styled-e.js')
  })
})

describe('islands in pages', () => {
  it('reads the islands of a page in order, once each', () => {
    const html =
      '<main><is-land on:visible="" type="react" data-island="blog-list" data-props="{}"><p>x</p></is-land>' +
      '<is-land data-island="contact-form"></is-land><is-land data-island="blog-list"></is-land></main>'
    expect(islandsInHtml(html)).toEqual(['blog-list', 'contact-form'])
    expect(islandsInHtml('<main><p>data-island="x"</p></main>')).toEqual([])
  })

  it('names what a page declares but lacks, and what it holds undeclared', () => {
    expect(islandMismatch('a.html', ['blog-list'], ['blog-list'])).toBeUndefined()
    expect(islandMismatch('a.html', ['blog-list'], [])).toBe(
      'a.html: declares blog-list but its HTML has none (src/routes/table.ts → islands)',
    )
    expect(islandMismatch('a.html', [], ['contact-form'])).toBe(
      'a.html: holds contact-form that its route does not declare (src/routes/table.ts → islands)',
    )
  })

  it('finds the route of every kind of page file', () => {
    expect(routeOfFile('index.html')?.path).toBe('/')
    expect(routeOfFile('404.html')?.path).toBe('/404')
    expect(routeOfFile('blog/page/2.html')?.path).toBe('/blog/page/:page')
    for (const route of routeTable.filter((r) => !r.path.includes(':') && r.path !== '/'))
      expect(routeOfFile(`${route.path.slice(1)}.html`)?.path).toBe(route.path)
  })
})
