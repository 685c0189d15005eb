/**
 * The raster image pipeline: renders every entry of src/ui/responsiveImages.ts to AVIF and WebP at
 * each listed width into `<outDir>/media/img/`, and writes `manifest.json` there (sizes and bytes of
 * every variant). It runs as a post-build step (scripts/postbuild.ts) for both builds, and alone:
 *   tsx scripts/build/images.ts --out dist
 * Encoding is done by sharp (libvips: libaom for AVIF, libwebp); results are cached under
 * node_modules/.cache/responsive-images by a hash of the source, the settings and sharp's version,
 * so a rebuild copies instead of re-encoding.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import {
  IMAGE_FORMATS,
  IMAGE_OUT_DIR,
  outputWidths,
  responsiveImages,
  variantUrl,
  type ImageFormat,
  type ResponsiveImageSource,
} from '../../src/ui/responsiveImages.ts'

export interface Variant {
  url: string
  width: number
  height: number
  format: ImageFormat
  bytes: number
}

export interface ImageManifest {
  [name: string]: { width: number; height: number; variants: Variant[] }
}

export interface GenerateOptions {
  /** Build folder to write into. */
  outDir: string
  /** Repository root the sources are relative to. */
  root?: string
  images?: Record<string, ResponsiveImageSource>
  /** Cache folder (`false` to disable). */
  cacheDir?: string | false
}

function encode(pipeline: sharp.Sharp, format: ImageFormat, quality: number): sharp.Sharp {
  return format === 'avif'
    ? pipeline.avif({ quality, effort: 4 })
    : pipeline.webp({ quality: Math.min(100, quality + 25), effort: 5 })
}

/** Renders one variant of a source (SVG sources are rasterised at the density the width needs). */
async function renderVariant(
  sourceFile: string,
  image: ResponsiveImageSource,
  width: number,
  format: ImageFormat,
): Promise<Buffer> {
  const height = Math.round((width * image.height) / image.width)
  const vector = sourceFile.toLowerCase().endsWith('.svg')
  const input = vector
    ? sharp(sourceFile, { density: Math.max(1, (72 * width) / image.width) })
    : sharp(sourceFile)
  // The art-directed box first (on the source's own pixels), then the size of the variant.
  const framed = image.crop ? input.extract(image.crop) : input
  return encode(
    framed.resize(width, height, { fit: 'cover' }),
    format,
    image.quality ?? 50,
  ).toBuffer()
}

/** Checks the registry against the real source: it exists and has the declared aspect ratio. */
export async function checkSource(
  name: string,
  image: ResponsiveImageSource,
  root: string,
): Promise<string[]> {
  const file = path.join(root, image.source)
  if (!existsSync(file)) return [`${name}: source ${image.source} does not exist`]
  const meta = await sharp(file).metadata()
  const problems: string[] = []
  const declared = image.width / image.height
  const { crop } = image
  if (crop) {
    const inside =
      crop.left >= 0 &&
      crop.top >= 0 &&
      crop.width > 0 &&
      crop.height > 0 &&
      crop.left + crop.width <= (meta.width ?? 0) &&
      crop.top + crop.height <= (meta.height ?? 0)
    if (!inside)
      problems.push(
        `${name}: the crop ${crop.width}×${crop.height} at ${crop.left},${crop.top} does not fit inside ${image.source} (${meta.width}×${meta.height})`,
      )
    if (Math.abs(declared - crop.width / crop.height) > 0.01)
      problems.push(
        `${name}: the crop is ${crop.width}×${crop.height}, but the entry declares ${image.width}×${image.height}`,
      )
    if (outputWidths(image).length === 0)
      problems.push(`${name}: no width to produce (raster sources are never upscaled)`)
    return problems
  }
  const actual = (meta.width ?? 0) / (meta.height ?? 1)
  if (Math.abs(declared - actual) > 0.01)
    problems.push(
      `${name}: ${image.source} is ${meta.width}×${meta.height}, but src/ui/responsiveImages.ts declares ${image.width}×${image.height}`,
    )
  if (outputWidths(image).length === 0)
    problems.push(`${name}: no width to produce (raster sources are never upscaled)`)
  return problems
}

/** Produces every variant of every image and the manifest; returns the manifest. */
export async function generateImages(options: GenerateOptions): Promise<ImageManifest> {
  const root = options.root ?? process.cwd()
  const images = options.images ?? responsiveImages
  const cacheDir =
    options.cacheDir === false
      ? undefined
      : (options.cacheDir ?? path.join(root, 'node_modules/.cache/responsive-images'))
  const manifest: ImageManifest = {}
  const problems = (
    await Promise.all(Object.entries(images).map(([n, i]) => checkSource(n, i, root)))
  ).flat()
  if (problems.length > 0) throw new Error(`Image pipeline:\n  ${problems.join('\n  ')}`)

  for (const [name, image] of Object.entries(images)) {
    const sourceFile = path.join(root, image.source)
    const key = createHash('sha256')
      .update(readFileSync(sourceFile))
      .update(JSON.stringify({ ...image, sharp: sharp.versions.sharp }))
      .digest('hex')
      .slice(0, 16)
    const variants: Variant[] = []
    const jobs = outputWidths(image).flatMap((width) =>
      IMAGE_FORMATS.map((format) => ({ width, format })),
    )
    await Promise.all(
      jobs.map(async ({ width, format }) => {
        const url = variantUrl(name, width, format)
        const target = path.join(options.outDir, url)
        mkdirSync(path.dirname(target), { recursive: true })
        const cached = cacheDir ? path.join(cacheDir, key, path.basename(url)) : undefined
        if (cached && existsSync(cached)) {
          copyFileSync(cached, target)
        } else {
          const data = await renderVariant(sourceFile, image, width, format)
          writeFileSync(target, data)
          if (cached) {
            mkdirSync(path.dirname(cached), { recursive: true })
            writeFileSync(cached, data)
          }
        }
        variants.push({
          url,
          width,
          height: Math.round((width * image.height) / image.width),
          format,
          bytes: statSync(target).size,
        })
      }),
    )
    variants.sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width)
    manifest[name] = { width: image.width, height: image.height, variants }
  }
  const manifestFile = path.join(options.outDir, IMAGE_OUT_DIR, 'manifest.json')
  mkdirSync(path.dirname(manifestFile), { recursive: true })
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** One line for the build log. */
export function describeManifest(manifest: ImageManifest): string {
  const variants = Object.values(manifest).flatMap((m) => m.variants)
  const total = variants.reduce((n, v) => n + v.bytes, 0)
  return `✓ ${Object.keys(manifest).length} responsive image(s): ${variants.length} AVIF/WebP variants (${(total / 1000).toFixed(1)} KB) in ${IMAGE_OUT_DIR}/`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2)
  const at = argv.indexOf('--out')
  const outDir = path.resolve(at !== -1 && argv[at + 1] ? argv[at + 1]! : 'dist')
  const manifest = await generateImages({ outDir })
  console.log(describeManifest(manifest))
}
