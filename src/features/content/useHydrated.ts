import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during the prerender and while React hydrates, true afterwards. State that depends on the URL
 * query (which the static HTML cannot know) switches on it, so hydration always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
