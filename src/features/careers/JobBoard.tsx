import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { EMPLOYMENT_TYPE, jobBoard, positions } from './careersCopy'

/** Teams in the order they first appear, with how many roles each and the first one's anchor. */
const teams = positions.reduce<{ name: string; count: number; first: string }[]>(
  (list, position) => {
    const team = list.find((t) => t.name === position.department)
    if (team) team.count++
    else list.push({ name: position.department, count: 1, first: position.id })
    return list
  },
  [],
)
const most = Math.max(...teams.map((t) => t.count))
const inOffice = positions.filter((p) => p.workplace !== 'remote').length
const remote = positions.filter((p) => p.workplace !== 'office').length

const Board = styled.nav`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.cardOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

/** The count, large, and what it counts. */
const Total = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]}
      ${({ theme }) => theme.space[4]};
  }
  > span:first-child {
    flex-basis: 100%;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    font-weight: 800;
    line-height: 1.1;
    color: ${({ theme }) => theme.color.textOnDark};
    font-variant-numeric: tabular-nums;
  }
`

const Group = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  ${media.lg} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

/** A team: its name, a bar as long as its count, the count; the row leads to its first role. */
const Team = styled.a`
  display: grid;
  grid-template-columns: 8.5rem minmax(0, 1fr) 1.5rem;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.color.textOnDark};
  font-weight: 600;
  text-decoration: none;
  > span:nth-child(2) {
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.lineOnDark};
    overflow: hidden;
  }
  > span:nth-child(2)::before {
    content: '';
    display: block;
    width: var(--share);
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brandOnDark};
  }
  > span:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  &:hover > span:first-child {
    text-decoration: underline;
  }
`

const Places = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  div {
    display: grid;
  }
  dt {
    order: 2;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`

/**
 * The /careers hero's visual: the openings at a glance, not their list (that is the positions
 * section). How many roles, a bar per team leading to its first role, and how many can be done
 * from the office or remotely.
 */
export function JobBoard() {
  return (
    <Board aria-label={jobBoard.label} data-job-board>
      <PindoBand />
      <Total>
        <span>{jobBoard.title}</span>
        <strong>{positions.length}</strong>
        {jobBoard.rolesLabel} · {EMPLOYMENT_TYPE}
      </Total>
      <Group>
        <p>{jobBoard.teamsTitle}</p>
        <ul>
          {teams.map((team) => (
            <li key={team.name}>
              <Team
                href={`#${team.first}`}
                style={{ '--share': `${(team.count / most) * 100}%` } as CSSProperties}
                data-team-count={team.count}
              >
                <span>{team.name}</span>
                <span aria-hidden="true" />
                <span>{team.count}</span>
              </Team>
            </li>
          ))}
        </ul>
      </Group>
      <Group>
        <p>{jobBoard.placesTitle}</p>
        <Places>
          <div>
            <dt>{jobBoard.office}</dt>
            <dd>{inOffice}</dd>
          </div>
          <div>
            <dt>{jobBoard.remote}</dt>
            <dd>{remote}</dd>
          </div>
        </Places>
      </Group>
    </Board>
  )
}
