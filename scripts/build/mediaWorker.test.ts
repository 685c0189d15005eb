import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { responsiveImages } from '../../src/ui/responsiveImages'
import { contentImages } from '../../src/generated/indexes/contentImages'
import { contentImageSources } from '../../src/features/collections/contentImages'
import { buildMedia } from './mediaWorker'
import { LOGO_IMAGE_PATH } from '../../src/layout/ogImagePath'

const site = {
  name: 'Example AI',
  url: 'https://example.com',
  city: 'Dar es Salaam',
  country: 'TZ',
}

describe('buildMedia', () => {
  let dist = ''
  afterEach(() => rmSync(dist, { recursive: true, force: true }))

  it('writes the images on a worker thread and hands back their manifest and timings', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'media-'))
    const { images, timings } = await buildMedia(dist, site)
    // The site's artwork and the raster images of the articles (src/features/collections/contentImages.ts).
    expect(Object.keys(images)).toEqual(
      Object.keys({ ...responsiveImages, ...contentImageSources(contentImages) }),
    )
    for (const { variants } of Object.values(images)) {
      for (const variant of variants) expect(existsSync(path.join(dist, variant.url))).toBe(true)
    }
    expect(existsSync(path.join(dist, LOGO_IMAGE_PATH))).toBe(true)
    expect(timings.map((t) => t.split(' ')[0])).toEqual(
      expect.arrayContaining(['images', 'sharing']),
    )
  }, 60_000)

  it("rejects with the worker's error when an image step fails", async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'media-'))
    await expect(buildMedia(path.join(dist, '\0bad'), site)).rejects.toThrow(/null bytes/)
  }, 60_000)
})
