import styled from 'styled-components'
import { ButtonRow, LinkButton } from '../../ui/Button'
import { CheckList } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { BusinessDashboard } from '../offerings/BusinessDashboard'
import { Section } from '../../ui/Section'
import { businessAnalysis } from './homeCopy'

/**
 * On phones only the last point (the free trial, the reason to tap 'Try now'): the others say
 * again what the intro says and the dashboard below shows.
 */
const Points = styled(CheckList)`
  @media (max-width: ${({ theme }) => theme.breakpoint.md - 1}px) {
    li:not(:last-child) {
      display: none;
    }
  }
`

/** Business analysis: what it shows and 'Try now' beside the four dashboard tiles. */
export function BusinessAnalysisSection() {
  return (
    <Section
      layout="split"
      splitOnTablets
      id={businessAnalysis.id}
      eyebrow={businessAnalysis.eyebrow}
      title={businessAnalysis.title}
      intro={businessAnalysis.intro}
      aside={
        <>
          <Points>
            {businessAnalysis.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Points>
          <ButtonRow>
            <LinkButton to={businessAnalysis.action.to}>{businessAnalysis.action.label}</LinkButton>
          </ButtonRow>
        </>
      }
    >
      <Reveal delay={0.1}>
        <BusinessDashboard />
      </Reveal>
    </Section>
  )
}
