/**
 * Images a writer puts in an article (`![What it shows](/uploads/chart.png)`): the content build
 * reads each one's size from the file (src/generated/indexes/contentImages.ts), pages give the
 * `<img>` that width and height, and raster files go through the image pipeline (AVIF and WebP in
 * responsive widths, scripts/build/images.ts) like the site's own artwork.
 *
 * Pure data and functions: the build scripts import it too.
 */
import type { ResponsiveImageSource } from '../../ui/responsiveImages.ts'

export interface ImageSize {
  width: number
  height: number
}

/** Widths produced for a raster image in an article (never wider than the file). */
const CONTENT_IMAGE_WIDTHS = [480, 800, 1200, 1600]

export const isVectorImage = (file: string) => file.toLowerCase().endsWith('.svg')

/** The pipeline's name for an upload: `chart.png` → `upload-chart-png`. */
export function contentImageName(file: string): string {
  return `upload-${file
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
}

/** The pipeline's entry for a raster upload. */
export function contentImageSource(file: string, size: ImageSize): ResponsiveImageSource {
  return {
    source: `public/uploads/${file}`,
    width: size.width,
    height: size.height,
    widths: [
      ...CONTENT_IMAGE_WIDTHS.filter((w) => w < Math.min(size.width, 1600)),
      Math.min(size.width, 1600),
    ],
    quality: 60,
  }
}

/** Pipeline entries of every raster image in the content (SVG files are served as they are). */
export function contentImageSources(
  images: Record<string, ImageSize>,
): Record<string, ResponsiveImageSource> {
  return Object.fromEntries(
    Object.entries(images)
      .filter(([file]) => !isVectorImage(file))
      .map(([file, size]) => [contentImageName(file), contentImageSource(file, size)]),
  )
}
