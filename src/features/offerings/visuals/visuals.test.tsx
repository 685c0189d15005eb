import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { theme } from '../../../theme/tokens'
import { AnalyticsVisual } from './AnalyticsVisual'
import { AnnotateVisual } from './AnnotateVisual'
import { GenaiVisual } from './GenaiVisual'
import { MlopsDevopsVisual } from './MlopsDevopsVisual'
import { MlopsVisual } from './MlopsVisual'
import { TryNowVisual } from './TryNowVisual'

/**
 * The Quantum family's pictures (round 8): each its own composition on light (a chart canvas, a
 * question over a printed answer sheet, a drawn street), words in HTML, no window.
 */
const quantumPictures = {
  AnalyticsVisual: ['chart', AnalyticsVisual],
  GenaiVisual: ['conversation', GenaiVisual],
  AnnotateVisual: ['scene', AnnotateVisual],
} as const

/**
 * The pictures drawn in HTML across an opening (round 8: /mlops's road band, /mlops-devops's run
 * sheet, /try-now's month), not an SVG mock-up in a window: their words are page text.
 */
const htmlPictures = { MlopsVisual, MlopsDevopsVisual, TryNowVisual }

/** Every colour a token defines, as written in the markup. */
const tokenColours = new Set(Object.values(theme.color).map((c) => c.toLowerCase()))

const render = (Picture: () => React.ReactNode) =>
  renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <Picture />
    </ThemeProvider>,
  )

/** Colours named in fill and stroke attributes that no token defines. */
const strayColours = (html: string) =>
  [...html.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
    .map((m) => m[1]!.toLowerCase())
    .filter((c) => !['none', 'currentcolor'].includes(c) && !c.startsWith('url('))
    .filter((c) => !tokenColours.has(c))

describe('product visuals', () => {
  for (const [name, [kind, Picture]] of Object.entries(quantumPictures)) {
    it(`${name}: one named picture of its own kind, on light, without a window, in token colours, a few kilobytes`, () => {
      const html = render(Picture)
      expect(html.match(/data-product-visual=""/g)).toHaveLength(1)
      expect(html).toContain(`data-quantum-picture="${kind}"`)
      expect(html).toMatch(
        /role="img"[^>]*aria-label="[^"]{40,}"|aria-label="[^"]{40,}"[^>]*role="img"/,
      )
      expect(html.length).toBeLessThan(20_000)
      expect(html).not.toMatch(/<(image|img|foreignObject)\b/)
      // No window: none of the navy mock-up's card and panel colours (the three-dot title bar, the
      // window's body) is drawn.
      for (const onDark of [
        theme.color.cardOnDark,
        theme.color.panelOnDark,
        theme.color.lineOnDark,
      ])
        expect(html).not.toContain(onDark)
      expect(strayColours(html)).toEqual([])
    })
  }

  for (const [name, Picture] of Object.entries(htmlPictures)) {
    it(`${name}: one named picture drawn in HTML, no window chrome, no image, in token colours only`, () => {
      const html = render(Picture)
      expect(html.match(/data-product-visual/g)).toHaveLength(1)
      expect(html).toMatch(/^<div[^>]*role="img"[^>]*aria-label="[^"]{20,}"/)
      expect(html).not.toMatch(/<(image|img|foreignObject)\b/)
      // Not the SVG canvas with a window drawn in it.
      expect(html).not.toMatch(/<svg[^>]*data-product-visual/)
      expect(html.length).toBeLessThan(20_000)
      expect(strayColours(html)).toEqual([])
    })
  }
})
