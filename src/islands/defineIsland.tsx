import {
  createElement,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react'
import { IslandElementContext } from './islandElement'
import type { IslandComponent, IslandName } from './registry'

/** The attribute that names an island in the HTML (`<is-land data-island="contact-form">`). */
const ISLAND_ATTRIBUTE = 'data-island'
/** The attribute that carries its props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props'
/**
 * Marks the element React hydrates when an island also holds static HTML of the page's (see
 * `staticContent` below); without it React hydrates the `<is-land>` element itself.
 */
export const ISLAND_ROOT_ATTRIBUTE = 'data-island-root'

/**
 * When an island hydrates once the islands runtime runs (which starts after the page's first paint):
 * - `paint` (default): at once, so a visitor heading for it finds it ready. Right for an island in or
 *   near the first screen and for a light one (a dialog controller renders nothing until it opens):
 *   waiting until it scrolls into view only adds a download after the scroll.
 * - `visible`: when it scrolls into view. For a heavy island far down a long page.
 */
export type IslandStart = 'paint' | 'visible'

export interface IslandOptions {
  start?: IslandStart
}

/**
 * Makes `Component` an island: the page renders it as usual, wrapped in an `<is-land>` element
 * (@11ty/is-land) that names it and carries its props as JSON. In the browser the islands runtime
 * (src/islands/client.tsx) loads that one component and hydrates it on the element, with the same
 * props, at the moment `start` says. Props must be JSON: plain data, no functions or elements.
 *
 * `staticContent` (the returned component's `children`): HTML of the page that belongs with the
 * island but is never hydrated, such as a grid of cards whose links a dialog controller answers
 * (see useLinkedDialog.ts). React then hydrates only the component, in an element of its own before
 * that content; the component finds the `<is-land>` element with `useIslandElement()`.
 */
export function defineIsland<N extends IslandName>(
  name: N,
  Component: IslandComponent<N>,
  { start = 'paint' }: IslandOptions = {},
) {
  type Props = ComponentProps<IslandComponent<N>>
  // The registry's types tie `Component` to `Props`; createElement cannot see through them.
  const Inner = Component as ComponentType<object>
  function Island({ staticContent, ...props }: Props & { staticContent?: ReactNode }) {
    // The dev server renders whole pages in the browser, without the islands runtime: there the
    // component finds its element through this wrapper (the prerender has none; the runtime gives
    // the hydrated component its own).
    const [element, setElement] = useState<HTMLElement | null>(null)
    const component = createElement(
      IslandElementContext,
      { value: element },
      createElement(Inner, props as object),
    )
    return createElement(
      'is-land',
      {
        ...(__PRERENDERED__ ? {} : { ref: setElement }),
        ...(start === 'visible' ? { 'on:visible': '' } : {}),
        type: 'react',
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      },
      ...(staticContent === undefined
        ? [component]
        : [
            createElement('div', { [ISLAND_ROOT_ATTRIBUTE]: '', key: 'root' }, component),
            staticContent,
          ]),
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
