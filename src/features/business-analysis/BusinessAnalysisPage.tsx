import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { StatGrid, StatTile } from '../../ui/StatTile'
import { ActionRow } from '../offerings/ActionButtons'
import { BusinessDashboard } from '../offerings/BusinessDashboard'
import { CapabilityCards } from '../offerings/CapabilityCards'
import { CtaBand } from '../offerings/CtaBand'
import { staggerDelay } from '../offerings/stagger'
import {
  businessCta,
  businessFeatures,
  businessHero,
  dashboardSection,
  quickFacts,
} from './businessAnalysisCopy'
import { BusinessAnalysisVisual } from '../offerings/visuals/BusinessAnalysisVisual'

/** Business analysis. */
export default function BusinessAnalysisPage() {
  return (
    <>
      <PageHero
        eyebrow={businessHero.eyebrow}
        title={businessHero.title}
        lead={<p>{businessHero.lead}</p>}
        actions={<ActionRow actions={businessHero.actions} onDark size="lg" />}
        aside={<BusinessAnalysisVisual />}
      />
      <Section id={quickFacts.id} tone="alt" title={quickFacts.title} compact>
        <StatGrid $columns={3}>
          {quickFacts.items.map((fact, i) => (
            <Reveal key={fact.value} delay={staggerDelay(i)}>
              <StatTile value={fact.value} label={fact.label} animate={false} />
            </Reveal>
          ))}
        </StatGrid>
      </Section>
      <Section
        id={businessFeatures.id}
        eyebrow={businessFeatures.eyebrow}
        title={businessFeatures.title}
        intro={businessFeatures.intro}
      >
        <CapabilityCards
          items={businessFeatures.items}
          columns={2}
          label={businessFeatures.title}
        />
      </Section>
      <Section
        layout="split"
        id={dashboardSection.id}
        tone="alt"
        eyebrow={dashboardSection.eyebrow}
        title={dashboardSection.title}
        intro={dashboardSection.intro}
      >
        <Reveal>
          <BusinessDashboard />
        </Reveal>
      </Section>
      <CtaBand id="try-free" {...businessCta} />
    </>
  )
}
