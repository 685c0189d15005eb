import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { PORTRAIT_FRAMES, photoSources } from '../../src/features/team/teamMember'
import { writeSite } from '../../tests/support/gateTestSite'
import { checkSource, generateImages } from './images'

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

/** A 600 × 900 "photo": blue, with a red 200 × 200 "face" centred at (300, 250). */
async function photoFixture() {
  const face = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 220, g: 20, b: 20 } },
  })
    .png()
    .toBuffer()
  const photo = await sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 20, g: 40, b: 200 } },
  })
    .composite([{ input: face, left: 200, top: 150 }])
    .jpeg({ quality: 95 })
    .toBuffer()
  const site = writeSite({ 'public/team/person.jpg': photo })
  cleanups.push(site.cleanup)
  return site.dir
}

/** The colour at a share of a variant's width and height. */
async function colourAt(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height * y) * info.width + Math.floor(info.width * x)) * info.channels
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! }
}

describe('image pipeline: art-directed crops', () => {
  it('cuts each frame around the focal point before resizing: the face is where the crop puts it in every variant', async () => {
    const root = await photoFixture()
    const outDir = path.join(root, 'dist')
    const images = photoSources(
      'person',
      { file: 'person.jpg', width: 600, height: 900, focus: { x: 0.5, y: 250 / 900 } },
      PORTRAIT_FRAMES,
    )
    const manifest = await generateImages({ outDir, root, images, cacheDir: false })
    const square = manifest['team-person-square']!
    const tall = manifest['team-person-tall']!
    for (const v of square.variants) expect(v.width).toBe(v.height)
    for (const v of tall.variants) expect(v.width / v.height).toBeCloseTo(4 / 5, 1)
    // Never wider than the crop itself (480 px for the square: 600 / zoom 1.25).
    expect(Math.max(...square.variants.map((v) => v.width))).toBe(480)
    // The square (480 × 480 around the face) has it in the middle; the tall frame (600 × 750) meets
    // the top edge, so the face sits a third of the way down, as in the photo.
    const expected = { square: [0.5, 0.5], tall: [0.5, 250 / 750] } as const
    for (const [frame, entry] of [
      ['square', square],
      ['tall', tall],
    ] as const) {
      for (const v of entry.variants.filter((x) => x.format === 'webp')) {
        const [x, y] = expected[frame]
        const { r, b } = await colourAt(path.join(outDir, v.url), x, y)
        expect(r, v.url).toBeGreaterThan(150)
        expect(b, v.url).toBeLessThan(100)
        // And the corners are the photo's background, not the face: a crop, not a squeeze.
        expect((await colourAt(path.join(outDir, v.url), 0.02, 0.98)).b, v.url).toBeGreaterThan(150)
      }
    }
    // Twelve AVIF/WebP encodes: seconds on a busy machine.
  }, 60_000)

  it('refuses a crop that reaches outside the file or does not match the declared size, naming the entry', async () => {
    const root = await photoFixture()
    const outside = await checkSource(
      'team-person-square',
      {
        source: 'public/team/person.jpg',
        width: 400,
        height: 400,
        widths: [200],
        crop: { left: 300, top: 0, width: 400, height: 400 },
      },
      root,
    )
    expect(outside.join()).toMatch(/team-person-square: the crop 400×400 at 300,0 does not fit/)
    const mismatch = await checkSource(
      'team-person-tall',
      {
        source: 'public/team/person.jpg',
        width: 400,
        height: 500,
        widths: [200],
        crop: { left: 0, top: 0, width: 400, height: 400 },
      },
      root,
    )
    expect(mismatch.join()).toMatch(/the crop is 400×400, but the entry declares 400×500/)
  }, 30_000)
})
