import type { ComponentProps, ReactNode } from 'react'
import { Link } from '../../ui/Link'
import styled from 'styled-components'
import type { MDXComponents } from 'mdx/types'
import { site } from '../../config/site'
import type { MdxComponentName } from './taxonomy'

const Note = styled.div`
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  > strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.ink};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

const TableWrap = styled.div`
  overflow-x: auto;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
`

/** A highlighted remark inside an article: `<Callout title="…">text</Callout>`. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Note role="note">
      {title && <strong>{title}</strong>}
      {children}
    </Note>
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
    <TableWrap>
      <table {...props} />
    </TableWrap>
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
 * What MDX bodies render with: HTML elements the site styles differently, and the components a
 * writer may use (their names are checked by the content build, see taxonomy.ts).
 */
export const mdxComponents: MDXComponents = {
  a: ContentLink,
  img: ContentImage,
  table: ContentTable,
  ...custom,
}
