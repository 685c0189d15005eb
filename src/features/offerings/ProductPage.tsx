import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section, type SectionTone } from '../../ui/Section'
import { ActionRow } from './ActionButtons'
import { CapabilityCards } from './CapabilityCards'
import { CtaBand } from './CtaBand'
import { FeatureTiles } from './FeatureTiles'
import { IconStats } from './IconStats'
import { ProcessSteps } from './ProcessSteps'
import { ReasonList } from './ReasonList'
import { TechGrid } from './TechGrid'
import type { ProductPageContent, SectionCopy } from './offeringTypes'

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDark};
`

/**
 * How a block's heading sits: centred above the content, left-aligned above it, or beside it
 * (Section's split layout). Mixed down the page so its sections do not all read alike.
 */
type Layout = 'centre' | 'left' | 'split'

interface Block {
  copy: SectionCopy
  body: ReactNode
  layout: Layout
}

/**
 * The shared layout of the product pages (analytics, annotation, generative AI, MLOps & DevOps):
 * hero (with the page's own `visual`), stats, capability cards, feature tiles, process,
 * technologies, reasons to choose and a closing call to action. Sections a page has no data for are
 * skipped; backgrounds alternate so neighbouring sections stay distinct. Every section below the
 * hero fades and slides in on load (CSS only, see Reveal); the hero itself paints at once.
 */
export function ProductPage({
  content,
  visual,
}: {
  content: ProductPageContent
  /** The product's own picture, beside the hero text on wide screens and under it on phones. */
  visual?: ReactNode
}) {
  const { hero, stats, capabilities, features, process, technologies, whyChoose, cta } = content
  const blocks: Block[] = [
    { copy: stats, body: <IconStats items={stats.items} />, layout: 'split' },
    {
      copy: capabilities,
      body: <CapabilityCards items={capabilities.items} label={capabilities.title} />,
      layout: 'centre',
    },
    ...(features
      ? [{ copy: features, body: <FeatureTiles items={features.items} />, layout: 'left' as const }]
      : []),
    { copy: process, body: <ProcessSteps steps={process.steps} />, layout: 'left' },
    ...(technologies
      ? [
          {
            copy: technologies,
            body: <TechGrid items={technologies.items} label={technologies.title} />,
            layout: 'centre' as const,
          },
        ]
      : []),
    ...(whyChoose
      ? [
          {
            copy: whyChoose,
            body: <ReasonList items={whyChoose.items} />,
            layout: 'split' as const,
          },
        ]
      : []),
  ]
  return (
    <>
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
      {blocks.map(({ copy, body, layout }, i) => {
        const tone: SectionTone = i % 2 === 0 ? 'alt' : 'plain'
        if (layout === 'split') {
          return (
            <Section
              layout="split"
              key={copy.id}
              id={copy.id}
              tone={tone}
              eyebrow={copy.eyebrow}
              title={copy.title}
              intro={copy.intro}
              wide
            >
              <Reveal>{body}</Reveal>
            </Section>
          )
        }
        return (
          <Section
            center={layout === 'centre'}
            key={copy.id}
            id={copy.id}
            tone={tone}
            eyebrow={copy.eyebrow}
            title={copy.title}
            intro={copy.intro}
          >
            <Reveal>{body}</Reveal>
          </Section>
        )
      })}
      <CtaBand id="get-started" {...cta} />
    </>
  )
}
