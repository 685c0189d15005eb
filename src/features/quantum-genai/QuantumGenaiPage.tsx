import styled from 'styled-components'
import { Eyebrow, Section } from '../../ui/Section'
import { CapabilityGrid } from '../offerings/CapabilityLayouts'
import { ContextStats } from '../offerings/ContextStats'
import { CtaBand } from '../offerings/CtaBand'
import { ProcessSteps } from '../offerings/ProcessSteps'
import { ProductSection } from '../offerings/ProductPage'
import { QuantumHero } from '../offerings/QuantumHero'
import { TechGrid } from '../offerings/TechGrid'
import { GenaiVisual } from '../offerings/visuals/GenaiVisual'
import { genaiPage } from './genaiCopy'
import { GroundedAnswer } from './GroundedAnswer'

/** The answer taken apart beside the steps that built it; the answer stays in view on wide screens. */
const AnswerSplit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
    > :first-child {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    }
  }
`

/** The capabilities' heading as the first cell of their grid, its intro at the cell's foot. */
const HeadingCell = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p:last-child {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    height: 100%;
    display: flex;
    flex-direction: column;
    padding-top: ${({ theme }) => theme.space[2]};
    p:last-child {
      margin-top: auto;
      padding-top: ${({ theme }) => theme.space[5]};
      border-top: 3px solid ${({ theme }) => theme.color.brand};
    }
  }
`

/**
 * /quantum-genai: the capabilities as a list beside their heading, then one grounded answer taken
 * apart with the five steps that built it, the results on navy, the tools. Fade-in on load.
 */
export default function QuantumGenaiPage() {
  const { hero, capabilities, process, stats, technologies, cta } = genaiPage
  return (
    <>
      <QuantumHero
        hero={hero}
        current="/quantum-genai"
        device="conversation"
        picture={<GenaiVisual />}
      />
      {/* The heading block is the grid's first cell: no column of the section is left empty. */}
      <Section id={capabilities.id} label={capabilities.title}>
        <CapabilityGrid
          lead={
            <HeadingCell>
              <Eyebrow>{capabilities.eyebrow}</Eyebrow>
              <h2 id={`${capabilities.id}-title`}>{capabilities.title}</h2>
              <p>{capabilities.intro}</p>
            </HeadingCell>
          }
          items={capabilities.items}
          label={capabilities.title}
        />
      </Section>
      <ProductSection copy={process} tone="alt" layout="inline">
        <AnswerSplit>
          <GroundedAnswer />
          <ProcessSteps steps={process.steps} down />
        </AnswerSplit>
      </ProductSection>
      <ProductSection copy={stats} tone="dark" layout="inline">
        <ContextStats items={stats.items} onDark />
      </ProductSection>
      {technologies && (
        <ProductSection copy={technologies} layout="inline">
          <TechGrid items={technologies.items} label={technologies.title} ruled />
        </ProductSection>
      )}
      <CtaBand id="get-started" variant="sheet" {...cta} />
    </>
  )
}
