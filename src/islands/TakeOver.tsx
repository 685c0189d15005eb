import { useLayoutEffect, type ReactNode } from 'react'
import { ISLAND_ROOT_ATTRIBUTE } from './defineIsland'

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]'

/**
 * The moment a live component replaces an island's static content (`defineIsland`'s
 * `staticContent`, e.g. a list the page prerendered): render it here, inside the island's own root.
 * Once it has rendered, and before the browser paints, the static content goes, and focus moves to
 * the same control in the live copy (the n-th control, the live copy starting as the static one
 * did). Render it inside the Suspense boundary that waits for the live component's code.
 */
export function TakeOver({ host, children }: { host: HTMLElement | null; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = host?.querySelector<HTMLElement>(`:scope > [${ISLAND_ROOT_ATTRIBUTE}]`)
    if (!host || !root) return
    const statics = [...host.childNodes].filter((node) => node !== root)
    const staticControls = statics.flatMap((node) =>
      node instanceof Element ? [...node.querySelectorAll(CONTROLS)] : [],
    )
    const focused = document.activeElement ? staticControls.indexOf(document.activeElement) : -1
    for (const node of statics) node.remove()
    if (focused >= 0)
      root.querySelectorAll<HTMLElement>(CONTROLS)[focused]?.focus({ preventScroll: true })
  }, [host])
  return children
}
