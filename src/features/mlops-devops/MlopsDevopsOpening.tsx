import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import {
  BleedStage,
  SiblingNote,
  StageLead,
  StageOpening,
  StageTagline,
} from '../offerings/BleedStage'
import { MlopsDevopsVisual } from '../offerings/visuals/MlopsDevopsVisual'
import { mlopsDevopsPage, mlopsDevopsSibling } from './mlopsDevopsCopy'

/*
 * /mlops-devops's own opening (round 6): light, and neither the daylight split /mlops opens with nor
 * the Quantum family's. The pipeline window leads from the left, on a navy stage that runs off the
 * left edge of the screen from the header to the opening's foot; the words follow on the right,
 * hung from a teal rule, the product name set large. On phones the words come first and the stage
 * spans the screen under the buttons.
 */

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* Phones and tablets: the window first, flush under the header, the words hung below it (the
     Quantum openings put their words first and the window under the buttons). */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg - 1}px) {
    > :last-child {
      order: -1;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    padding-top: 0;
    /* The words are first in the page's order; the window takes the left column. */
    > :first-child {
      grid-column: 2;
      grid-row: 1;
    }
    > :last-child {
      grid-column: 1;
      grid-row: 1;
    }
  }
  > * {
    min-width: 0;
  }
`

const Text = styled.div`
  padding: 0 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.color.brand};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    align-self: center;
    padding: ${({ theme }) => theme.space[7]} 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-size: clamp(2.5rem, 1.4rem + 4vw, 4.25rem);
    font-weight: 800;
    line-height: 1;
    letter-spacing: -0.03em;
    color: ${({ theme }) => theme.color.ink};
  }
`

const Stage = styled(BleedStage)`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    padding-top: ${({ theme }) => theme.space[7]};
    padding-bottom: ${({ theme }) => theme.space[7]};
  }
`

export function MlopsDevopsOpening() {
  const { hero } = mlopsDevopsPage
  return (
    <StageOpening aria-labelledby="page-title" data-opening="pipeline">
      <Container>
        <Grid>
          <Text>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <h1 id="page-title">{hero.title}</h1>
            {/* Not faded in: the hero text is the largest paint on phones (LCP). */}
            <StageTagline>{hero.tagline}</StageTagline>
            <StageLead>{hero.lead}</StageLead>
            <ActionRow actions={hero.actions} size="lg" />
            <SiblingNote>
              {mlopsDevopsSibling.question} <Link to="/mlops">{mlopsDevopsSibling.link}</Link>
            </SiblingNote>
          </Text>
          <Stage $side="left" data-stage="">
            <MlopsDevopsVisual />
          </Stage>
        </Grid>
      </Container>
    </StageOpening>
  )
}
