import type { CSSProperties } from 'react'
import styled from 'styled-components'
import { media } from '../../theme/tokens'
import { Container } from '../../ui/Container'
import { Eyebrow } from '../../ui/Section'
import { Portrait } from '../team/Portrait'
import { FIGURE_SIZE, figureUrl, type TeamMember } from '../team/teamMember'
import { aboutHero, aboutHeroPanel, team } from './aboutCopy'
import { pindoFoot } from '../../ui/Motif'

/**
 * /about's opening: people and place on light. A masthead (the title large on the left, the lead
 * and where and since when on the right), then the four leads standing together across the page on
 * the portraits' paper, a halftone disc and the coast's depth lines behind them, and under them
 * who is who, from left. Not the navy banner with a card beside it: the company page opens with
 * its people.
 */
const Opening = styled.section`
  position: relative;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  /* The kanga border along the foot: the divider from the next band, and the opening's one motif. */
  ${pindoFoot}
  padding-bottom: calc(${({ theme }) => theme.space[6]} + 8px);
`

const Masthead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  ${media.md} {
    padding-top: ${({ theme }) => theme.space[7]};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 8fr) minmax(0, 4fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: end;
  }
  h1 {
    margin: 0;
    max-width: 17ch;
    font-size: clamp(2.25rem, 1.4rem + 3.6vw, 4.25rem);
    line-height: 1.05;
    letter-spacing: -0.025em;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
  }
`

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
  > p:first-child {
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }
  }
  ${media.lg} {
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`

/** Where and since when: one line, the year in figures. */
const Since = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space[2]};
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
  strong {
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`

/**
 * The group: each figure as wide as `--w`, its neighbours overlapping it by about a third (the
 * heads stay clear, the shoulders touch), every foot on the band's lower edge. The ground runs to
 * the viewport's edges.
 */
const Group = styled.figure`
  --w: min(33vw, 150px);
  margin: ${({ theme }) => theme.space[5]} 0 0;
  ${media.md} {
    --w: 30vw;
    margin-top: ${({ theme }) => theme.space[6]};
  }
  ${media.lg} {
    --w: min(21vw, 290px);
  }
`

const Ground = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.portrait.paper};
  border-block: 1px solid ${({ theme }) => theme.color.border};
  > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`

const Lines = styled.svg`
  fill: none;
  stroke: ${({ theme }) => theme.color.brand};
  stroke-opacity: 0.22;
  stroke-width: 1.25;
`

const Figures = styled.ul`
  position: relative;
  display: flex;
  justify-content: center;
  align-items: flex-end;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  list-style: none;
  ${media.md} {
    padding-top: ${({ theme }) => theme.space[5]};
  }
  li {
    flex: none;
    width: var(--w);
    margin-inline: calc(var(--w) * -0.17);
    z-index: var(--z);
    line-height: 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    transform: scale(var(--s));
    transform-origin: 50% 100%;
  }
  /* A lead who has a real photo: their portrait, cut square, instead of the drawing. */
  picture img,
  img[data-photo] {
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  }
`

/** Who is who, from left (inside the figure's `<figcaption>`): a column under each figure from 768 px, two by two on phones. */
const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  ${media.md} {
    grid-template-columns: repeat(4, calc(var(--w) * 0.66));
    justify-content: center;
    gap: 0;
  }
  > p {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.brandStrong};
    ${media.md} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  ol {
    display: contents;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    align-content: start;
    gap: 0.125rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.35;
    color: ${({ theme }) => theme.color.textMuted};
    ${media.md} {
      padding: 0 ${({ theme }) => theme.space[2]};
      text-align: center;
    }
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.color.ink};
  }
`

/** The role in the caption's one quiet tone, balanced when it needs a second line. */
const Role = styled.span`
  text-wrap: balance;
`

/** Each figure's scale and stacking: the two outer leads a step back, the first one in front. */
const STAGING: { s: number; z: number }[] = [
  { s: 1, z: 3 },
  { s: 0.9, z: 1 },
  { s: 0.97, z: 2 },
  { s: 0.88, z: 0 },
]

/** A lead standing in the group; the first is the page's one high-priority image (its LCP candidate). */
function Figure({ member, priority }: { member: TeamMember; priority: boolean }) {
  if (member.photo) {
    return <Portrait member={member} frame="square" sizes="330px" priority={priority} />
  }
  return (
    <img
      src={figureUrl(member.id)}
      width={FIGURE_SIZE.width}
      height={FIGURE_SIZE.height}
      alt=""
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}

/** The coast's depth lines across the ground and one halftone disc behind the group. */
function Backdrop() {
  return (
    <>
      <Lines viewBox="0 0 1200 360" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M-10 300C180 250 300 320 470 270S760 170 930 210 1140 150 1210 120" />
        <path d="M-10 250C170 200 310 270 480 220S750 120 920 160 1130 100 1210 70" />
        <path d="M-10 200C160 150 320 220 490 170S740 70 910 110 1120 50 1210 20" />
        <path d="M-10 150C150 100 330 170 500 120S730 20 900 60 1110 0 1210-30" />
      </Lines>
      <svg viewBox="0 0 400 200" preserveAspectRatio="xMidYMax meet" aria-hidden="true">
        <defs>
          <pattern
            id="about-dots"
            width="7"
            height="7"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <circle cx="3.5" cy="3.5" r="1.6" fill="currentColor" />
          </pattern>
          <radialGradient id="about-fade">
            <stop offset="0.45" stopColor="white" />
            <stop offset="1" stopColor="white" stopOpacity="0" />
          </radialGradient>
          <mask id="about-disc">
            <circle cx="200" cy="120" r="96" fill="url(#about-fade)" />
          </mask>
        </defs>
        <HalftoneDisc cx="200" cy="120" r="96" fill="url(#about-dots)" mask="url(#about-disc)" />
      </svg>
    </>
  )
}

const HalftoneDisc = styled.circle`
  color: ${({ theme }) => theme.portrait.halftone};
  opacity: 0.35;
`

export function AboutOpening() {
  return (
    <Opening aria-labelledby="page-title" data-opening="people">
      <Container>
        <Masthead>
          <div>
            <Eyebrow>{aboutHero.eyebrow}</Eyebrow>
            <h1 id="page-title">{aboutHero.title}</h1>
          </div>
          <Side>
            <p>{aboutHero.lead}</p>
            <Since>
              <strong>{aboutHeroPanel.year}</strong>
              {aboutHeroPanel.foundedLabel}
              <span>{aboutHeroPanel.elsewhere}</span>
            </Since>
          </Side>
        </Masthead>
      </Container>
      <Group id={team.id} aria-label={team.title} data-team-group>
        <Ground>
          <Backdrop />
          <Figures aria-hidden="true">
            {team.leads.map((lead, i) => {
              const stage = STAGING[i % STAGING.length]!
              return (
                <li key={lead.id} style={{ '--s': stage.s, '--z': stage.z } as CSSProperties}>
                  <Figure member={lead} priority={i === 0} />
                </li>
              )
            })}
          </Figures>
        </Ground>
        <Container as="figcaption">
          <Names>
            <p>{team.fromLeft}</p>
            <ol>
              {team.leads.map((lead) => (
                <li key={lead.id} data-team-member={lead.id}>
                  <strong>{lead.name}</strong>
                  <Role>{lead.role}</Role>
                </li>
              ))}
            </ol>
          </Names>
        </Container>
      </Group>
    </Opening>
  )
}
