import styled from 'styled-components'
import { researchSolutions } from '../../generated/indexes/research'
import { Link } from '../../ui/Link'
import { OpeningPanel } from '../../ui/OpeningPanel'
import type { ResearchSolution } from '../collections/collectionTypes'
import { ResearchIcon } from './ResearchIcon'
import { researchHero } from './researchCopy'
import { researchLegacy } from './researchScreens'

/* A rail down the left with a dot per product; the year is written once, where it starts. */
const Rail = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 0 0 4.25rem;
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: 0.5rem;
    bottom: 0.5rem;
    left: 3.25rem;
    border-left: 2px solid ${({ theme }) => theme.color.lineOnDark};
  }
`

const Entry = styled.li`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    top: 1.25rem;
    left: -1.3rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brandOnDark};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.cardOnDark};
  }
`

const Year = styled.span`
  position: absolute;
  top: 0.95rem;
  left: -4.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textOnDark};
`

/* A specimen label: catalogue number, name, what it was, and its status. */
const Specimen = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.panelOnDark};
  color: ${({ theme }) => theme.color.textOnDark};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.hoverOnDark};
    color: ${({ theme }) => theme.color.textOnDark};
  }
  > svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
  b {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`

const Detail = styled.span`
  grid-column: 2;
  /* Phones: the name, its status and where it lives on say enough. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    display: none;
  }
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

/* Where it lives on: the line that turns an archive entry into a step towards today's services. */
const Legacy = styled.span`
  grid-column: 2 / -1;
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px dashed ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  b {
    font-size: inherit;
    color: ${({ theme }) => theme.color.brandOnDark};
  }
`

/* The rail's last stop: today, where the three methods run (a dot in the warm accent, no card). */
const Today = styled(Entry)`
  &::before {
    background: ${({ theme }) => theme.color.sun};
  }
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDark};
  }
`

const Status = styled.span`
  grid-area: 1 / 3 / 3;
  padding: 0.1rem ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.outlineOnDark};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`

function yearSpan(solutions: readonly ResearchSolution[]): string {
  const years = solutions.map((s) => s.launchDate)
  const first = Math.min(...years)
  const last = Math.max(...years)
  return first === last ? String(first) : `${first}–${last}`
}

/**
 * /research: the archive as a timeline of specimens, oldest launch first: each retired product with
 * its launch year, what it was and its status, each a link to its page.
 */
export function ArchiveTimelineVisual() {
  const copy = researchHero.visual
  if (researchSolutions.length === 0) return null
  return (
    <OpeningPanel title={copy.title} meta={yearSpan(researchSolutions)} seed="research">
      <Rail aria-label={copy.label}>
        {researchSolutions.map((s, i) => {
          const newYear = i === 0 || researchSolutions[i - 1]?.launchDate !== s.launchDate
          return (
            <Entry key={s.slug}>
              {newYear && <Year>{s.launchDate}</Year>}
              <Specimen to={`/research/${s.slug}`}>
                <ResearchIcon name={s.icon} size={22} />
                <b>{s.title}</b>
                <Detail>
                  {s.category} · {s.tags.filter((t) => t !== s.category)[0] ?? s.tags[0]}
                </Detail>
                <Status>{s.status}</Status>
                {researchLegacy[s.slug] && (
                  <Legacy>
                    {copy.livesOn} <b>{researchLegacy[s.slug]?.service}</b>
                  </Legacy>
                )}
              </Specimen>
            </Entry>
          )
        })}
        <Today>
          <Year>{copy.today.year}</Year>
          <p>{copy.today.text}</p>
        </Today>
      </Rail>
    </OpeningPanel>
  )
}
