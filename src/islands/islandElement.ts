import { createContext, useContext } from 'react'

/** The `<is-land>` element an island runs in (null during the prerender). */
export const IslandElementContext = createContext<HTMLElement | null>(null)

/**
 * The island's `<is-land>` element, for a component that answers events on the island's static
 * content (`defineIsland`'s `staticContent`) rather than rendering it. Null during the prerender.
 */
export function useIslandElement(): HTMLElement | null {
  return useContext(IslandElementContext)
}
