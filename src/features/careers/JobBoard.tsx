import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { PindoBand } from '../../ui/Motif'
import { locationLabel } from './applicationMail'
import { EMPLOYMENT_TYPE, jobBoard, positions } from './careersContent'

const Board = styled.nav`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`

const Head = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.brandOnDark};
  span:last-child {
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    font-variant-numeric: tabular-nums;
  }
`

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
`

const Row = styled.a`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0 ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  ${media.lg} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  }
  strong {
    font-weight: 700;
  }
  span {
    grid-column: 1;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
  /* A chevron down to the card, drawn in CSS. */
  &::after {
    content: '';
    grid-column: 2;
    grid-row: 1 / span 2;
    width: 0.5rem;
    height: 0.5rem;
    margin: 0 0.25rem 0.25rem;
    border-right: 2px solid ${({ theme }) => theme.color.brandOnDark};
    border-bottom: 2px solid ${({ theme }) => theme.color.brandOnDark};
    rotate: 45deg;
  }
  &:hover {
    background: ${({ theme }) => theme.color.panelOnDark};
  }
  &:hover strong {
    text-decoration: underline;
  }
`

/** The /careers hero's visual: every open position as a row of a job board, linking to its card. */
export function JobBoard() {
  return (
    <Board aria-label={jobBoard.label} data-job-board>
      <PindoBand />
      <Head>
        <span>{jobBoard.title}</span>
        <span>
          {positions.length} · {EMPLOYMENT_TYPE}
        </span>
      </Head>
      <Rows>
        {positions.map((position) => (
          <li key={position.id}>
            <Row href={`#${position.id}`}>
              <strong>{position.title}</strong>
              <span>
                {position.department} · {locationLabel(position.workplace)}
              </span>
            </Row>
          </li>
        ))}
      </Rows>
    </Board>
  )
}
