// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { marks } from './marks'
import { enhanceHeroVideo } from './pageBehaviours'

/** A page with the hero's video as HomeHero writes it, and the visitor's motion preference. */
function heroPage(reducedMotion: boolean): HTMLVideoElement {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
  }))
  document.body.innerHTML = `<video ${marks.heroVideo}="https://cdn.acme.test/hero.mp4" hidden muted loop preload="none"></video>`
  const video = document.querySelector('video')!
  vi.spyOn(video, 'play').mockResolvedValue(undefined)
  return video
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('hero video (site script)', () => {
  it('gives the video its configured source and plays it when motion is allowed', () => {
    const video = heroPage(false)
    enhanceHeroVideo()
    expect(video.getAttribute('src')).toBe('https://cdn.acme.test/hero.mp4')
    expect(video.hidden).toBe(false)
    expect(video.play).toHaveBeenCalled()
  })

  it('leaves it without a source, hidden behind the poster, under reduced motion', () => {
    const video = heroPage(true)
    enhanceHeroVideo()
    expect(video.hasAttribute('src')).toBe(false)
    expect(video.hidden).toBe(true)
  })

  it('does nothing on a page without the video (no address configured)', () => {
    document.body.innerHTML = '<p>no video</p>'
    expect(() => enhanceHeroVideo()).not.toThrow()
  })
})
