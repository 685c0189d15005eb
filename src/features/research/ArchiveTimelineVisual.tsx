import styled from 'styled-components'
import { researchSolutions } from '../../generated/indexes/research'
import { media } from '../../theme/tokens'
import { Link } from '../../ui/Link'
import type { ResearchSolution } from '../collections/collectionTypes'
import { ResearchIcon } from './ResearchIcon'
import { researchHero } from './researchCopy'
import { researchLegacy } from './researchScreens'

/*
 * The archive's launches on one axis, drawn on the page's paper (no window, no navy): across the
 * page from 768 px (a year tick above each entry, the axis through their dots, today at its end in
 * the warm accent), down the left on phones (the years in the margin).
 */
const Axis = styled.ol`
  --dot: 0.75rem;
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 0 0 4rem;
  list-style: none;
  /* The axis: down the left on phones. */
  &::before {
    content: '';
    position: absolute;
    top: 0.75rem;
    bottom: 0.75rem;
    left: 3rem;
    border-left: 2px solid ${({ theme }) => theme.color.ink};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: repeat(${researchSolutions.length}, minmax(0, 1fr)) minmax(0, 0.8fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: 0;
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      grid-template-columns: repeat(${researchSolutions.length}, minmax(0, 1fr)) minmax(0, 0.8fr);
      gap: ${({ theme }) => theme.space[4]};
    }
    /* …across the page, through the dots under the year ticks. */
    &::before {
      top: 2.1rem;
      bottom: auto;
      left: 0;
      right: 0;
      border-left: 0;
      border-top: 2px solid ${({ theme }) => theme.color.ink};
    }
  }
`

const Stop = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  /* The dot on the axis. */
  &::before {
    content: '';
    position: absolute;
    top: 1.15rem;
    left: calc(-1rem - var(--dot) / 2 + 1px);
    width: var(--dot);
    height: var(--dot);
    border-radius: 50%;
    background: ${({ theme }) => theme.color.brand};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.archivePaper};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    /* The cards of one row share one height (their words flow from the top). */
    grid-template-rows: 2.1rem 1fr;
    align-content: stretch;
    row-gap: ${({ theme }) => theme.space[4]};
    &::before {
      top: calc(2.1rem - var(--dot) / 2 + 1px);
      left: ${({ theme }) => theme.space[4]};
    }
  }
`

/* The launch year: in the margin on phones, a tick label above the axis from 768 px. */
const Year = styled.span`
  position: absolute;
  top: 0.85rem;
  left: -4rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.ink};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    position: static;
    align-self: start;
    padding-left: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`

/* An index card: catalogue number, mark and status along its top, the name, what it was, and the
   service it lives on in under a dashed rule. The whole card links to the product's page. */
const Entry = styled(Link)`
  grid-row: 2;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.archiveRule};
  border-top: 3px solid ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${media.motionOk} {
    &:hover {
      transform: translateY(-2px);
    }
  }
  b {
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.ink};
  }
`

const CardTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  white-space: nowrap;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  > svg {
    color: ${({ theme }) => theme.color.brand};
  }
`

/* The archive's stamp: an outlined word, slightly askew. */
const Stamp = styled.span`
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  letter-spacing: 0.1em;
  transform: rotate(-3deg);
`

const What = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  /* The year stays with its dot: no line starts with '·'. */
  span {
    white-space: nowrap;
  }
`

const Legacy = styled.span`
  margin-top: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px dashed ${({ theme }) => theme.color.archiveRule};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  strong {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/* The axis's end: today, where the three methods run (the warm accent's one place on the screen). */
const Today = styled(Stop)`
  &::before {
    background: ${({ theme }) => theme.color.sun};
  }
  p {
    grid-row: 2;
    margin: 0;
    padding-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
    /* A tablet's column is narrow: the sentence a size down, so it runs three or four words a
       line rather than one. */
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      padding: 0 0 0 ${({ theme }) => theme.space[4]};
      font-size: ${({ theme }) => theme.fontSize.sm};
      line-height: ${({ theme }) => theme.lineHeight.snug};
    }
    @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
      font-size: ${({ theme }) => theme.fontSize.md};
      line-height: inherit;
    }
  }
`

export function yearSpan(solutions: readonly ResearchSolution[]): string {
  const years = solutions.map((s) => s.launchDate)
  const first = Math.min(...years)
  const last = Math.max(...years)
  return first === last ? String(first) : `${first}–${last}`
}

/**
 * /research's index of launches: each retired product by launch year, oldest first, as an index
 * card (catalogue number, name, what it was, its status, where it lives on) linking to its page,
 * and today at the axis's end.
 */
export function ArchiveTimelineVisual() {
  const copy = researchHero.visual
  if (researchSolutions.length === 0) return null
  return (
    <Axis aria-label={copy.label} data-archive-timeline="">
      {researchSolutions.map((s, i) => {
        const newYear = i === 0 || researchSolutions[i - 1]?.launchDate !== s.launchDate
        const legacy = researchLegacy[s.slug]
        return (
          <Stop key={s.slug}>
            <Year aria-hidden={!newYear || undefined}>{newYear ? s.launchDate : ''}</Year>
            <Entry to={`/research/${s.slug}`}>
              <CardTop>
                <ResearchIcon name={s.icon} size={18} />
                <span>{copy.number(i + 1)}</span>
                <Stamp>{s.status}</Stamp>
              </CardTop>
              <b>{s.title}</b>
              <What>
                {s.category} · {s.tags.filter((t) => t !== s.category)[0] ?? s.tags[0]}{' '}
                <span>· {s.launchDate}</span>
              </What>
              {legacy && (
                <Legacy>
                  {copy.livesOn} <strong>{legacy.service}</strong>
                </Legacy>
              )}
            </Entry>
          </Stop>
        )
      })}
      <Today>
        <Year>{copy.today.year}</Year>
        <p>{copy.today.text}</p>
      </Today>
    </Axis>
  )
}
