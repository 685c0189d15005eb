import { ButtonRow, LinkButton } from '../../ui/Button'
import { CheckList } from '../../ui/Card'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { BusinessDashboard } from '../offerings/BusinessDashboard'
import { Split } from '../offerings/Split'
import { businessAnalysis } from './homeContent'

/** Business analysis: the four dashboard tiles and a 'Try now' call to action. */
export function BusinessAnalysisSection() {
  return (
    <Section
      id={businessAnalysis.id}
      eyebrow={businessAnalysis.eyebrow}
      title={businessAnalysis.title}
      intro={businessAnalysis.intro}
    >
      <Split $reverse>
        <div>
          <CheckList>
            {businessAnalysis.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </CheckList>
          <ButtonRow>
            <LinkButton to={businessAnalysis.action.to}>{businessAnalysis.action.label}</LinkButton>
          </ButtonRow>
        </div>
        <Reveal delay={0.1}>
          <BusinessDashboard />
        </Reveal>
      </Split>
    </Section>
  )
}
