import { describe, expect, it } from 'vitest'
import { fallbackFaceCss, fontFaces, interFallbackFaces } from './fonts'

describe('Inter fallback faces', () => {
  it('divide Inter’s ascent and descent by the scale, so lines keep Inter’s height', () => {
    const css = fallbackFaceCss({ weight: '100 500', local: ['Arial'], scale: 1.0712 })
    expect(css).toContain('size-adjust: 107.12%;')
    expect(css).toContain('ascent-override: 90.44%;')
    expect(css).toContain('descent-override: 22.52%;')
    expect(css).toContain('line-gap-override: 0%;')
    expect(css).toContain("src: local('Arial');")
    expect(css).not.toContain('unicode-range')
  })

  it('give every weight range a text face and a zero-only face (the ch unit)', () => {
    expect(interFallbackFaces.length).toBeGreaterThan(0)
    const ranges = (zero: boolean) =>
      interFallbackFaces.filter((f) => (f.unicodeRange === 'U+0030') === zero).map((f) => f.weight)
    expect(ranges(false)).toEqual(ranges(true))
  })
  it('sit behind a swapping Inter face', () => {
    const css = fontFaces.join('')
    expect(css).toMatch(/font-family:\s*'Inter Variable';[^}]*font-display:\s*swap;/)
    expect(css.match(/font-family:\s*'Inter Fallback'/g)).toHaveLength(interFallbackFaces.length)
  })
})
