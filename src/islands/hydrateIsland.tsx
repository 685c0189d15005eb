import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { theme } from '../theme/tokens'
import { ISLAND_PROPS_ATTRIBUTE } from './defineIsland'
import { isIslandName, islandLoaders } from './registry'

/** What every island renders inside: the theme (no DOM of its own), and a signal once hydrated. */
function IslandFrame({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

/** Hydrates one `<is-land>` element; resolves once React has committed it. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`)
  // Props were written by the prerender from the same component's props: JSON.parse gives them back.
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object
  const Component = (await islandLoaders[name]()).default as ComponentType<object>
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between (a tap meanwhile is replayed once hydrated), instead of one long task.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame onHydrated={resolve}>
          <Component {...props} />
        </IslandFrame>,
      )
    })
  })
  performance.mark(`island:${name}`)
}
