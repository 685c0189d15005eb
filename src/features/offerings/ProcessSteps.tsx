import styled, { type DefaultTheme } from 'styled-components'
import { balancedColumns } from '../../ui/balancedGrid'
import { Reveal } from '../../ui/Reveal'
import type { ProcessStep } from './offeringTypes'
import { stepLabel } from './processSteps'
import { staggerDelay, type StaggerRange } from './stagger'

/** Up to five steps side by side; six or more in rows of three (cards). */
const stepColumns = (count: number) => (count <= 5 ? count : 3)
const onRail = (count: number) => count <= 5

/*
 * `$down`: the phone's rail at every width (a numbered story down the page, for a split section
 * whose column is too narrow for a row). The phone rules then always apply and the others never.
 */
interface Down {
  theme: DefaultTheme
  $down?: boolean
}
const phone = ({ theme, $down }: Down) =>
  $down ? '@media all' : `@media (max-width: ${theme.breakpoint.md - 1}px)`
const tablet = ({ theme, $down }: Down) =>
  $down ? '@media not all' : `@media (min-width: ${theme.breakpoint.md}px)`
const wide = ({ theme, $down }: Down) =>
  $down ? '@media not all' : `@media (min-width: ${theme.breakpoint.lg}px)`

/**
 * A numbered story. Phones: down a rail, the number in a disc on it, no boxes. Tablets: cards, two a
 * row. From 1024 px: up to five steps along a rail from one number to the next (six or more: cards,
 * three a row).
 */
const List = styled.ol<{ $count: number; $down?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  > li {
    position: relative;
  }
  /* The rail from one number to the next. */
  > li:not(:last-child)::before {
    position: absolute;
    background: ${({ theme }) => theme.color.border};
  }
  ${phone} {
    gap: 0;
    > li {
      padding: 0 0 ${({ theme }) => theme.space[5]} 3.5rem;
    }
    > li:not(:last-child)::before {
      content: '';
      left: calc(1.25rem - 1px);
      top: 2.75rem;
      bottom: ${({ theme }) => theme.space[1]};
      width: 2px;
    }
    > li:last-child {
      padding-bottom: 0;
    }
  }
  ${tablet} {
    ${balancedColumns(2, { wideOrphan: true })}
  }
  ${wide} {
    ${({ $count }) => balancedColumns(stepColumns($count))}
    ${({ $count, theme }) =>
      onRail($count) &&
      `> li:not(:last-child)::before {
        content: '';
        top: calc(1.25rem - 1px);
        left: 6rem;
        right: calc(-1 * ${theme.space[5]} + ${theme.space[3]});
        height: 2px;
      }`}
  }
`

const Step = styled.div<{ $rail: boolean; $down?: boolean }>`
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
  /* The icon's own column at the right: the title and sentence stop short of it, never under it. */
  ${phone} {
    padding-right: 2.25rem;
  }
  /* Phones: the steps' sentences in the small size, so five steps stay a short read. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    p {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  ${tablet} {
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-top: 4px solid ${({ theme }) => theme.color.brand};
    h3 {
      margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    }
  }
  ${wide} {
    ${({ $rail }) => $rail && 'padding: 0; border: 0; background: none; border-radius: 0;'}
  }
`

const Head = styled.div<{ $rail: boolean; $down?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
  }
  ${phone} {
    /* The number sits on the rail; the icon in the step's right-hand column (its padding). */
    position: absolute;
    left: -3.5rem;
    right: 0;
    top: 0;
    svg {
      width: 1.25rem;
      height: 1.25rem;
      margin-top: ${({ theme }) => theme.space[2]};
      align-self: flex-start;
    }
  }
  ${wide} {
    ${({ $rail }) => $rail && 'justify-content: flex-start;'}
  }
`

const Number = styled.span<{ $rail: boolean; $down?: boolean }>`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${phone} {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ${wide} {
    ${({ $rail, theme }) =>
      $rail &&
      `display: grid; place-items: center; width: 2.5rem; height: 2.5rem;
       border-radius: ${theme.radius.pill}; background: ${theme.color.brandSoft};
       font-size: ${theme.fontSize.md};`}
  }
`

export interface ProcessStepsProps {
  steps: readonly ProcessStep[]
  stagger?: StaggerRange
  /** Down a rail at every width (the phone layout), for a narrow column. */
  down?: boolean
}

/** A numbered process: number, icon, title and description per step. */
export function ProcessSteps({ steps, stagger, down = false }: ProcessStepsProps) {
  return (
    <List $count={steps.length} $down={down}>
      {steps.map(({ step, icon: Icon, title, description }, i) => (
        <Reveal as="li" key={title} delay={staggerDelay(i, stagger)}>
          <Step $rail={onRail(steps.length)} $down={down}>
            <Head $rail={onRail(steps.length)} $down={down}>
              <Number $rail={onRail(steps.length)} $down={down}>
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
