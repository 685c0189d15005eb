import type { ComponentProps, ReactNode } from 'react'
import styled from 'styled-components'
import { Link } from '../../ui/Link'
import type { MDXComponents } from 'mdx/types'
import { site } from '../../config/site'
import type { MdxComponentName } from './taxonomy'
import { contentImages } from '../../generated/indexes/contentImages'
import { IMAGE_FORMATS, outputWidths, srcSetFor, variantUrl } from '../../ui/responsiveImages'
import { contentImageName, contentImageSource, isVectorImage } from './contentImages'

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
 * reads the steps as the ordered list they are. Its styles come with it, so only the pages that
 * draw one carry them (the post dialog, which shows a body's HTML as it is, shows the plain list
 * and its caption).
 */
const FlowFigure = styled.figure`
  /* Doubled: it must win over Prose's rules for lists inside an article. */
  && {
    margin: ${({ theme }) => theme.space[6]} 0;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceAlt};
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      padding: ${({ theme }) => theme.space[6]};
    }
    ol,
    ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    ol {
      display: grid;
      justify-items: center;
      row-gap: 2.25rem;
      font-size: ${({ theme }) => theme.fontSize.sm};
      line-height: ${({ theme }) => theme.lineHeight.snug};
      text-align: center;
      @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
        font-size: ${({ theme }) => theme.fontSize.md};
      }
    }
    li + li {
      margin-top: 0;
    }
    li {
      position: relative;
    }
    /* The boxes: every step but the last (which only introduces its branches), and each branch. */
    ol > li:not(:last-child),
    ul > li {
      width: 100%;
      max-width: 26rem;
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
      color: ${({ theme }) => theme.color.textMuted};
    }
    strong {
      display: block;
      margin-bottom: ${({ theme }) => theme.space[1]};
      font-size: ${({ theme }) => theme.fontSize.md};
      color: ${({ theme }) => theme.color.ink};
      @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
        font-size: ${({ theme }) => theme.fontSize.lg};
      }
    }
    /* The middle of the flow, where it all comes from: ink. */
    ol > li:nth-child(2) {
      max-width: 32rem;
      border-color: ${({ theme }) => theme.color.ink};
      background: ${({ theme }) => theme.color.ink};
      color: ${({ theme }) => theme.color.brandOnDark};
      strong {
        color: ${({ theme }) => theme.color.textOnDark};
      }
    }
    /* The step that splits: its words a small label, its branches side by side under it. */
    ol > li:last-child {
      width: 100%;
      font-size: ${({ theme }) => theme.fontSize.xs};
      font-weight: 700;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.brandStrong};
    }
    ul {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: 2.25rem ${({ theme }) => theme.space[3]};
      margin-top: 2.25rem;
      font-size: ${({ theme }) => theme.fontSize.sm};
      font-weight: 400;
      letter-spacing: normal;
      text-transform: none;
      @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
        gap: 2.25rem ${({ theme }) => theme.space[5]};
        font-size: ${({ theme }) => theme.fontSize.md};
      }
    }
    /* A branch's destination sits at the foot of its box, level with its neighbour's. */
    ul > li {
      max-width: none;
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[2]};
    }
    ul > li strong {
      margin-bottom: 0;
    }
    ul > li:first-child {
      border-color: ${({ theme }) => theme.color.brand};
      background: ${({ theme }) => theme.color.brand};
      color: ${({ theme }) => theme.color.onBrand};
      strong {
        color: ${({ theme }) => theme.color.onBrand};
      }
    }
    ul > li:last-child {
      border-color: ${({ theme }) => theme.color.sun};
      background: ${({ theme }) => theme.color.sun};
      color: ${({ theme }) => theme.color.ink};
    }
    /* Where a branch's values go, under a rule at the foot of its box. */
    em {
      display: block;
      margin-top: auto;
      padding-top: ${({ theme }) => theme.space[2]};
      border-top: 1px solid currentColor;
      font-style: normal;
      font-weight: 700;
    }
    /* The arrows: a line down into each box (and into the splitting label), its head at the end. */
    ol > li + li::before,
    ul > li::before {
      content: '';
      position: absolute;
      left: 50%;
      bottom: calc(100% + 1px);
      width: 2px;
      height: 2rem;
      margin-left: -1px;
      background: ${({ theme }) => theme.color.ink};
    }
    ol > li + li::after,
    ul > li::after {
      content: '';
      position: absolute;
      left: 50%;
      bottom: calc(100% + 1px);
      margin-left: -6px;
      border: 6px solid transparent;
      border-bottom: 0;
      border-top: 8px solid ${({ theme }) => theme.color.ink};
    }
    figcaption {
      margin-top: ${({ theme }) => theme.space[5]};
      font-size: ${({ theme }) => theme.fontSize.sm};
      color: ${({ theme }) => theme.color.textMuted};
    }
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
