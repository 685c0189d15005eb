import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it, vi } from 'vitest'
import type * as SiteModule from '../../config/site'
import { defaultSiteConfig } from '../../config/readSiteConfig'
import { theme } from '../../theme/tokens'
import { HomeHero } from './HomeHero'

const configured = vi.hoisted(() => ({ heroVideoUrl: '' }))
vi.mock('../../config/site', async (importOriginal) => {
  const { site } = await importOriginal<typeof SiteModule>()
  return {
    site: {
      ...site,
      get heroVideoUrl() {
        return configured.heroVideoUrl
      },
    },
  }
})

const render = (heroVideoUrl: string) => {
  configured.heroVideoUrl = heroVideoUrl
  return renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <HomeHero />
    </ThemeProvider>,
  )
}

describe('home hero video', () => {
  it('has no video, so nothing to request, until an address is configured (the default has none)', () => {
    expect(defaultSiteConfig.heroVideoUrl).toBe('')
    const html = render(defaultSiteConfig.heroVideoUrl)
    expect(html).not.toContain('<video')
    expect(html).toContain('hero-poster')
  })

  it('holds a video without a source, for the site script, once an address is configured', () => {
    const html = render('https://cdn.acme.test/hero.mp4')
    expect(html).toMatch(/<video[^>]*data-hero-video="https:\/\/cdn\.acme\.test\/hero\.mp4"/)
    expect(html).not.toMatch(/<video[^>]*\ssrc=/)
    // Hidden behind the poster until the site script starts it; muted, never autoplayed, and
    // nothing downloaded before then.
    const video = /<video[^>]*>/.exec(html)?.[0] ?? ''
    expect(video).toMatch(/\shidden/)
    expect(video).toMatch(/\smuted/)
    expect(video).toMatch(/\spreload="none"/)
    expect(video).toMatch(/\sposter="[^"]+"/)
    expect(video).not.toMatch(/\sautoplay/)
  })
})
