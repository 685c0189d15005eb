import styled from 'styled-components'
import { balancedColumns } from '../../ui/balancedGrid'
import { Reveal } from '../../ui/Reveal'
import type { ProcessStep } from './offeringTypes'
import { stepLabel } from './processSteps'
import { staggerDelay, type StaggerRange } from './stagger'

/** Up to five steps side by side; six or more in rows of three. */
const stepColumns = (count: number) => (count <= 5 ? count : 3)

const List = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  counter-reset: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    ${balancedColumns(2)}
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    ${({ $count }) => balancedColumns(stepColumns($count))}
  }
`

const Step = styled.div`
  position: relative;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`

const Number = styled.span`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`

export interface ProcessStepsProps {
  steps: readonly ProcessStep[]
  stagger?: StaggerRange
}

/** A numbered process: number, icon, title and description per step. */
export function ProcessSteps({ steps, stagger }: ProcessStepsProps) {
  return (
    <List $count={steps.length}>
      {steps.map(({ step, icon: Icon, title, description }, i) => (
        <Reveal as="li" key={title} delay={staggerDelay(i, stagger)}>
          <Step>
            <Head>
              <Number>
                <span className="visually-hidden">Step </span>
                {stepLabel(step)}
              </Number>
              <Icon aria-hidden="true" />
            </Head>
            <h3>{title}</h3>
            <p>{description}</p>
          </Step>
        </Reveal>
      ))}
    </List>
  )
}
