import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionLayout, type SectionTone } from '../../ui/Section'
import { ActionRow } from './ActionButtons'
import type { ProductPageContent, SectionCopy } from './offeringTypes'

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDark};
`

/**
 * The opening of a product page (analytics, annotation, generative AI, MLOps & DevOps): title,
 * tagline, lead and buttons on navy, with the product's own mock-up beside them (under them on
 * phones). Below it each page composes its own sections in its own order: they share parts (the
 * cards, the figures, the process), not one stack.
 */
export function ProductHero({
  hero,
  visual,
}: {
  hero: ProductPageContent['hero']
  /** The product's own picture, beside the hero text on wide screens and under it on phones. */
  visual: ReactNode
}) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={
        // Not faded in: the hero text is the page's largest paint on phones, and an entrance
        // animation would hold the LCP back until it ends.
        <>
          <Tagline>{hero.tagline}</Tagline>
          <p>{hero.lead}</p>
        </>
      }
      actions={<ActionRow actions={hero.actions} onDark size="lg" />}
      aside={visual}
    />
  )
}

/**
 * A section of a product page from its copy: heading block laid out as asked, content faded and
 * slid in on load (CSS only, see Reveal).
 */
export function ProductSection({
  copy,
  tone = 'plain',
  layout = 'stack',
  center = false,
  wide = false,
  children,
}: {
  copy: SectionCopy
  tone?: SectionTone
  layout?: SectionLayout
  center?: boolean
  wide?: boolean
  children: ReactNode
}) {
  return (
    <Section
      id={copy.id}
      tone={tone}
      layout={layout}
      center={center}
      wide={wide}
      eyebrow={copy.eyebrow}
      title={copy.title}
      intro={copy.intro}
    >
      <Reveal>{children}</Reveal>
    </Section>
  )
}
