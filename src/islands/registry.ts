/**
 * Every island of the site: the few components that need React in the browser. The prerender renders
 * them in place like any other component (inside an `<is-land>` element, see `defineIsland`); in the
 * browser each is loaded on its own once the page has painted and hydrated on its own root. Nothing
 * else on a page is ever hydrated: cards and lists stay prerendered HTML (an island's static
 * content), their links answered by the island (useLinkedDialog.ts), until a filter changes a list
 * and the live list replaces it (TakeOver.tsx).
 *
 * An island named `x` is the default export of `./modules/x.ts` (the build finds each island's
 * chunk by that file). Pages name their islands in the route table (`islands`), and the build checks
 * that every page's HTML holds exactly the islands its route declares.
 */
export const islandLoaders = {
  /** The inquiry form, its booking dialog and its toasts (/contact). */
  'contact-form': () => import('./modules/contact-form'),
  /** The blog's post dialog, in-place filters and "Show more" (/blog, /blog/page/N, categories). */
  'blog-list': () => import('./modules/blog-list'),
  /** The home page's featured articles' post dialog (the cards are static links to their pages). */
  'home-articles': () => import('./modules/home-articles'),
  /** The research list's technology filter (/research). */
  'research-list': () => import('./modules/research-list'),
  /** The client dialog of /clients (the cards are static links to the case study pages). */
  'client-stories': () => import('./modules/client-stories'),
}

export type IslandName = keyof typeof islandLoaders

/** The module of island `name`, as Vite's build manifest names it. */
export function islandModuleId(name: IslandName): string {
  return `src/islands/modules/${name}.ts`
}

export function isIslandName(name: unknown): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(islandLoaders, name)
}

/** The component an island's module exports. */
export type IslandComponent<N extends IslandName> = Awaited<
  ReturnType<(typeof islandLoaders)[N]>
>['default']
