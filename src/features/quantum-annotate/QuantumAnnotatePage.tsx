import styled from 'styled-components'
import { CapabilityMosaic } from '../offerings/CapabilityLayouts'
import { CtaBand } from '../offerings/CtaBand'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductSection } from '../offerings/ProductPage'
import { QuantumHero } from '../offerings/QuantumHero'
import { ReasonList } from '../offerings/ReasonList'
import { AnnotateVisual } from '../offerings/visuals/AnnotateVisual'
import { annotatePage, stationOf } from './annotateCopy'
import { QualityPipeline } from './QualityPipeline'
import { ReviewSheet } from './ReviewSheet'
import { Workbench } from './Workbench'

/** The review sheet and the stations: stacked on phones (sheet first), side by side from 1024 px. */
const Review = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: center;
  }
`

/** The four-pane workbench from 768 px; phones have the hero's window and the review sheet. */
const WideOnly = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

/**
 * /quantum-annotate: the workbench (four kinds of data) over the five services, the figures as the
 * quality pipeline they come from on navy, the steps as a numbered story beside their heading, the
 * reasons. Sections fade in on load.
 */
export default function QuantumAnnotatePage() {
  const { hero, capabilities, stats, process, whyChoose, cta } = annotatePage
  return (
    <>
      <QuantumHero
        hero={hero}
        current="/quantum-annotate"
        device="scene"
        picture={<AnnotateVisual />}
      />
      <ProductSection copy={capabilities} layout="inline">
        <Stack>
          <WideOnly>
            <Workbench />
          </WideOnly>
          <CapabilityMosaic items={capabilities.items} label={capabilities.title} />
        </Stack>
      </ProductSection>
      <ProductSection copy={stats} tone="dark" layout="inline">
        {/* The signature: one item at review beside the stations it passed, numbered alike. */}
        <Review>
          <ReviewSheet />
          <QualityPipeline
            stations={stats.items.map((s) => ({ ...s, station: stationOf[s.label] ?? s.label }))}
          />
        </Review>
      </ProductSection>
      <ProductSection copy={process} tone="alt" layout="split">
        <ProcessSteps steps={process.steps} down />
      </ProductSection>
      {whyChoose && (
        <ProductSection copy={whyChoose} layout="inline">
          <ReasonList items={whyChoose.items} row />
        </ProductSection>
      )}
      <CtaBand id="get-started" {...cta} />
    </>
  )
}
