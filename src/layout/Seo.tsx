import { Head } from 'vite-react-ssg'
import { site } from '../config/site'
import { OG_IMAGE_SIZE, ogImagePath } from './ogImagePath'

export interface SeoProps {
  /** Page title without the site name. */
  title: string
  description: string
  /** Absolute path of the page, for the canonical URL (indexable pages only). */
  path: string
  /** Open Graph type. */
  type?: 'website' | 'article'
  /** Absolute or root-relative image for sharing; defaults to the page's generated image. */
  image?: string
  /**
   * Keep the page out of search results (the not-found page, a confirmation). Such a page names no
   * canonical URL and no `og:url`: a canonical URL asks search engines to index that address, and
   * the not-found page's own address (/404) answers 404.
   */
  noindex?: boolean
}

/** Absolute URL on the public site origin. */
function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${site.url}${path.startsWith('/') ? path : `/${path}`}`
}

/** The one component that writes `<head>` tags: title, description, canonical, Open Graph, Twitter. */
export function Seo({ title, description, path, type = 'website', image, noindex }: SeoProps) {
  const fullTitle = path === '/' ? `${site.name} | ${title}` : `${title} | ${site.name}`
  const url = absoluteUrl(path)
  // Every page has a sharing image generated at build time (scripts/build/ogImages.ts).
  const imageUrl = absoluteUrl(image ?? ogImagePath(path))
  const generatedImage = !image || image.startsWith('/og/')
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      {generatedImage && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {generatedImage && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      <meta property="og:image:alt" content={fullTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  )
}
