import type { ComponentType } from 'react'

/**
 * The route table: the single source of truth for every page of the site. The router, the header and
 * footer checks, `<head>` tags, the prerender list, `sitemap.xml` and the route tests all read it.
 *
 * It must stay importable from Node build scripts: page modules are only referenced through `load`
 * (never imported at the top), and nothing here touches `window` or `import.meta.env`.
 */
export interface PageModule {
  default: ComponentType
  /** Dynamic routes may also export their own prerender list. */
  getStaticPaths?: () => string[]
}

export interface RouteEntry {
  /** Absolute path, with `:param` segments for dynamic routes. */
  path: string
  /** Page title without the site name (the head adds it). */
  title: string
  description: string
  /** Listed in `sitemap.xml`. */
  sitemap: boolean
  /** Section name for breadcrumbs and sharing images. */
  section?: string
  load: () => Promise<PageModule>
  /** For dynamic routes: every concrete path to prerender (absolute). */
  staticPaths?: () => string[]
  /** Last change of a concrete path (YYYY-MM-DD), for `sitemap.xml`. */
  lastModified?: (path: string) => string | undefined
}

export const routeTable: RouteEntry[] = [
  {
    path: '/',
    title: 'AI & data-science consultancy from Dar es Salaam',
    description:
      'Custom AI, MLOps, analytics and data annotation from a Dar es Salaam team that works with clients worldwide. Request a free project estimate.',
    sitemap: true,
    section: 'Home',
    load: () => import('../features/home/HomePage'),
  },
  {
    path: '/about',
    title: 'About us',
    description:
      'Our mission, vision and values, the story of a Dar es Salaam AI team founded in 2020, and the numbers behind our work.',
    sitemap: true,
    section: 'Company',
    load: () => import('../features/about/AboutPage'),
  },
  // -- offering pages (home issue) --
  // -- company pages: clients, industries, careers, resources, partnerships --
  // -- content pages: blog, research, legal, FAQ, glossary --
  // -- contact --
  {
    path: '/404',
    title: 'Page not found',
    description:
      'The page you asked for does not exist. Return to the home page or use the navigation to find what you need.',
    sitemap: false,
    load: () => import('../features/not-found/NotFoundPage'),
  },
]

/** Concrete paths to prerender for one entry: itself, or its static paths if dynamic. */
export function concretePaths(entry: RouteEntry): string[] {
  if (!entry.path.includes(':')) return [entry.path]
  return entry.staticPaths ? entry.staticPaths() : []
}

/** Every concrete, prerendered path of the site. */
export function allConcretePaths(table: RouteEntry[] = routeTable): string[] {
  return table.flatMap(concretePaths)
}

/** Paths that belong in the sitemap. */
export function sitemapPaths(table: RouteEntry[] = routeTable): string[] {
  return table.filter((e) => e.sitemap).flatMap(concretePaths)
}

/** Matches a concrete pathname to its entry (`/research/x` matches `/research/:slug`). */
export function findRoute(
  pathname: string,
  table: RouteEntry[] = routeTable,
): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const exact = table.find((e) => e.path === clean)
  if (exact) return exact
  const parts = clean.split('/')
  return table.find((e) => {
    const pattern = e.path.split('/')
    return (
      e.path.includes(':') &&
      pattern.length === parts.length &&
      pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i])
    )
  })
}

/** The HTML file a concrete path is prerendered to with `dirStyle: 'flat'`. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`
}
