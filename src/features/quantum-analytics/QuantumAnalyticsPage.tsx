import styled from 'styled-components'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ContextStats } from '../offerings/ContextStats'
import { ActionRow } from '../offerings/ActionButtons'
import { FeatureTiles } from '../offerings/FeatureTiles'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductSection } from '../offerings/ProductPage'
import { QuantumHero } from '../offerings/QuantumHero'
import { ReasonList } from '../offerings/ReasonList'
import { AnalyticsVisual } from '../offerings/visuals/AnalyticsVisual'
import { analyticsPage, loopTags } from './analyticsCopy'
import { LoopCapabilities } from './LoopCapabilities'

const Reasons = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]};
  }
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.panelOnDark};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`

/** The reasons' heading: a label over the list (the band's heading is the call to action). */
const ReasonsTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/**
 * /quantum-analytics: the feedback loop first (what the platform is), then its figures, the
 * building blocks, the five steps and the reasons. Sections fade in on load.
 */
export default function QuantumAnalyticsPage() {
  const { hero, capabilities, stats, features, process, whyChoose, cta } = analyticsPage
  return (
    <>
      <QuantumHero
        hero={hero}
        current="/quantum-analytics"
        device="chart"
        picture={<AnalyticsVisual />}
      />
      <Section
        id={capabilities.id}
        tone="alt"
        layout="inline"
        eyebrow={capabilities.eyebrow}
        title={capabilities.title}
        intro={capabilities.intro}
      >
        <Reveal>
          {/* The loop in view on the left, the capabilities read off it on the right. */}
          <LoopCapabilities items={capabilities.items} tags={loopTags} label={capabilities.title} />
        </Reveal>
      </Section>
      <ProductSection copy={stats} layout="inline">
        <ContextStats items={stats.items} />
      </ProductSection>
      {features && (
        // The building blocks as a ruled list beside their heading, not a third card grid.
        <ProductSection copy={features} tone="alt" layout="split" wide>
          <FeatureTiles items={features.items} ruled />
        </ProductSection>
      )}
      <ProductSection copy={process}>
        <ProcessSteps steps={process.steps} />
      </ProductSection>
      {/* The close: the call to action beside the reasons to choose, on the brand band. */}
      <Section
        id="get-started"
        tone="brand"
        layout="split"
        title={cta.title}
        intro={cta.text}
        aside={<ActionRow actions={cta.actions} onDark size="lg" />}
      >
        {whyChoose && (
          <Reveal>
            <Reasons id={whyChoose.id} role="group" aria-labelledby={`${whyChoose.id}-title`}>
              <ReasonsTitle id={`${whyChoose.id}-title`}>{whyChoose.title}</ReasonsTitle>
              <ReasonList items={whyChoose.items} onDark />
            </Reasons>
          </Reveal>
        )}
      </Section>
    </>
  )
}
