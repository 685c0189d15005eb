import { css } from 'styled-components'
// The Latin subset of Inter's variable (weight axis) face, self-hosted from the registry package:
// Vite copies it into assets/ with a content hash, and index.html preloads the same file.
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'

/** Inter 4's vertical metrics, in font units. */
const interMetrics = { unitsPerEm: 2048, ascender: 1984, descender: 494 } as const

export interface FallbackFace {
  weight: string
  /** Local fonts to use, Arial first (Liberation Sans and Arimo are its metric twins on Linux). */
  local: readonly string[]
  /** How much to scale the local font so its advances match Inter's at these weights. */
  scale: number
  /** Limits the face to some characters (the digit zero, see below). */
  unicodeRange?: string
}

const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] as const
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'] as const

/**
 * 'Inter Fallback': local Arial scaled to Inter, with Inter's ascent and descent, so text laid out
 * before Inter arrives keeps its width, line breaks and baseline when Inter swaps in (no layout
 * shift). Scales were measured in Chromium. The regular face: on a 230-character paragraph, within
 * 0.2 % of Inter 400. The semibold, bold and extra-bold faces: the median over the site's own short
 * bold text (about 540 headings, buttons, links and strong phrases on 14 pages at 1280 px), since
 * kerning at display sizes differs from a paragraph's; Inter's titles are set at 800, wider than
 * 700, so that weight has a face of its own (before it, a heading at 800 was 0.7 % narrower in the
 * fallback and a heading at 700 1.3 % wider, and a title on the edge of a line break moved the page
 * when Inter arrived).
 *
 * The `ch` unit is the advance of the digit zero, and Inter's zero is much wider than Arial's
 * (0.631 em against 0.556 em at 400), so `max-width: 22ch` would be 6 % narrower until Inter arrives
 * and a heading could wrap onto one more line. Chromium takes `ch` from the face that covers U+0030,
 * so a zero-only face per weight, scaled to Inter's zero, keeps `ch` the same in both fonts.
 */
export const interFallbackFaces: readonly FallbackFace[] = [
  { weight: '100 500', local: ARIAL, scale: 1.0712 },
  { weight: '600', local: ARIAL_BOLD, scale: 1.0105 },
  { weight: '700', local: ARIAL_BOLD, scale: 1.0223 },
  { weight: '800 900', local: ARIAL_BOLD, scale: 1.0362 },
  { weight: '100 500', local: ARIAL, scale: 1.1344, unicodeRange: 'U+0030' },
  { weight: '600', local: ARIAL_BOLD, scale: 1.1861, unicodeRange: 'U+0030' },
  { weight: '700', local: ARIAL_BOLD, scale: 1.2125, unicodeRange: 'U+0030' },
  { weight: '800 900', local: ARIAL_BOLD, scale: 1.2441, unicodeRange: 'U+0030' },
]

const interLatinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

const percent = (n: number) => `${(n * 100).toFixed(2)}%`

/** One fallback @font-face: the scale as size-adjust, Inter's ascent and descent divided by it. */
export function fallbackFaceCss(face: FallbackFace): string {
  const { unitsPerEm, ascender, descender } = interMetrics
  return [
    '@font-face {',
    "  font-family: 'Inter Fallback';",
    `  font-weight: ${face.weight};`,
    `  src: ${face.local.map((name) => `local('${name}')`).join(', ')};`,
    `  size-adjust: ${percent(face.scale)};`,
    `  ascent-override: ${percent(ascender / unitsPerEm / face.scale)};`,
    `  descent-override: ${percent(descender / unitsPerEm / face.scale)};`,
    '  line-gap-override: 0%;',
    ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
    '}',
  ].join('\n')
}

export const fontFaces = css`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-weight: 100 900;
    font-display: swap;
    src: url(${interLatinUrl}) format('woff2');
    unicode-range: ${interLatinUnicodeRange};
  }
  ${interFallbackFaces.map(fallbackFaceCss).join('\n')}
`
