import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLAND_PROPS_ATTRIBUTE, ISLAND_ROOT_ATTRIBUTE } from './defineIsland'
import { IslandElementContext } from './islandElement'
import { isIslandName, islandLoaders } from './registry'

/**
 * What every island renders inside (no DOM of its own): its `<is-land>` element, and a signal once
 * hydrated. No theme: an island that renders styled components brings it (src/ui/Themed.tsx), so a
 * page whose island renders nothing styled at first loads no styled-components.
 */
function IslandFrame({
  element,
  children,
  onHydrated,
}: {
  element: HTMLElement
  children: ReactNode
  onHydrated: () => void
}) {
  useEffect(onHydrated, [onHydrated])
  return <IslandElementContext value={element}>{children}</IslandElementContext>
}

/** Hydrates one `<is-land>` element; resolves once React has committed it. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island
  if (!isIslandName(name)) throw new Error(`Unknown island "${String(name)}"`)
  // Props were written by the prerender from the same component's props: JSON.parse gives them back.
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object
  const Component = (await islandLoaders[name]()).default as ComponentType<object>
  // An island with static content of the page hydrates only its component's own element.
  const root = element.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTRIBUTE}]`) ?? element
  await new Promise<void>((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between (a tap meanwhile is replayed once hydrated), instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <IslandFrame element={element} onHydrated={resolve}>
          <Component {...props} />
        </IslandFrame>,
      )
    })
  })
  performance.mark(`island:${name}`)
}
