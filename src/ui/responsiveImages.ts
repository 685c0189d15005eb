/**
 * Images served in responsive widths and modern formats. Each entry names a source file of the
 * repository; at build time scripts/build/images.ts renders it to AVIF and WebP at every listed width
 * into `<dist>/media/img/` (with a manifest), and `ResponsiveImage` writes the matching `<picture>`.
 * Output names are derived from the entry, so the component needs no generated file and the link
 * gate proves every variant it references exists.
 *
 * Node build scripts import this module: keep it free of React and `import.meta.env`.
 */
export interface ResponsiveImageSource {
  /** Source file, relative to the repository root: a raster (PNG, JPEG) or SVG artwork to rasterise. */
  source: string
  /** Intrinsic size of the source; every variant keeps this aspect ratio. */
  width: number
  height: number
  /** Widths (px) to produce, ascending. Raster sources are never upscaled. */
  widths: number[]
  /** Encoder quality, 1–100 (AVIF uses it as is; WebP gets a little more). */
  quality?: number
  /**
   * An art-directed crop: the box of the source (in its pixels) the variants show. `width` and
   * `height` above are then the box's size, and raster variants are never wider than the box.
   */
  crop?: CropBox
}

/** A box inside an image, in the image's pixels (as sharp's `extract` takes it). */
export interface CropBox {
  left: number
  top: number
  width: number
  height: number
}

export const IMAGE_FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** Where the variants live in the build. */
export const IMAGE_OUT_DIR = 'media/img'

export const responsiveImages = {
  /** The home hero's poster (shown until and instead of the background video). */
  'hero-poster': {
    source: 'public/media/hero-poster.svg',
    width: 1600,
    height: 900,
    widths: [480, 800, 1200, 1600],
    quality: 62,
  },
} satisfies Record<string, ResponsiveImageSource>

export type ResponsiveImageName = keyof typeof responsiveImages

/** URL of one variant: `/media/img/hero-poster-800.avif`. */
export function variantUrl(name: string, width: number, format: ImageFormat): string {
  return `/${IMAGE_OUT_DIR}/${name}-${width}.${format}`
}

/** The widths actually produced for a source (never wider than the source when it is a raster). */
export function outputWidths(image: ResponsiveImageSource): number[] {
  const vector = image.source.toLowerCase().endsWith('.svg')
  return image.widths.filter((w) => vector || w <= image.width)
}

/** `srcset` value for one format. */
export function srcSetFor(name: string, image: ResponsiveImageSource, format: ImageFormat): string {
  return outputWidths(image)
    .map((w) => `${variantUrl(name, w, format)} ${w}w`)
    .join(', ')
}
