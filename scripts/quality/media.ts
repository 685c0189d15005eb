/**
 * Image and video rules the link gate also enforces on every prerendered page, because layout shift
 * and slow first paints come from the HTML:
 * - every `<img>` has `width` and `height` (the browser reserves its box before it loads);
 * - raster images come from the image pipeline: a `<picture>` offering AVIF and WebP
 *   (see scripts/build/images.ts and src/ui/ResponsiveImage.tsx), never a bare PNG/JPEG/GIF;
 * - at most one image per page has `fetchpriority="high"` (the LCP image), and never a lazy one;
 * - a `<video>` in the HTML has a poster, never autoplays before the page asks, and preloads at most
 *   its metadata.
 */
import { describeTag, type HtmlTag } from '../lib/html'

export interface MediaIssue {
  link: string
  problem: string
}

const RASTER = /\.(png|jpe?g|gif|bmp|tiff?)(\?|#|$)/i

export function checkMedia(tags: HtmlTag[]): MediaIssue[] {
  const issues: MediaIssue[] = []
  let highPriority = 0
  /** Source types seen in the `<picture>` being read. */
  let pictureTypes: string[] = []
  for (const tag of tags) {
    if (tag.name === 'picture') pictureTypes = []
    if (tag.name === 'source' && tag.ancestors.includes('picture'))
      pictureTypes.push((tag.attrs.type ?? '').toLowerCase())
    if (tag.name === 'img') {
      const src = tag.attrs.src ?? ''
      const shown = describeTag(tag, 'src')
      if (src.startsWith('data:')) continue
      if (!tag.attrs.width || !tag.attrs.height)
        issues.push({
          link: shown,
          problem: 'has no width/height attributes (layout shift while it loads)',
        })
      const inPicture = tag.ancestors.includes('picture')
      if (RASTER.test(src) && !inPicture)
        issues.push({
          link: shown,
          problem:
            'is a raster image outside the image pipeline (use ResponsiveImage: AVIF/WebP in responsive widths)',
        })
      if (inPicture) {
        for (const type of ['image/avif', 'image/webp'])
          if (!pictureTypes.includes(type))
            issues.push({ link: shown, problem: `sits in a <picture> without a ${type} source` })
      }
      const priority = (tag.attrs.fetchpriority ?? '').toLowerCase()
      if (priority === 'high') {
        highPriority++
        if ((tag.attrs.loading ?? '').toLowerCase() === 'lazy')
          issues.push({ link: shown, problem: 'is both loading="lazy" and fetchpriority="high"' })
        if (highPriority === 2)
          issues.push({
            link: shown,
            problem: 'is a second fetchpriority="high" image on the page (only the LCP image)',
          })
      }
    }
    if (tag.name === 'video') {
      const shown = describeTag(tag, 'src')
      if (!tag.attrs.poster)
        issues.push({ link: shown, problem: 'has no poster (blank box until it plays)' })
      const preload = (tag.attrs.preload ?? 'auto').toLowerCase()
      if (preload !== 'none' && preload !== 'metadata')
        issues.push({ link: shown, problem: `has preload="${preload}" (use none or metadata)` })
      if ('autoplay' in tag.attrs)
        issues.push({
          link: shown,
          problem: 'autoplays from the HTML (start it from script, honouring reduced motion)',
        })
    }
  }
  return issues
}
