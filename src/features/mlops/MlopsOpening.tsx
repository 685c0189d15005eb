import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '../../ui/Container'
import { Link } from '../../ui/Link'
import { Eyebrow } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { SiblingNote } from '../offerings/BleedStage'
import { MlopsVisual } from '../offerings/visuals/MlopsVisual'
import { mlopsHero } from './mlopsCopy'

/*
 * /mlops's own opening (round 8): not text beside a window. The words centred on light under a
 * narrower measure, then the model's road from notebook to production drawn across the whole
 * content width on a navy band that runs from screen edge to screen edge and closes the opening.
 * /mlops-devops, its neighbour, opens on a printed sheet; the Quantum pages on a stage at the side.
 */

const Opening = styled.section`
  position: relative;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
`

const Head = styled.div`
  padding: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[4]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    max-width: 54rem;
    margin: 0 auto;
    padding: 2.5rem 0 ${({ theme }) => theme.space[5]};
    text-align: center;
    > p {
      margin-left: auto;
      margin-right: auto;
    }
    > div {
      justify-content: center;
    }
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.1;
    /* Tablets: the title's own size (phones and from 1024 px: the title's span sets it). */
    @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
      font-size: 2.5rem;
    }
  }
`

const Lead = styled.p`
  max-width: 50rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  text-wrap: pretty;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-wrap: balance;
  }
`

/** Full bleed: the band runs to both screen edges; the road keeps to the content width. */
const Band = styled.div`
  padding: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.ink};
  position: relative;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.pattern.dotGrid};
    background-size: ${({ theme }) => theme.pattern.dotGridSize};
    pointer-events: none;
  }
  > * {
    position: relative;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 1.75rem 0;
  }
`

export function MlopsOpening({ title }: { title: ReactNode }) {
  return (
    <Opening aria-labelledby="page-title" data-opening="road">
      <Container>
        <Head>
          <Eyebrow>{mlopsHero.eyebrow}</Eyebrow>
          <h1 id="page-title">{title}</h1>
          <Lead>{mlopsHero.lead}</Lead>
          <ActionRow actions={mlopsHero.actions} size="lg" />
          <SiblingNote>
            {mlopsHero.sibling.question} <Link to="/mlops-devops">{mlopsHero.sibling.link}</Link>
          </SiblingNote>
        </Head>
      </Container>
      <Band data-road-band="">
        <Container>
          <MlopsVisual />
        </Container>
      </Band>
    </Opening>
  )
}
