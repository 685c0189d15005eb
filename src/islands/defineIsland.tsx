import { createElement, type ComponentProps, type ComponentType } from 'react'
import type { IslandComponent, IslandName } from './registry'

/** The attribute that names an island in the HTML (`<is-land data-island="contact-form">`). */
const ISLAND_ATTRIBUTE = 'data-island'
/** The attribute that carries its props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props'

/**
 * Makes `Component` an island: the page renders it as usual, wrapped in an `<is-land>` element
 * (@11ty/is-land) that names it and carries its props as JSON. In the browser the element waits
 * until it scrolls into view, then the islands runtime (src/islands/client.tsx) loads that one
 * component and hydrates it on the element, with the same props. Props must be JSON: plain data,
 * no functions or elements.
 */
export function defineIsland<N extends IslandName>(name: N, Component: IslandComponent<N>) {
  type Props = ComponentProps<IslandComponent<N>>
  // The registry's types tie `Component` to `Props`; createElement cannot see through them.
  const Inner = Component as ComponentType<object>
  function Island(props: Props) {
    return createElement(
      'is-land',
      {
        'on:visible': '',
        type: 'react',
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      },
      createElement(Inner, props as object),
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
