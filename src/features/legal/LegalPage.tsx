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

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
`

/* No one-word last lines ("it."): the browser balances a paragraph's last lines where it can. */
const Body = styled(Prose)`
  margin: 0 auto;
  p,
  li {
    text-wrap: pretty;
  }
`

const Related = styled.nav`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: ${({ theme }) => theme.space[7]} auto 0;
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
 * half: the title on the left, what the page covers and its date beside it), the text, and links
 * onwards.
 */
export function LegalPage({ meta, Body: Text, other }: LegalPageProps) {
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
      </Section>
    </>
  )
}
