import type { ComponentProps, ReactNode } from 'react'
import { Link } from '../../ui/Link'
import type { MDXComponents } from 'mdx/types'
import { site } from '../../config/site'
import type { MdxComponentName } from './taxonomy'

/** A highlighted remark inside an article: `<Callout title="…">text</Callout>`. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="note">
      {title && <strong>{title}</strong>}
      {children}
    </div>
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

function ContentImage({ alt = '', ...rest }: ComponentProps<'img'>) {
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />
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
