import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { theme } from '../../../theme/tokens'
import { AiStudioVisual } from './AiStudioVisual'
import { AnalyticsVisual } from './AnalyticsVisual'
import { AnnotateVisual } from './AnnotateVisual'
import { BusinessAnalysisVisual } from './BusinessAnalysisVisual'
import { GenaiVisual } from './GenaiVisual'
import { MlopsDevopsVisual } from './MlopsDevopsVisual'
import { MlopsVisual } from './MlopsVisual'
import { TryNowVisual } from './TryNowVisual'
import { placeInRow } from './primitives'

const visuals = {
  AiStudioVisual,
  AnalyticsVisual,
  AnnotateVisual,
  BusinessAnalysisVisual,
  GenaiVisual,
}

/**
 * The pictures drawn in HTML across an opening (round 8: /mlops's road band, /mlops-devops's run
 * sheet, /try-now's month), not an SVG mock-up in a window: their words are page text.
 */
const htmlPictures = { MlopsVisual, MlopsDevopsVisual, TryNowVisual }

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

  for (const [name, Picture] of Object.entries(htmlPictures)) {
    it(`${name}: one named picture drawn in HTML, no window chrome, no image, in token colours only`, () => {
      const html = renderToStaticMarkup(
        <ThemeProvider theme={theme}>
          <Picture />
        </ThemeProvider>,
      )
      expect(html.match(/data-product-visual/g)).toHaveLength(1)
      expect(html).toMatch(/^<div[^>]*role="img"[^>]*aria-label="[^"]{20,}"/)
      expect(html).not.toMatch(/<(image|img|foreignObject)\b/)
      // Not the SVG canvas with a window drawn in it.
      expect(html).not.toMatch(/<svg[^>]*data-product-visual/)
      expect(html.length).toBeLessThan(20_000)
      const colours = [...html.matchAll(/(?:fill|stroke)="([^"]+)"/g)]
        .map((m) => m[1]!.toLowerCase())
        .filter((c) => !['none', 'currentcolor'].includes(c) && !c.startsWith('url('))
      expect(colours.filter((c) => !tokenColours.has(c))).toEqual([])
    })
  }

  it('placeInRow puts each item after the one before, gap apart', () => {
    const placed = placeInRow([{ w: 10 }, { w: 30 }, { w: 5 }], (i) => i.w, 4, 2)
    expect(placed.map((p) => p.left)).toEqual([4, 16, 48])
  })
})
