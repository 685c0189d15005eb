import type { RouteRecord } from 'vite-react-ssg'
import { Layout } from '../layout/Layout'
import { routeTable, type RouteEntry } from './table'

function toRecord(entry: RouteEntry): RouteRecord {
  const path = entry.path === '/' ? undefined : entry.path.replace(/^\//, '')
  const lazy = async () => {
    const mod = await entry.load()
    // The prerender runs the page's loader before rendering; in the browser vite-react-ssg gives every
    // route its own loader (the prerendered data), so a second one would only be ignored with a warning.
    return import.meta.env.SSR && mod.loader
      ? { Component: mod.default, loader: mod.loader }
      : { Component: mod.default }
  }
  if (!path) return { index: true, lazy, entry: 'src/features/home/HomePage.tsx' }
  return {
    path,
    lazy,
    ...(entry.staticPaths
      ? { getStaticPaths: () => (entry.staticPaths?.() ?? []).map((p) => p.replace(/^\//, '')) }
      : {}),
  }
}

/**
 * Router records for vite-react-ssg, which prerenders every page: one layout route (header, footer,
 * head) around every page. There is no client-side router; a page that fails to render fails the
 * build (scripts/build/siteScript.ts refuses React Router's error page).
 */
export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      ...routeTable.map(toRecord),
      {
        path: '*',
        lazy: async () => {
          const mod = await import('../features/not-found/NotFoundPage')
          return { Component: mod.default }
        },
      },
    ],
  },
]
