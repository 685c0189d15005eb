/**
 * Where the build puts each page's sharing image (scripts/build/ogImages.ts writes it, `Seo` links
 * it). Pure, so the page head and the Node build agree on one name per page.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Root-relative URL of the generated sharing image of a page path (`/` → `/og/index.png`). */
export function ogImagePath(pagePath: string): string {
  const clean = pagePath.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '')
  return `/og/${clean === '' ? 'index' : clean}.png`
}

/** The logo as a square PNG (structured data wants a raster logo), written beside the page images. */
export const LOGO_IMAGE_PATH = '/og/logo.png'
export const LOGO_IMAGE_SIZE = 512
