import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { responsiveImages, srcSetFor } from '../../src/ui/responsiveImages'
import { writeSite } from '../../tests/support/gateTestSite'
import { checkSource, generateImages } from './images'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="400" height="200" fill="#0b1f3a"/><circle cx="100" cy="100" r="60" fill="#3cc6b2"/></svg>`

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups) c()
  cleanups = []
})

function fixture(files: Record<string, string | Buffer>) {
  const site = writeSite(files)
  cleanups.push(site.cleanup)
  return site.dir
}

describe('image pipeline', () => {
  it('renders every width in AVIF and WebP with the source’s aspect ratio, and writes a manifest', async () => {
    const root = fixture({ 'art/banner.svg': svg })
    const outDir = path.join(root, 'dist')
    const images = {
      banner: { source: 'art/banner.svg', width: 400, height: 200, widths: [160, 320] },
    }
    const manifest = await generateImages({ outDir, root, images, cacheDir: false })
    for (const width of [160, 320]) {
      for (const format of ['avif', 'webp'] as const) {
        const file = path.join(outDir, 'media/img', `banner-${width}.${format}`)
        const meta = await sharp(file).metadata()
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect([meta.width, meta.height]).toEqual([width, width / 2])
      }
    }
    expect(manifest.banner?.variants.map((v) => v.url)).toEqual([
      '/media/img/banner-160.avif',
      '/media/img/banner-320.avif',
      '/media/img/banner-160.webp',
      '/media/img/banner-320.webp',
    ])
    const written = JSON.parse(readFileSync(path.join(outDir, 'media/img/manifest.json'), 'utf8'))
    expect(written).toEqual(manifest)
  })

  it('never upscales a raster source', async () => {
    const png = await sharp({
      create: { width: 300, height: 150, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer()
    const root = fixture({ 'art/photo.png': png })
    const outDir = path.join(root, 'dist')
    const images = {
      photo: { source: 'art/photo.png', width: 300, height: 150, widths: [200, 300, 600] },
    }
    await generateImages({ outDir, root, images, cacheDir: false })
    expect(existsSync(path.join(outDir, 'media/img/photo-300.avif'))).toBe(true)
    expect(existsSync(path.join(outDir, 'media/img/photo-600.avif'))).toBe(false)
  })

  it('reuses cached variants when the source has not changed', async () => {
    const root = fixture({ 'art/banner.svg': svg })
    const cacheDir = path.join(root, 'cache')
    const images = { banner: { source: 'art/banner.svg', width: 400, height: 200, widths: [160] } }
    await generateImages({ outDir: path.join(root, 'a'), root, images, cacheDir })
    const started = performance.now()
    await generateImages({ outDir: path.join(root, 'b'), root, images, cacheDir })
    expect(performance.now() - started).toBeLessThan(500)
    expect(readFileSync(path.join(root, 'b/media/img/banner-160.avif'))).toEqual(
      readFileSync(path.join(root, 'a/media/img/banner-160.avif')),
    )
  })

  it('fails naming the image when the source is missing or its size is declared wrong', async () => {
    const root = fixture({ 'art/banner.svg': svg })
    expect(
      await checkSource('gone', { source: 'art/gone.png', width: 1, height: 1, widths: [1] }, root),
    ).toEqual(['gone: source art/gone.png does not exist'])
    expect(
      await checkSource(
        'banner',
        { source: 'art/banner.svg', width: 400, height: 300, widths: [100] },
        root,
      ),
    ).toEqual([
      'banner: art/banner.svg is 400×200, but src/ui/responsiveImages.ts declares 400×300',
    ])
    await expect(
      generateImages({
        outDir: path.join(root, 'dist'),
        root,
        images: { banner: { source: 'art/banner.svg', width: 400, height: 300, widths: [100] } },
        cacheDir: false,
      }),
    ).rejects.toThrow(/declares 400×300/)
  })

  it('has a valid source for every registered image of the site', async () => {
    for (const [name, image] of Object.entries(responsiveImages)) {
      expect(await checkSource(name, image, process.cwd())).toEqual([])
      expect(srcSetFor(name, image, 'avif')).toMatch(
        new RegExp(`^/media/img/${name}-\\d+\\.avif \\d+w`),
      )
    }
  })
})
