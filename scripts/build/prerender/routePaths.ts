/**
 * The paths `vite-react-ssg build` 0.9.2 prerenders for a route table (its `routesToPaths` and
 * default `includedRoutes`): every path of the tree, lazy routes loaded, dynamic segments expanded
 * through `getStaticPaths`, paths with `:` or `*` left out, in the order found.
 */
import type { RouteRecord } from 'vite-react-ssg'

type Route = RouteRecord & { getStaticPaths?: () => string[] | Promise<string[]> }

export async function routePaths(routes: readonly Route[] | undefined): Promise<string[]> {
  if (!routes || routes.length === 0) return ['/']
  const paths = new Set<string>()
  const handle = (p: string | undefined, prefix: string) => {
    if (p == null) return p
    const full = prefix && !p.startsWith('/') ? `${prefix}${p ? `/${p}` : ''}` : p
    paths.add(full)
    return full
  }
  const walk = async (list: readonly Route[], rawPrefix = ''): Promise<void> => {
    const prefix = rawPrefix.replace(/\/$/g, '')
    for (let route of list) {
      if (route.lazy) {
        const loaded = (await route.lazy()) as Partial<Route> | undefined
        if (loaded) route = { ...route, ...loaded } as Route
      }
      const p = handle(route.path, prefix)
      if (route.getStaticPaths && p && /[:*?]/.test(p)) {
        for (const staticPath of await route.getStaticPaths()) {
          const full = handle(staticPath, prefix)
          if (Array.isArray(route.children) && full !== undefined) await walk(route.children, full)
        }
      }
      if (route.index && !p) paths.add('/')
      if (Array.isArray(route.children)) await walk(route.children, p)
    }
  }
  await walk(routes)
  return [...new Set([...paths].filter((p) => !p.includes(':') && !p.includes('*')))]
}
