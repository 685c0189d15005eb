import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { theme } from '../../src/theme/tokens'
import { findLeaks } from './bundleScan'
import { placeMapSvg } from './placeMapImages'

describe('the Dar es Salaam map artwork (generated at build time)', () => {
  it.each(['dark', 'light'] as const)(
    '%s: a sized SVG in the palette, with no text of its own',
    async (tone) => {
      const svg = placeMapSvg(tone)
      expect(svg).toBe(placeMapSvg(tone))
      expect(svg).toMatch(/^<svg [^>]*width="576" height="504" viewBox="0 0 576 504"/)
      expect(svg).not.toContain('<text')
      expect(svg).toContain(`fill="${theme.color.sun}"`)
      expect(findLeaks('map.svg', svg)).toEqual([])
      const meta = await sharp(Buffer.from(svg)).metadata()
      expect([meta.width, meta.height]).toEqual([576, 504])
    },
  )
})
