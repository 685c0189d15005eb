import styled from 'styled-components'
import { ArrowUp } from 'lucide-react'
import { CheckList } from '../../ui/Card'
import type { IndustrySolution } from './industry'
import { IndustryIcon } from './industryIcons'

/*
 * A sector's solutions as one list between hairlines, not four boxes: each row its icon, its title
 * and sentence, and its three features beside them on wide screens. The solution the opening's
 * screen pictures is marked and tinted, so the list and the mock-up above read as one story.
 */
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

const Row = styled.article<{ $pictured: boolean }>`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ $pictured, theme }) =>
    $pictured &&
    `background: ${theme.color.surface};
     box-shadow: inset 3px 0 0 ${theme.color.brand};`}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-wrap: balance;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${CheckList} {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSize.sm};
    gap: ${({ theme }) => theme.space[1]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 2.5rem minmax(0, 1.15fr) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[5]};
    padding-inline: ${({ theme }) => theme.space[4]};
    ${CheckList} {
      grid-column: 3;
      grid-row: 1 / span 2;
      align-self: start;
      padding-top: 0.15rem;
    }
  }
`

const Icon = styled.span`
  grid-row: span 2;
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
`

const Pictured = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandStrong};
  svg {
    width: 0.9rem;
    height: 0.9rem;
  }
`

export function SolutionList({
  solutions,
  pictured,
  picturedLabel,
}: {
  solutions: readonly IndustrySolution[]
  /** The title of the solution the opening's screen shows. */
  pictured: string
  picturedLabel: string
}) {
  return (
    <List>
      {solutions.map((solution) => {
        const isPictured = solution.title === pictured
        return (
          <li key={solution.title}>
            <Row data-solution-card $pictured={isPictured}>
              <Icon aria-hidden="true">
                <IndustryIcon name={solution.icon} />
              </Icon>
              <Text>
                <h3>{solution.title}</h3>
                <p>{solution.description}</p>
                {isPictured && (
                  <Pictured>
                    <ArrowUp aria-hidden="true" />
                    {picturedLabel}
                  </Pictured>
                )}
              </Text>
              <CheckList aria-label={`${solution.title}: features`}>
                {solution.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </CheckList>
            </Row>
          </li>
        )
      })}
    </List>
  )
}
