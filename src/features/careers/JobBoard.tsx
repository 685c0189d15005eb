import styled from 'styled-components'
import { ArrowRight } from 'lucide-react'
import { media } from '../../theme/tokens'
import { EMPLOYMENT_TYPE, jobBoard, positions } from './careersCopy'

const inOffice = positions.filter((p) => p.workplace !== 'remote').length
const remote = positions.filter((p) => p.workplace !== 'office').length

/**
 * The board: how many roles, large, with where they can be done; then every role as a row of a
 * real job board (title, team, where), each leading to its card in the positions section, where
 * it opens to the description and Apply Now.
 */
const Board = styled.nav`
  display: grid;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
  /* The count beside the list from 1024 px; above it on phones and tablets, so titles keep a line. */
  ${media.lg} {
    grid-template-columns: minmax(0, 13rem) minmax(0, 1fr);
  }
`

/** The count, large, and what it counts. */
const Total = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.brandSoft};
  ${media.md} {
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  }
  ${media.lg} {
    padding: ${({ theme }) => theme.space[5]};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
  }
`

const Count = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
  strong {
    font-size: clamp(3rem, 2.2rem + 3vw, 4.5rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.brandStrong};
    font-variant-numeric: tabular-nums;
  }
`

const Where = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.45;
  color: ${({ theme }) => theme.color.textMuted};
  ${media.lg} {
    margin-top: ${({ theme }) => theme.space[2]} !important;
  }
`

const Roles = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

/** A role: its title and team on the left, where on the right, an arrow to its card. */
const Role = styled.a`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0 ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: none;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 8rem 9rem auto;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  }
  > span:first-child {
    grid-column: 1;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
  /* Phones: the team and the place under the title, the arrow on the right. */
  > span:nth-child(2) {
    grid-row: 2;
    ${media.md} {
      grid-row: auto;
    }
  }
  > span:nth-child(3) {
    display: none;
    ${media.md} {
      display: block;
    }
  }
  > svg {
    grid-column: 2;
    grid-row: 1 / span 2;
    color: ${({ theme }) => theme.color.brand};
    ${media.md} {
      grid-column: auto;
      grid-row: auto;
    }
  }
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:hover > span:first-child {
    text-decoration: underline;
  }
`

export function JobBoard() {
  return (
    <Board aria-label={jobBoard.label} data-job-board>
      <Total>
        <Count>
          <strong>{positions.length}</strong>
          {jobBoard.rolesLabel}
        </Count>
        <Where>
          {EMPLOYMENT_TYPE}. {inOffice} {jobBoard.office}, {remote} {jobBoard.remote}.
        </Where>
      </Total>
      <Roles>
        {positions.map((position) => (
          <li key={position.id}>
            <Role href={`#${position.id}`} data-workplace={position.workplace}>
              <span>{position.title}</span>
              <span>{position.department}</span>
              <span>{jobBoard.where[position.workplace]}</span>
              <ArrowRight aria-hidden="true" size={18} />
            </Role>
          </li>
        ))}
      </Roles>
    </Board>
  )
}
