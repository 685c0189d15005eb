import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { Portrait } from '../team/Portrait'
import { team } from './aboutCopy'

/**
 * The leads as portrait cards: two per row on phones (the page stays short), four from 768 px.
 * Every card has the same 4:5 frame, the same crop and the same caption.
 */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  ${media.lg} {
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Person = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  /* The portrait: 4:5, the site's small radius. */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    margin-bottom: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: 1.4;
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
`

const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.brandStrong};
`

const Focus = styled.p`
  padding-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
`

/** The team leads: each one's portrait (illustration or photo), name, role and what they look after. */
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
              <Portrait
                member={lead}
                sizes="(min-width: 1024px) 270px, (min-width: 768px) 23vw, 45vw"
              />
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
