import {
  IMAGE_FORMATS,
  outputWidths,
  responsiveImages,
  srcSetFor,
  variantUrl,
  type ResponsiveImageName,
} from './responsiveImages'

export interface ResponsiveImageProps {
  /** Entry of `responsiveImages` (src/ui/responsiveImages.ts). */
  name: ResponsiveImageName
  /** Text alternative; `''` for decorative images. */
  alt: string
  /** Rendered width hints for the browser's choice of file, e.g. `(min-width: 768px) 50vw, 100vw`. */
  sizes?: string
  /**
   * The page's largest, above-the-fold image (its LCP element): loaded eagerly with
   * `fetchpriority="high"`. Every other image loads lazily.
   */
  priority?: boolean
  className?: string
}

/**
 * A build-generated image: AVIF and WebP in several widths inside a `<picture>`, with `width` and
 * `height` so the browser reserves its box before it loads (no layout shift).
 */
export function ResponsiveImage({
  name,
  alt,
  sizes = '100vw',
  priority = false,
  className,
}: ResponsiveImageProps) {
  const image = responsiveImages[name]
  const widths = outputWidths(image)
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths[widths.length - 1] ?? image.width
  // Browsers without AVIF/WebP get the original artwork when it is SVG (served from public/).
  const vectorSource = image.source.startsWith('public/') && image.source.endsWith('.svg')
  const fallback = vectorSource
    ? image.source.slice('public'.length)
    : variantUrl(name, fallbackWidth, 'webp')
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSetFor(name, image, format)}
          sizes={sizes}
        />
      ))}
      <img
        className={className}
        src={fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding={priority ? 'auto' : 'async'}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
