import { describe, expect, it } from 'vitest'
import { theme } from '../../theme/tokens'
import { blogCategories } from '../collections/taxonomy'
import { blogCoverSvg } from './blogCoverArt'
import { blogCoverFile, blogCoverUrl } from './blogCoverFile'

describe('blog covers', () => {
  it('draws every category, each its own picture, in the theme’s colours and without words', () => {
    const drawings = blogCategories.map(blogCoverSvg)
    expect(new Set(drawings).size).toBe(blogCategories.length)
    const palette = new Set(Object.values(theme.color).map((c) => c.toLowerCase()))
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/)
      expect(svg).not.toContain('<text')
      for (const hex of svg.match(/#[0-9a-f]{6}\b/gi) ?? [])
        expect(palette).toContain(hex.toLowerCase())
    }
  })

  it('gives each category a file of its own and a known category its URL', () => {
    expect(new Set(blogCategories.map(blogCoverFile)).size).toBe(blogCategories.length)
    expect(blogCoverUrl('AI & Data')).toBe('/media/blog-covers/ai-and-data.svg')
    expect(blogCoverUrl('Case Study')).toBeUndefined()
  })
})
