import type { ComponentProps, ReactNode } from 'react'
import styled from 'styled-components'
import { Link } from '../../ui/Link'
import type { MDXComponents } from 'mdx/types'
import { site } from '../../config/site'
import type { MdxComponentName } from './taxonomy'
import { contentImages } from '../../generated/indexes/contentImages'
import { IMAGE_FORMATS, outputWidths, srcSetFor, variantUrl } from '../../ui/responsiveImages'
import { contentImageName, contentImageSource, isVectorImage } from './contentImages'
import { flowStyles } from './flowStyles'

/** A highlighted remark inside an article: `<Callout title="…">text</Callout>`. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="note">
      {title && <strong>{title}</strong>}
      {children}
    </div>
  )
}

/**
 * A flow diagram written as a Markdown list inside an article (`<Flow caption="…">` then a numbered
 * list; a step whose text introduces a nested list splits into the nested items, side by side).
 * Live text in the page's font, at body size, boxes and arrows drawn in CSS, so a screen reader
 * reads the steps as the ordered list they are. Its styles come with it (flowStyles.ts), so only the pages that
 * draw one carry them; the post dialog, which shows a body's HTML as it is, styles its
 * `[data-flow]` figure with the same part.
 */
const FlowFigure = styled.figure`
  /* Doubled: it must win over Prose's rules for lists inside an article. */
  && {
    ${flowStyles}
  }
`

function Flow({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <FlowFigure data-flow="">
      {children}
      <figcaption>{caption}</figcaption>
    </FlowFigure>
  )
}

/** Links inside content: site pages through the router, other sites in a new tab. */
function ContentLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return <Link to={href}>{children}</Link>
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/** An article's column is at most this wide: browsers pick the variant for it. */
const BODY_IMAGE_SIZES = '(min-width: 48rem) 45rem, 100vw'

/**
 * An image in an article (`![What it shows](/uploads/chart.png)`): its width and height come from
 * the file (the content build reads them), and a raster file is offered as AVIF and WebP in
 * responsive widths, which the build renders (src/features/collections/contentImages.ts). The dev server
 * shows the file itself.
 */
function ContentImage({ alt = '', src = '', ...rest }: ComponentProps<'img'>) {
  const file = src.startsWith('/uploads/') ? decodeURI(src.slice('/uploads/'.length)) : undefined
  const size = file ? contentImages[file] : undefined
  if (!file || !size) return <img alt={alt} src={src} loading="lazy" decoding="async" {...rest} />
  const img = {
    alt,
    loading: 'lazy',
    decoding: 'async',
    width: size.width,
    height: size.height,
  } as const
  if (isVectorImage(file) || !__PRERENDERED__) return <img {...img} src={src} {...rest} />
  const name = contentImageName(file)
  const source = contentImageSource(file, size)
  const widths = outputWidths(source)
  const fallback = widths.find((w) => w >= 800) ?? widths[widths.length - 1] ?? size.width
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={srcSetFor(name, source, format)}
          sizes={BODY_IMAGE_SIZES}
        />
      ))}
      <img {...img} src={variantUrl(name, fallback, 'webp')} {...rest} />
    </picture>
  )
}

function ContentTable(props: ComponentProps<'table'>) {
  return (
    <div data-table-scroll="">
      <table {...props} />
    </div>
  )
}

/** The privacy contact from the site config (content never writes an address itself). */
function PrivacyEmail() {
  return <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>
}

function ContactEmail() {
  return <a href={`mailto:${site.email}`}>{site.email}</a>
}

function SiteName() {
  return <>{site.name}</>
}

const custom: Record<MdxComponentName, MDXComponents[string]> = {
  Callout,
  ContactEmail,
  Flow,
  PrivacyEmail,
  SiteName,
}

/**
 * What MDX bodies render with, inside `Prose` (src/ui/Prose.ts), which styles them: the body's HTML
 * carries no class names of its own, so the blog's post dialog can show an article page's body as it
 * is (src/features/blog/articlePage.ts). HTML elements the site styles differently, and the components a
 * writer may use (their names are checked by the content build, see taxonomy.ts).
 */
export const mdxComponents: MDXComponents = {
  a: ContentLink,
  img: ContentImage,
  table: ContentTable,
  ...custom,
}
