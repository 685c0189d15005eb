import styled from 'styled-components'
import { displayTitle } from '../../ui/display'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { SiblingNote, StageLead, StageTagline } from '../offerings/BleedStage'
import { MlopsDevopsVisual } from '../offerings/visuals/MlopsDevopsVisual'
import { mlopsDevopsPage, mlopsDevopsSheetFacts, mlopsDevopsSibling } from './mlopsDevopsCopy'

/*
 * /mlops-devops's own opening (round 8): a light, printed spec sheet, not text beside a navy window.
 * One white sheet on the grey ground, read top to bottom like a document: its sheet line (what it
 * is, its number), a heavy rule, the product's name set large with its promise and buttons beside
 * it, then the platform's run sheet as a ruled table across the sheet. /mlops, its neighbour, opens
 * with its words centred over a navy band. On phones the run sheet leads, flush under the sheet
 * line, and the words follow (the page has opened picture-first on phones since round 6).
 */

const Opening = styled.section`
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[7]};
  }
`

const Sheet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[6]};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  }
`

/** The sheet's line: what it is on the left, its number on the right, a heavy rule under both. */
const SheetLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 2px solid ${({ theme }) => theme.color.ink};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
  /* Phones: the sheet's number only, so the line keeps to one line. */
  > span > span {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.xs};
    > span > span {
      display: inline;
    }
  }
`

/* Under the name from 1024 px: two printed facts, the sheet's spec lines. */
const Facts = styled.dl`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    margin: ${({ theme }) => theme.space[6]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    dt,
    dd {
      margin: 0;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    dt {
      padding-right: ${({ theme }) => theme.space[5]};
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.color.textMuted};
    }
    dd {
      font-weight: 600;
      color: ${({ theme }) => theme.color.ink};
    }
  }
`

/* The name and its words: stacked on phones, side by side from 1024 px, their tops level. */
const Words = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  /* Phones and tablets: the run sheet first, the words under it. */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    order: 1;
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    column-gap: ${({ theme }) => theme.space[7]};
    align-items: start;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
  h1 {
    margin: 0;
    /* "MLOps & DevOps" on one line inside the sheet on a 375 px phone; two lines, large, from 1024 px. */
    ${displayTitle('clamp(2.125rem, 1.2rem + 4vw, 5rem)', 0.98)}
  }
  p:last-child {
    margin-bottom: 0;
  }
  ${StageTagline} {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`

export function MlopsDevopsOpening() {
  const { hero } = mlopsDevopsPage
  return (
    <Opening aria-labelledby="page-title" data-opening="run-sheet">
      <Container>
        <Sheet data-sheet="">
          <SheetLine>
            <span>Platform spec sheet</span>
            <span>
              MD-01<span> · Dar es Salaam</span>
            </span>
          </SheetLine>
          <Words>
            <div>
              <Eyebrow>{hero.eyebrow}</Eyebrow>
              <h1 id="page-title">{hero.title}</h1>
              <Facts>
                {mlopsDevopsSheetFacts.map(([term, value]) => (
                  <div key={term} style={{ display: 'contents' }}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </Facts>
            </div>
            <div>
              {/* Not faded in: the hero text is the largest paint on phones (LCP). */}
              <StageTagline>{hero.tagline}</StageTagline>
              <StageLead>{hero.lead}</StageLead>
              <ActionRow actions={hero.actions} size="lg" />
              <SiblingNote>
                {mlopsDevopsSibling.question} <Link to="/mlops">{mlopsDevopsSibling.link}</Link>
              </SiblingNote>
            </div>
          </Words>
          <MlopsDevopsVisual />
        </Sheet>
      </Container>
    </Opening>
  )
}
