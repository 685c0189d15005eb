import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Portrait, ScenePhoto } from './Portrait'
import type { TeamMember, TeamScene } from './teamMember'

const Figure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  > img,
  > picture img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`

/**
 * Everyone as a roster: a small portrait, the same crop for all, beside name, role and where they
 * work. One column on phones, three from 768 px.
 */
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Row = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.35;
  color: ${({ theme }) => theme.color.textMuted};
  /* The square crop of the portrait (or photo). */
  ${media.md} {
    grid-template-columns: 4rem minmax(0, 1fr);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
`

const Base = styled.span`
  display: block;
  margin-top: 0.125rem;
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.brandStrong};
`

export interface TeamRosterProps {
  /** A group photo, shown above the roster once `content/team/scenes.ts` names one. */
  scene: TeamScene
  members: TeamMember[]
  /** Label of the list of people. */
  label: string
  /** How the office is named beside a person who works there. */
  officeLabel: string
  /** How a remote colleague's city is introduced: `Remote · Nairobi`. */
  remoteLabel: string
}

/**
 * The team as a roster: each person's own portrait (illustration or photo, the same square crop for
 * everyone), name, role and where they work; a real group photo above it when there is one.
 */
export function TeamRoster({ scene, members, label, officeLabel, remoteLabel }: TeamRosterProps) {
  return (
    <Figure data-team-roster={scene.photo ? 'photo' : 'portraits'}>
      <ScenePhoto scene={scene} sizes="(min-width: 1024px) 660px, 100vw" />
      <List aria-label={label}>
        {members.map((member) => (
          <Row key={member.id} data-team-member={member.id}>
            <Portrait member={member} sizes="64px" frame="square" />
            <span>
              <strong>{member.name}</strong>
              {member.role}
              <Base>
                {member.base === 'remote' ? `${remoteLabel} · ${member.city}` : officeLabel}
              </Base>
            </span>
          </Row>
        ))}
      </List>
    </Figure>
  )
}
