import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { AnchorButton, ButtonRow } from '../../ui/Button'
import { CheckList } from '../../ui/Card'
import { disclosureChevron } from '../../ui/disclosureChevron'
import { locationLabel, workApplicationHref } from './applicationMail'
import { EMPLOYMENT_TYPE, jobBoard, positions, positionsSection } from './careersCopy'

const inOffice = positions.filter((p) => p.workplace !== 'remote').length
const remote = positions.filter((p) => p.workplace !== 'office').length

/**
 * The board is the list: the positions section itself, in the opening. How many roles, large,
 * with where they can be done; then every role once, as a row of a real job board (title, team,
 * where, type) that opens in place to the description, the requirements and Apply Now. No second
 * list of the same roles further down the page.
 */
const Board = styled.section`
  display: grid;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow: hidden;
  /* The count beside the list from 1024 px; above it on phones and tablets, so titles keep a line. */
  ${media.lg} {
    grid-template-columns: minmax(0, 14rem) minmax(0, 1fr);
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
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
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.45;
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* How to apply: on phones the rows say it (each opens to Apply Now); from 1024 px in the panel. */
  p + p {
    display: none;
    ${media.lg} {
      display: block;
    }
  }
`

const Count = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  margin: 0;
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

const Roles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`

/** A role: title, then its facts (team, where, type) in columns from 768 px; it opens in place. */
const Role = styled.details`
  &[open] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:target summary {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.brand};
  }
  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    align-items: center;
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    list-style: none;
    cursor: pointer;
    ${media.md} {
      grid-template-columns: minmax(0, 1fr) 7.5rem 11rem 5rem auto;
      gap: 0 ${({ theme }) => theme.space[3]};
      min-height: 3.5rem;
      padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
    }
    &::-webkit-details-marker {
      display: none;
    }
    &:hover h3 {
      text-decoration: underline;
    }
  }
  ${disclosureChevron('1 / 2 / span 2 / auto')}
  ${media.md} {
    summary::after {
      grid-area: 1 / 5;
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 700;
    color: ${({ theme }) => theme.color.ink};
  }
`

/** Department · place · type: under the title on phones, the board's columns from 768 px. */
const Facts = styled.span`
  grid-column: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  > span:first-child {
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: 600;
  }
  > span + span::before {
    content: '';
    display: inline-block;
    width: 3px;
    height: 3px;
    margin: 0 ${({ theme }) => theme.space[2]} 0.2em 0;
    border-radius: 50%;
    background: currentColor;
    vertical-align: middle;
  }
  /* On phones the panel above says it once: every role is full-time. */
  > span:last-child {
    display: none;
  }
  ${media.md} {
    grid-column: 2 / 5;
    display: grid;
    grid-template-columns: subgrid;
    > span + span::before {
      display: none;
    }
    > span:last-child {
      display: block;
    }
  }
`

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 46rem;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  }
  p {
    margin: 0;
  }
  h4 {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`

/** Who may apply for a remote role, once, under the rows. */
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ${media.md} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  }
`

export function JobBoard() {
  return (
    <Board
      id={positionsSection.id}
      aria-labelledby={`${positionsSection.id}-title`}
      data-job-board
      tabIndex={-1}
    >
      <Total>
        <Count id={`${positionsSection.id}-title`}>
          <strong>{positions.length}</strong>
          {jobBoard.rolesLabel}
        </Count>
        <p>
          {EMPLOYMENT_TYPE}. {inOffice} {jobBoard.office}, {remote} {jobBoard.remote}.
        </p>
        <p>{positionsSection.howToApply}</p>
      </Total>
      <div>
        <Roles>
          {positions.map((position) => (
            <li key={position.id}>
              <Role id={position.id} data-position={position.id}>
                <summary>
                  <h3>{position.title}</h3>
                  <Facts role="list" aria-label="Role facts">
                    <span role="listitem">{position.department}</span>
                    <span role="listitem">{locationLabel(position.workplace)}</span>
                    <span role="listitem">{EMPLOYMENT_TYPE}</span>
                  </Facts>
                </summary>
                <Body>
                  <p>{position.description}</p>
                  <h4>{positionsSection.requirementsTitle}</h4>
                  <CheckList>
                    {position.requirements.map((requirement) => (
                      <li key={requirement}>{requirement}</li>
                    ))}
                  </CheckList>
                  <ButtonRow>
                    <AnchorButton href={workApplicationHref(position)} size="sm">
                      {positionsSection.applyLabel}
                      <span className="visually-hidden">: {position.title}</span>
                    </AnchorButton>
                  </ButtonRow>
                </Body>
              </Role>
            </li>
          ))}
        </Roles>
        <Note>{positionsSection.remoteNote}</Note>
      </div>
    </Board>
  )
}
