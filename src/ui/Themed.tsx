import { createElement, type ComponentType, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { theme } from '../theme/tokens'

/** The site's design tokens for what renders inside (styled components read them). */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

/**
 * `Component` inside the theme: for an island that renders styled components from its first render.
 * The islands runtime provides no theme itself, so an island that renders nothing styled until used
 * (a dialog controller) loads no styled-components at first: the library restyles the whole page when
 * it starts (it takes over the prerendered CSS), work that then waits until a dialog first opens.
 */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function ThemedIsland(props: P) {
    return <Themed>{createElement(Component, props)}</Themed>
  }
  ThemedIsland.displayName = `Themed(${Component.displayName ?? Component.name})`
  return ThemedIsland
}
