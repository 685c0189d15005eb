import styled from 'styled-components'
import { Card, CardGrid } from '../../ui/Card'
import { Monogram } from '../../ui/Monogram'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { team } from './aboutContent'

const Grid = styled(CardGrid)`
  > * > article {
    height: 100%;
  }
`

/** Monogram beside the name on phones (shorter cards), above it from 768 px. */
const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => `@media (min-width: ${theme.breakpoint.md}px)`} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
  h3 {
    margin: 0;
  }
`

const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
`

const Focus = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** The team leads: a monogram portrait, name, role and what each looks after. */
export function TeamSection() {
  return (
    <Section id={team.id} eyebrow={team.eyebrow} title={team.title} intro={team.intro} tone="alt">
      <Grid $columns={4} as="ul">
        {team.leads.map((lead, index) => (
          <Reveal key={lead.name} as="li" delay={0.05 + index * 0.05}>
            <Card data-team-member>
              <Person>
                <Monogram name={lead.name} size={80} tone={index} />
                <div>
                  <h3>{lead.name}</h3>
                  <Role>{lead.role}</Role>
                </div>
              </Person>
              <Focus>{lead.focus}</Focus>
            </Card>
          </Reveal>
        ))}
      </Grid>
    </Section>
  )
}
