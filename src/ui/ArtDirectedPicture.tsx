import {
  IMAGE_FORMATS,
  outputWidths,
  srcSetFor,
  variantUrl,
  type ResponsiveImageSource,
} from './responsiveImages'

/** One crop of an art-directed picture: an entry of the image pipeline and the query it serves. */
export interface ArtDirectedSource {
  /** The pipeline's name of the entry (its variants are `/media/img/{name}-{width}.{format}`). */
  name: string
  image: ResponsiveImageSource
  /** Media query of the crop; the source without one is the default (phones). */
  media?: string
}

export interface ArtDirectedPictureProps {
  /** Crops, most specific media query first; the last one (without `media`) is the default. */
  sources: ArtDirectedSource[]
  /** Text alternative; `''` when the picture is decoration (the name is written beside it). */
  alt: string
  /** Rendered width hints, e.g. `(min-width: 768px) 25vw, 45vw`. */
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * A build-generated picture cut differently per breakpoint (art direction): each crop is its own
 * entry of the image pipeline (scripts/build/images.ts, `crop`), in AVIF and WebP, and gets its own
 * `<source media>` with its width and height, so the browser reserves the right box for each.
 */
export function ArtDirectedPicture({
  sources,
  alt,
  sizes,
  priority = false,
  className,
}: ArtDirectedPictureProps) {
  const fallback = sources.find((s) => !s.media) ?? sources[sources.length - 1]
  if (!fallback) return null
  const widths = outputWidths(fallback.image)
  const fallbackWidth = widths.find((w) => w >= 320) ?? widths[widths.length - 1]!
  return (
    <picture>
      {sources.flatMap(({ name, image, media }) =>
        IMAGE_FORMATS.map((format) => (
          <source
            key={`${name}-${format}`}
            media={media}
            type={`image/${format}`}
            srcSet={srcSetFor(name, image, format)}
            sizes={sizes}
            width={image.width}
            height={image.height}
          />
        )),
      )}
      <img
        className={className}
        src={variantUrl(fallback.name, fallbackWidth, 'webp')}
        width={fallback.image.width}
        height={fallback.image.height}
        alt={alt}
        decoding={priority ? 'auto' : 'async'}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
