import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { CapabilityRows } from '../offerings/CapabilityLayouts'
import { ContextStats } from '../offerings/ContextStats'
import { CtaBand } from '../offerings/CtaBand'
import { FeatureTiles } from '../offerings/FeatureTiles'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductHero, ProductSection } from '../offerings/ProductPage'
import { ReasonList } from '../offerings/ReasonList'
import { AnalyticsVisual } from '../offerings/visuals/AnalyticsVisual'
import { analyticsPage, loopTags } from './analyticsCopy'
import { FeedbackLoop } from './FeedbackLoop'

/** The loop beside the capabilities it is made of; the drawing stays in view as the rows scroll. */
const LoopSplit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
    > :first-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    }
  }
`

/**
 * /quantum-analytics: the feedback loop first (what the platform is), then its figures, the
 * building blocks, the five steps and the reasons. Sections fade in on load.
 */
export default function QuantumAnalyticsPage() {
  const { hero, capabilities, stats, features, process, whyChoose, cta } = analyticsPage
  return (
    <>
      <ProductHero hero={hero} visual={<AnalyticsVisual />} />
      <Section
        id={capabilities.id}
        tone="alt"
        layout="inline"
        eyebrow={capabilities.eyebrow}
        title={capabilities.title}
        intro={capabilities.intro}
      >
        <Reveal>
          <LoopSplit>
            <FeedbackLoop />
            <CapabilityRows
              items={capabilities.items}
              tags={loopTags}
              label={capabilities.title}
              hint={`${capabilities.items.length} capabilities · swipe for more`}
            />
          </LoopSplit>
        </Reveal>
      </Section>
      <ProductSection copy={stats} layout="inline">
        <ContextStats items={stats.items} />
      </ProductSection>
      {features && (
        <ProductSection copy={features} tone="alt">
          <FeatureTiles items={features.items} />
        </ProductSection>
      )}
      <ProductSection copy={process}>
        <ProcessSteps steps={process.steps} />
      </ProductSection>
      {whyChoose && (
        <ProductSection copy={whyChoose} tone="alt" layout="split" wide>
          <ReasonList items={whyChoose.items} />
        </ProductSection>
      )}
      <CtaBand id="get-started" {...cta} />
    </>
  )
}
