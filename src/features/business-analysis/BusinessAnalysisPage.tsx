import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { FeatureGrid } from './FeatureGrid'
import { CtaBand } from '../offerings/CtaBand'
import { FreeAnalysisSteps } from './FreeAnalysisSteps'
import { businessCta, businessFeatures, businessHero, quickFacts } from './businessAnalysisCopy'
import { ReportOpening } from './ReportOpening'

/**
 * Business analysis. The page opens on the free analysis's report (round 8: the sheet carries the
 * title, the findings and the "Ready in 1 min" stamp), so the report is not shown again further down.
 */
export default function BusinessAnalysisPage() {
  return (
    <>
      <ReportOpening
        eyebrow={businessHero.eyebrow}
        title={businessHero.title}
        lead={businessHero.lead}
        actions={<ActionRow actions={businessHero.actions} size="lg" />}
      />
      <Section
        id={quickFacts.id}
        tone="dark"
        layout="inline"
        eyebrow={quickFacts.eyebrow}
        title={quickFacts.title}
        intro={quickFacts.intro}
      >
        <FreeAnalysisSteps items={quickFacts.items} minute={quickFacts.minute} />
      </Section>
      <Section
        id={businessFeatures.id}
        eyebrow={businessFeatures.eyebrow}
        title={businessFeatures.title}
        intro={businessFeatures.intro}
        layout="split"
      >
        <FeatureGrid items={businessFeatures.items} />
      </Section>
      <CtaBand id="try-free" variant="sheet" {...businessCta} />
    </>
  )
}
