import { ServerStyleSheet } from 'styled-components'
import type { StyleCollector } from 'vite-react-ssg'

/**
 * Collects styled-components CSS during the prerender. The collector shipped with vite-react-ssg
 * resolves a second styled-components instance, so no CSS reached the HTML.
 */
export function styledComponentsCollector(): StyleCollector {
  const sheet = new ServerStyleSheet()
  return {
    collect: (app) => sheet.collectStyles(app),
    toString: () => sheet.getStyleTags(),
    cleanup: () => sheet.seal(),
  }
}
