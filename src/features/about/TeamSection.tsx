import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { Portrait } from '../team/Portrait'
import { team } from './aboutContent'

/**
 * On phones a list (the hero already shows the four portraits large): a small portrait beside each
 * name. From 768 px a grid of large portraits, two then four across.
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
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space[4]};
  align-items: start;
  > * {
    grid-column: 2;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};
    > * {
      grid-column: 1;
    }
  }
  img,
  picture {
    grid-column: 1;
    grid-row: 1 / span 3;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    ${media.md} {
      grid-row: auto;
      margin-bottom: ${({ theme }) => theme.space[3]};
      border-radius: ${({ theme }) => theme.radius.lg};
    }
  }
  picture {
    ${media.md} {
      grid-row: auto;
    }
  }
  /* A real photo is cut square on phones (the picture's own crop); keep its box square too. */
  picture img {
    aspect-ratio: 1;
    ${media.md} {
      aspect-ratio: 4 / 5;
    }
  }
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

/** The team leads: a portrait (illustration or photo), name, role and what each looks after. */
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
              <Portrait member={lead} />
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
