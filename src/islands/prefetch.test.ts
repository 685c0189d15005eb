// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchLaterChunks } from './prefetch'

const page = (assets: object) => {
  document.head.innerHTML = `<script type="application/json" id="entry-assets">${JSON.stringify(assets)}</script>`
}
const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.hasAttribute('crossorigin'),
  ])

describe('prefetching what a first tap needs', () => {
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(navigator, 'connection')
  })

  it('fetches the listed chunks, in CORS mode like module scripts, once the page is idle', () => {
    vi.useFakeTimers()
    page({
      entry: '/assets/site.js',
      preload: [],
      prefetch: ['/assets/dialog.js', '/assets/styled.js'],
    })
    prefetchLaterChunks()
    expect(prefetched()).toEqual([])
    vi.runAllTimers()
    expect(prefetched()).toEqual([
      ['/assets/dialog.js', true],
      ['/assets/styled.js', true],
    ])
  })

  it('fetches nothing for a visitor saving data, or when there is nothing to fetch', () => {
    vi.useFakeTimers()
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    })
    page({ entry: '/assets/site.js', preload: [], prefetch: ['/assets/dialog.js'] })
    prefetchLaterChunks()
    vi.runAllTimers()
    expect(prefetched()).toEqual([])
    Reflect.deleteProperty(navigator, 'connection')
    page({ entry: '/assets/site.js', preload: [] })
    prefetchLaterChunks()
    vi.runAllTimers()
    expect(prefetched()).toEqual([])
  })
})
