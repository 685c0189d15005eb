import styled from 'styled-components'
import { CapabilityMosaic } from '../offerings/CapabilityLayouts'
import { ContextStats } from '../offerings/ContextStats'
import { CtaBand } from '../offerings/CtaBand'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductSection } from '../offerings/ProductPage'
import { ReasonList } from '../offerings/ReasonList'
import { MlopsDevopsOpening } from './MlopsDevopsOpening'
import { mlopsDevopsPage } from './mlopsDevopsCopy'
import { Toolchain } from './Toolchain'

/**
 * /mlops-devops, in the spec's order (bands alternate white and grey under the grey ground of the
 * opening's printed sheet): its two figures right under the opening (beside their
 * heading), the five foundations (two wide cards over three), the five steps told down beside their
 * heading, the twelve tools mapped onto the pipeline on navy (the page's signature), then what the
 * teams gain once it is handed over. The page
 * closes on the tools and the hand-off, not on figures (/mlops closes on its four). Sections fade
 * and slide in on load.
 */
/**
 * The steps at the heading's measure up to 1024 px; from there in two columns down (three, then
 * two), the rail broken between the columns, so the story fills the band's width and stays short.
 */
const StoryColumn = styled.div`
  max-width: 46rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    max-width: none;
    && ol {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      grid-template-rows: repeat(3, auto);
      grid-auto-flow: column;
      column-gap: ${({ theme }) => theme.space[8]};
    }
    && ol > li:nth-child(3) {
      padding-bottom: 0;
    }
    && ol > li:nth-child(3)::before {
      content: none;
    }
  }
`

export default function MlopsDevopsPage() {
  const { capabilities, technologies, stats, process, whyChoose, cta } = mlopsDevopsPage
  return (
    <>
      <MlopsDevopsOpening />
      <ProductSection copy={stats} layout="split">
        <ContextStats items={stats.items} pairs />
      </ProductSection>
      <ProductSection copy={capabilities} tone="alt" layout="inline">
        <CapabilityMosaic items={capabilities.items} label={capabilities.title} />
      </ProductSection>
      {/* A numbered story under its heading (beside it, the heading column stood as a tall empty
          band), in two columns from 1024 px; the toolchain after it is the page's row of five. */}
      <ProductSection copy={process}>
        <StoryColumn>
          <ProcessSteps steps={process.steps} down />
        </StoryColumn>
      </ProductSection>
      {technologies && (
        <ProductSection copy={technologies} tone="dark">
          <Toolchain items={technologies.items} />
        </ProductSection>
      )}
      {whyChoose && (
        <ProductSection copy={whyChoose} layout="split" wide>
          <ReasonList items={whyChoose.items} />
        </ProductSection>
      )}
      <CtaBand id="get-started" variant="sheet" {...cta} />
    </>
  )
}
