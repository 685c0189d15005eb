import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { theme } from '../../../theme/tokens'
import { tryProducts } from '../../try-now/tryNowCopy'
import { AnalyticsVisual } from './AnalyticsVisual'
import { AnnotateVisual } from './AnnotateVisual'
import { GenaiVisual } from './GenaiVisual'
import { MlopsDevopsVisual } from './MlopsDevopsVisual'
import { MlopsVisual } from './MlopsVisual'
import { TryNowVisual, previewedProducts } from './TryNowVisual'
import { placeInRow } from './primitives'

/** The product pages' windows on navy: one SVG, a wide drawing and a phone drawing. */
const visuals = {
  MlopsDevopsVisual,
  MlopsVisual,
  TryNowVisual,
}

/**
 * The Quantum family's pictures (round 8): each its own composition on light (a chart canvas, a
 * question over a printed answer sheet, a drawn street), words in HTML, no window.
 */
const quantumPictures = {
  AnalyticsVisual: ['chart', AnalyticsVisual],
  GenaiVisual: ['conversation', GenaiVisual],
  AnnotateVisual: ['scene', AnnotateVisual],
} as const

/** Every colour a token defines, as written in the markup. */
const tokenColours = new Set(Object.values(theme.color).map((c) => c.toLowerCase()))

describe('product visuals', () => {
  for (const [name, Visual] of Object.entries(visuals)) {
    it(`${name}: one named inline SVG with a phone drawing, in token colours only, a few kilobytes`, () => {
      const html = renderToStaticMarkup(
        <ThemeProvider theme={theme}>
          <Visual />
        </ThemeProvider>,
      )
      expect(html.match(/<svg[^>]*data-product-visual/g)).toHaveLength(1)
      const label = /aria-label="([^"]+)"/.exec(html)?.[1]
      expect(label).toBeTruthy()
      expect(html).toContain(`<title>${label}</title>`)
      // Two drawings (the wide one and the phone one) in a few kilobytes.
      expect(html.length).toBeLessThan(20_000)
      expect(html).not.toMatch(/<(image|img|foreignObject)\b/)
      expect(html).toContain('data-wide=""')
      expect(html).toContain('data-phone=""')
      const colours = [...html.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
        .map((m) => m[1]!.toLowerCase())
        .filter((c) => !['none', 'currentcolor'].includes(c) && !c.startsWith('url('))
      expect(colours.filter((c) => !tokenColours.has(c))).toEqual([])
    })
  }

  for (const [name, [kind, Picture]] of Object.entries(quantumPictures)) {
    it(`${name}: one named picture of its own kind, on light, without a window, in token colours, a few kilobytes`, () => {
      const html = renderToStaticMarkup(
        <ThemeProvider theme={theme}>
          <Picture />
        </ThemeProvider>,
      )
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
      const colours = [...html.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
        .map((m) => m[1]!.toLowerCase())
        .filter((c) => !['none', 'currentcolor'].includes(c) && !c.startsWith('url('))
      expect(colours.filter((c) => !tokenColours.has(c))).toEqual([])
    })
  }

  it('try-now: every product card on the page has its miniature, in the same order', () => {
    expect(previewedProducts.map((p) => p.name)).toEqual(tryProducts.map((p) => p.name))
  })

  it('placeInRow puts each item after the one before, gap apart', () => {
    const placed = placeInRow([{ w: 10 }, { w: 30 }, { w: 5 }], (i) => i.w, 4, 2)
    expect(placed.map((p) => p.left)).toEqual([4, 16, 48])
  })
})
