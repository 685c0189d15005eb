import { describe, expect, it } from 'vitest'
import type { RouteRecord } from 'vite-react-ssg'
import { routePaths } from './routePaths'

describe('prerendered paths', () => {
  it('walks the tree like vite-react-ssg: index, lazy routes, static paths, no dynamic segments', async () => {
    const routes = [
      {
        path: '/',
        children: [
          { index: true },
          { path: 'about', lazy: async () => ({}) },
          {
            path: 'blog/:slug',
            getStaticPaths: () => ['blog/first', 'blog/second'],
          },
          { path: 'lazy-parent', lazy: async () => ({ children: [{ path: 'child' }] }) },
          { path: '*' },
        ],
      },
    ] as unknown as RouteRecord[]
    // Children of `/` come without the leading slash, as in vite-react-ssg.
    expect(await routePaths(routes)).toEqual([
      '/',
      'about',
      'blog/first',
      'blog/second',
      'lazy-parent',
      'lazy-parent/child',
    ])
  })

  it('renders the root alone when there are no routes', async () => {
    expect(await routePaths([])).toEqual(['/'])
  })
})
