import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { ScenePhoto, Portrait } from './Portrait'
import type { TeamMember, TeamScene } from './teamMember'

const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.lg} {
    gap: ${({ theme }) => theme.space[4]};
  }
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: 1.3;
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  /* On phones the name alone (the tiles are narrow); the role joins it from 768 px. */
  figcaption span {
    display: none;
    ${media.md} {
      display: block;
    }
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.ink};
  }
`

const Photo = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`

export interface TeamWallProps {
  scene: TeamScene
  members: TeamMember[]
  /** Label of the list of people (when there is no photo). */
  label: string
}

/**
 * A scene of the team: its real group photo when `content/team/scenes.ts` names one, else a wall
 * of everyone's portraits with first name and role (the names are the text; portraits are decor).
 */
export function TeamWall({ scene, members, label }: TeamWallProps) {
  if (scene.photo)
    return (
      <Photo data-team-scene="photo">
        <ScenePhoto scene={scene} />
      </Photo>
    )
  return (
    <Wall aria-label={label} data-team-scene="illustration">
      {members.map((member) => (
        <li key={member.id}>
          <figure>
            <Portrait member={member} sizes="(min-width: 1024px) 150px, 30vw" />
            <figcaption>
              <strong>{member.name}</strong>
              <span>{member.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </Wall>
  )
}
