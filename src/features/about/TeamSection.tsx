import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { team } from './aboutCopy'

/**
 * The leads' names, roles and what each looks after: their faces are the hero's group picture (no
 * face twice on a page), so here the words lead, each under a short rule. One column on phones,
 * two from 768 px, four from 1024 px.
 */
const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`

const Person = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 3px solid ${({ theme }) => theme.color.brand};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    ${media.lg} {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`

const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
`

const Focus = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`

/** The team leads: name, role and what each looks after (their picture is the hero's). */
export function TeamSection() {
  return (
    <Section
      id={team.id}
      eyebrow={team.eyebrow}
      title={team.title}
      intro={team.intro}
      tone="alt"
      center={false}
      compact
    >
      <Grid>
        {team.leads.map((lead, index) => (
          <Reveal key={lead.id} as="li" delay={0.05 + index * 0.05}>
            <Person data-team-member={lead.id}>
              <h3>{lead.name}</h3>
              <Role>{lead.role}</Role>
              <Focus>{lead.focus}</Focus>
            </Person>
          </Reveal>
        ))}
      </Grid>
    </Section>
  )
}
