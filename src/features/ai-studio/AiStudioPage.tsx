import styled from 'styled-components'
import { FigureNote } from '../../ui/FigureNote'
import { Reveal } from '../../ui/Reveal'
import { Section } from '../../ui/Section'
import { ActionRow } from '../offerings/ActionButtons'
import { CtaBand } from '../offerings/CtaBand'
import { ReasonList } from '../offerings/ReasonList'
import {
  aiStudioCta,
  aiStudioHero,
  expertise,
  projectsClaim,
  reasons,
  stages,
} from './aiStudioCopy'
import { ExpertiseRows } from './ExpertiseRows'
import { StudioLead } from './StudioLead'
import { StudioStages } from './StudioStages'
import { ProjectWall } from './ProjectWall'
import { StudioBoard } from './StudioBoard'

/*
 * The track record, the page's signature band: on navy, the spec's claim set large with who the
 * projects were for under it, beside the wall of squares that draws the figure (ProjectWall).
 */
const Record = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
    gap: ${({ theme }) => theme.space[7]};
    align-items: center;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    gap: ${({ theme }) => theme.space[9]};
  }
`

const Claim = styled.div`
  color: ${({ theme }) => theme.color.textOnDark};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSize['4xl']};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.02em;
    text-wrap: balance;
    color: ${({ theme }) => theme.color.textOnDark};
  }
  h2 + p {
    margin: 0;
    color: ${({ theme }) => theme.color.textOnDarkMuted};
    max-width: 40ch;
  }
`

const WallFigure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  order: -1;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    order: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

/* Who the projects were for: two a row at every width, between hairlines on the navy. */
const Clients = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  > div {
    padding: ${({ theme }) => theme.space[3]} 0;
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  }
  dt {
    font-weight: 700;
    color: ${({ theme }) => theme.color.textOnDark};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    color: ${({ theme }) => theme.color.textOnDarkMuted};
  }
`

/** AI Studio & Ideas. */
export default function AiStudioPage() {
  return (
    <>
      <StudioBoard
        eyebrow={aiStudioHero.eyebrow}
        title={aiStudioHero.title}
        lead={aiStudioHero.lead}
        actions={<ActionRow actions={aiStudioHero.actions} size="lg" />}
      />
      <Section
        id={expertise.id}
        eyebrow={expertise.eyebrow}
        title={expertise.title}
        intro={expertise.intro}
        layout="inline"
      >
        <ExpertiseRows items={expertise.items} exampleLabel={expertise.exampleLabel} />
      </Section>
      <Section
        id={stages.id}
        tone="alt"
        eyebrow={stages.eyebrow}
        title={stages.title}
        intro={stages.intro}
        center={false}
      >
        <StudioStages items={stages.items} axis={stages.axis} />
      </Section>
      <Section id={projectsClaim.id} label={projectsClaim.text} tone="dark">
        <Reveal>
          <Record>
            <Claim>
              <h2>{projectsClaim.text}</h2>
              <p>{projectsClaim.detail}</p>
              <FigureNote onDark>{projectsClaim.basis}</FigureNote>
              <Clients>
                {projectsClaim.clients.map((c) => (
                  <div key={c.who}>
                    <dt>{c.who}</dt>
                    <dd>{c.what}</dd>
                  </div>
                ))}
              </Clients>
            </Claim>
            <WallFigure>
              <ProjectWall count={projectsClaim.count} />
              <p>{projectsClaim.wallLegend}</p>
            </WallFigure>
          </Record>
        </Reveal>
      </Section>
      <Section
        layout="split"
        id={reasons.id}
        tone="alt"
        eyebrow={reasons.eyebrow}
        title={reasons.title}
        aside={<StudioLead />}
      >
        <ReasonList items={reasons.items} />
      </Section>
      <CtaBand id="contact-cta" {...aiStudioCta} />
    </>
  )
}
