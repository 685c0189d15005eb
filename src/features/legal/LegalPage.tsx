import type { ComponentType } from 'react'
import styled from 'styled-components'
import type { MDXProps } from 'mdx/types'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { PageHero } from '../../ui/PageHero'
import { Prose } from '../../ui/Prose'
import { Section } from '../../ui/Section'
import { mdxComponents } from '../collections/mdxComponents'
import type { LegalPageMeta } from '../collections/collectionTypes'
import { legalCopy } from './legalCopy'
import { media } from '../../theme/tokens'
import { disclosureSummaryStyles } from '../../ui/Expandable'
import { ChevronDown } from 'lucide-react'

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
`

/**
 * The contents ("On this page") come first; from 1024 px they stay in view beside the text as it
 * scrolls. Below that they are one closed disclosure (a 44 px row per entry once opened), so the
 * text starts in the first screen instead of a list of five links.
 */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    gap: ${({ theme }) => theme.space[7]};
    grid-template-columns: 13rem minmax(0, 1fr);
    justify-content: center;
  }
`

const Contents = styled.nav`
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    align-self: start;
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.color.brandSoft};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.brandStrong};
    text-decoration: underline;
  }
  ${media.lg} {
    a {
      display: block;
      min-height: 0;
      padding: ${({ theme }) => theme.space[1]} 0;
    }
  }
`

/** Below 1024 px: the contents as one closed row, opened on demand. */
const Folded = styled.details`
  border-block: 1px solid ${({ theme }) => theme.color.border};
  > summary {
    ${disclosureSummaryStyles}
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }
  ol {
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  ${media.lg} {
    display: none;
  }
`

/** From 1024 px: the heading and the list, always open beside the text. */
const Open = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** The text column: about 66 characters a line; the links onwards line up with it. */
const TextColumn = styled.div`
  max-width: ${({ theme }) => theme.layout.readingWidth};
  min-width: 0;
`

/* No one-word last lines ("it."): the browser balances a paragraph's last lines where it can. */
const Body = styled(Prose)`
  max-width: none;
  > h2:first-child {
    margin-top: 0;
  }
  p,
  li {
    text-wrap: pretty;
  }
`

const Related = styled.nav`
  margin-top: ${({ theme }) => theme.space[7]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

export interface LegalPageProps {
  meta: LegalPageMeta
  Body: ComponentType<MDXProps>
  /** The other legal page, linked at the bottom. */
  other: { label: string; to: string }
}

/**
 * A legal page rendered from MDX: the editorial opening (a text to read, so no picture and no empty
 * half: the title on the left, what the page covers and its date beside it), the text beside its
 * contents, and links onwards.
 */
export function LegalPage({ meta, Body: Text, other }: LegalPageProps) {
  const entries = (
    <ol>
      {meta.sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.text}</a>
        </li>
      ))}
    </ol>
  )
  return (
    <>
      <PageHero
        variant="editorial"
        eyebrow={legalCopy.eyebrow}
        title={meta.title}
        lead={
          <>
            <p>{meta.lead}</p>
            <Updated>
              {legalCopy.updated}: <time dateTime={meta.updated}>{meta.displayUpdated}</time>
            </Updated>
          </>
        }
      />
      <Section id="legal-text" label={meta.title}>
        <Layout>
          <Contents aria-label={legalCopy.contents}>
            <Folded>
              <summary>
                {legalCopy.contents}
                <ChevronDown aria-hidden="true" size={18} />
              </summary>
              {entries}
            </Folded>
            <Open>
              <h2>{legalCopy.contents}</h2>
              {entries}
            </Open>
          </Contents>
          <TextColumn>
            <Body>
              <Text components={mdxComponents} />
            </Body>
            <Related aria-label={legalCopy.related}>
              <ButtonRow>
                <LinkButton to={other.to} variant="secondary">
                  {other.label}
                </LinkButton>
                <LinkButton to={legalCopy.contact.to} variant="ghost">
                  {legalCopy.contact.label}
                </LinkButton>
              </ButtonRow>
            </Related>
          </TextColumn>
        </Layout>
      </Section>
    </>
  )
}
