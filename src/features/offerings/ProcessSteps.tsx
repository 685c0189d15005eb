import styled from 'styled-components'
import { balancedColumns } from '../../ui/balancedGrid'
import { Reveal } from '../../ui/Reveal'
import type { ProcessStep } from './offeringTypes'
import { stepLabel } from './processSteps'
import { staggerDelay, type StaggerRange } from './stagger'

/** Up to five steps side by side; six or more in rows of three. */
const stepColumns = (count: number) => (count <= 5 ? count : 3)

/**
 * Phones: a numbered story down a rail (number, title, sentence; no boxes). From 768 px: cards, two
 * a row, and from 1024 px up to five side by side.
 */
const List = styled.ol<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  counter-reset: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    gap: 0;
    > li {
      position: relative;
      padding: 0 0 ${({ theme }) => theme.space[5]} 3.5rem;
    }
    /* The rail between one number and the next. */
    > li:not(:last-child)::before {
      content: '';
      position: absolute;
      left: calc(1.25rem - 1px);
      top: 2.75rem;
      bottom: ${({ theme }) => theme.space[1]};
      width: 2px;
      background: ${({ theme }) => theme.color.border};
    }
    > li:last-child {
      padding-bottom: 0;
    }
  }
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
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-top: 4px solid ${({ theme }) => theme.color.brand};
    h3 {
      margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    }
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
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    /* The number sits on the rail, in a disc; the icon repeats the title and steps aside. */
    position: absolute;
    left: -3.5rem;
    top: 0;
    svg {
      display: none;
    }
  }
`

const Number = styled.span`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
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
