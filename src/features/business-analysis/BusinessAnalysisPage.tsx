import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { FeatureGrid } from './FeatureGrid'
import { AnalysisReport } from './AnalysisReport'
import { CtaBand } from '../offerings/CtaBand'
import { FreeAnalysisSteps } from './FreeAnalysisSteps'
import {
  businessCta,
  businessFeatures,
  businessHero,
  quickFacts,
  reportSection,
} from './businessAnalysisCopy'
import { BusinessAnalysisVisual } from '../offerings/visuals/BusinessAnalysisVisual'

/** Business analysis. */
export default function BusinessAnalysisPage() {
  return (
    <>
      <PageHero
        variant="daylight"
        eyebrow={businessHero.eyebrow}
        title={businessHero.title}
        lead={<p>{businessHero.lead}</p>}
        actions={<ActionRow actions={businessHero.actions} size="lg" />}
        aside={<BusinessAnalysisVisual />}
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
        layout="inline"
      >
        <FeatureGrid items={businessFeatures.items} />
      </Section>
      <Section
        layout="inline"
        id={reportSection.id}
        tone="alt"
        eyebrow={reportSection.eyebrow}
        title={reportSection.title}
        intro={reportSection.intro}
      >
        <Reveal>
          <AnalysisReport />
        </Reveal>
      </Section>
      <CtaBand id="try-free" {...businessCta} />
    </>
  )
}
