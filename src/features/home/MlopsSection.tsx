import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { Expandable } from '../../ui/Expandable'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { stepLabel } from '../offerings/processSteps'
import { HOME_STAGGER, staggerDelay } from '../offerings/stagger'
import { PipelineRun } from './PipelineRun'
import { mlops, pipelineSteps } from './homeCopy'

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`

const StepTitle = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: baseline;
`

const StepNumber = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-variant-numeric: tabular-nums;
`

/** A step's one-line summary; on phones its title is enough, the full detail opens below it. */
const StepSummary = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.color.textMuted};
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: none;
  }
`

/**
 * MLOps: the heading beside the three-step pipeline (each step expands) and one release's run
 * record, its stages the three steps.
 */
export function MlopsSection() {
  return (
    <Section
      layout="split"
      splitOnTablets
      id={mlops.id}
      tone="alt"
      eyebrow={mlops.eyebrow}
      title={mlops.title}
      intro={mlops.intro}
    >
      <Steps>
        {pipelineSteps.map((step, i) => (
          <Reveal as="li" key={step.title} delay={staggerDelay(i, HOME_STAGGER)}>
            <Expandable
              as="h3"
              summary={
                <StepTitle>
                  <StepNumber aria-hidden="true">{stepLabel(i + 1)}</StepNumber>
                  <span>
                    {step.title}
                    <StepSummary>{step.summary}</StepSummary>
                  </span>
                </StepTitle>
              }
            >
              <p>{step.detail}</p>
            </Expandable>
          </Reveal>
        ))}
      </Steps>
      <ButtonRow>
        <LinkButton to={mlops.link.to}>{mlops.link.label}</LinkButton>
      </ButtonRow>
      <Reveal delay={0.2}>
        <PipelineRun />
      </Reveal>
    </Section>
  )
}
