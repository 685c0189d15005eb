import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './ResponsiveImage'

describe('ResponsiveImage', () => {
  it('writes a picture with AVIF and WebP sources in every width, and the intrinsic size', () => {
    const html = renderToStaticMarkup(<ResponsiveImage name="hero-poster" alt="" sizes="100vw" />)
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/media\/img\/hero-poster-480\.avif 480w, /,
    )
    expect(html).toContain(
      '<source type="image/webp" srcSet="/media/img/hero-poster-480.webp 480w, ',
    )
    expect(html).toContain('width="1600" height="900"')
    expect(html).toContain('alt=""')
  })

  it('loads lazily unless it is the priority (LCP) image, which is eager with fetchpriority high', () => {
    const lazy = renderToStaticMarkup(<ResponsiveImage name="hero-poster" alt="" />)
    expect(lazy).toContain('loading="lazy"')
    expect(lazy).not.toContain('fetchpriority')
    const priority = renderToStaticMarkup(<ResponsiveImage name="hero-poster" alt="" priority />)
    expect(priority).toContain('loading="eager"')
    expect(priority).toContain('fetchPriority="high"')
  })
})
