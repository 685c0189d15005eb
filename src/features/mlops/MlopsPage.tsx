import styled from 'styled-components'
import { PageHero } from '../../ui/PageHero'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CapabilityCards } from '../offerings/CapabilityCards'
import { CtaBand } from '../offerings/CtaBand'
import { IconStats } from '../offerings/IconStats'
import { Split } from '../offerings/Split'
import { lastMile, mlopsCta, mlopsHero, mlopsSolutions, mlopsStats } from './mlopsCopy'
import { MlopsVisual } from '../offerings/visuals/MlopsVisual'

const Highlight = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.accentSoft};
  text-align: center;
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.color.accent};
  }
`

const Figure = styled.strong`
  font-size: clamp(3rem, 2rem + 4vw, 4.5rem);
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
`

const FigureLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.ink};
`

const Body = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
`

/** Machine Learning + DevOps. Sections fade and slide in on load. */
export default function MlopsPage() {
  return (
    <>
      {/* A daylight opening: /mlops-devops, its neighbour in the menu, opens on navy. */}
      <PageHero
        variant="daylight"
        eyebrow={mlopsHero.eyebrow}
        title={mlopsHero.title}
        lead={<p>{mlopsHero.lead}</p>}
        actions={<ActionRow actions={mlopsHero.actions} size="lg" />}
        aside={<MlopsVisual />}
      />
      <Section id={lastMile.id} eyebrow={lastMile.eyebrow} title={lastMile.title} center={false}>
        <Reveal>
          <Split>
            <Body>
              {lastMile.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </Body>
            <Highlight>
              <lastMile.icon aria-hidden="true" />
              <Figure>{lastMile.figure}</Figure>
              <FigureLabel>{lastMile.figureLabel}</FigureLabel>
            </Highlight>
          </Split>
        </Reveal>
      </Section>
      <Section
        id={mlopsSolutions.id}
        tone="alt"
        eyebrow={mlopsSolutions.eyebrow}
        title={mlopsSolutions.title}
      >
        <Reveal>
          <CapabilityCards items={mlopsSolutions.items} columns={2} label={mlopsSolutions.title} />
        </Reveal>
      </Section>
      <Section
        layout="split"
        id={mlopsStats.id}
        eyebrow={mlopsStats.eyebrow}
        title={mlopsStats.title}
        wide
      >
        <Reveal>
          <IconStats items={mlopsStats.items} />
        </Reveal>
      </Section>
      <CtaBand id="contact-cta" {...mlopsCta} />
    </>
  )
}
