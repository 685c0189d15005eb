import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { ScenePicture } from './Portrait'
import type { TeamMember, TeamScene } from './teamMember'

const Figure = styled.figure`
  margin: 0;
  > img,
  > picture img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`

/** Everyone's name and role under the picture: two columns on phones, three from 768 px. */
const Names = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  }
  li {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.fontSize.xs};
    line-height: 1.35;
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.ink};
  }
`

export interface TeamWallProps {
  scene: TeamScene
  members: TeamMember[]
  /** Label of the list of people. */
  label: string
}

/**
 * A scene of the team: one group picture (its real photo when `content/team/scenes.ts` names one,
 * else the illustration of everyone together generated at build time), and under it the list of
 * everyone's name and role, in the order they stand.
 */
export function TeamWall({ scene, members, label }: TeamWallProps) {
  return (
    <Figure data-team-scene={scene.photo ? 'photo' : 'illustration'}>
      <ScenePicture scene={scene} sizes="(min-width: 1024px) 660px, 100vw" />
      <figcaption>
        <Names aria-label={label}>
          {members.map((member) => (
            <li key={member.id}>
              <strong>{member.name}</strong>
              {member.role}
            </li>
          ))}
        </Names>
      </figcaption>
    </Figure>
  )
}
